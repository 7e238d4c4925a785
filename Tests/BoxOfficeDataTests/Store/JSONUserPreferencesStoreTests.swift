import BoxOfficeData
import BoxOfficeDomain
import Foundation
import Testing

@Suite("JSONUserPreferencesStore")
struct JSONUserPreferencesStoreTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "boxoffice-prefs-\(UUID().uuidString)")
    var file: URL { folder.appendingPathComponent("boxoffice/settings.json") }

    @Test("no file yet: the defaults")
    func missing() throws {
        #expect(
            try JSONUserPreferencesStore(fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
                .load() == .defaults)
    }

    @Test("what is saved is loaded by a new store (a restart), its folder created")
    func roundTrip() throws {
        let chosen = UserPreferences(["layout": "icon", "ambiguousWidth": "wide", "symbols": "ascii"])
        try JSONUserPreferencesStore(fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) }).save(
            chosen)
        #expect(
            try JSONUserPreferencesStore(fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
                .load() == chosen)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"layout\" : \"icon\""))
    }

    @Test("every word is kept as written, a value that is not a word skipped")
    func tolerant() throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"layout":"icon","symbols":"emoji","future":1,"nested":{"a":"b"}}"#.utf8).write(to: file)
        #expect(
            try JSONUserPreferencesStore(fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
                .load()
                == UserPreferences(["layout": "icon", "symbols": "emoji"]))
    }

    @Test("a settings file as earlier versions wrote it loads, and is written back in the same form")
    func earlierFile() throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let earlier = """
            {
              "ambiguousWidth" : "wide",
              "layout" : "icon",
              "symbols" : "auto"
            }
            """
        try Data(earlier.utf8).write(to: file)
        let store = JSONUserPreferencesStore(
            fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
        let loaded = try store.load()
        #expect(loaded == UserPreferences(["ambiguousWidth": "wide", "layout": "icon", "symbols": "auto"]))
        try store.save(loaded)
        #expect(try String(contentsOf: file, encoding: .utf8) == earlier)
    }

    @Test("saving keeps every key and value it does not change, whatever their type")
    func keepsTheUnknown() throws {
        try write(#"{"layout":1,"symbols":null,"ambiguousWidth":["wide"],"extra":{"a":1},"version":2}"#)
        let store = JSONUserPreferencesStore(
            fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
        #expect(try store.save(UserPreferences(["layout": "list", "theme": "dark"])) == nil)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        #expect(Set(object.keys) == ["layout", "symbols", "ambiguousWidth", "extra", "version", "theme"])
        #expect(object["layout"] as? String == "list")
        #expect(object["theme"] as? String == "dark")
        #expect(object["symbols"] is NSNull)
        #expect(object["ambiguousWidth"] as? [String] == ["wide"])
        #expect((object["extra"] as? [String: Any])?["a"] as? Int == 1)
        #expect(object["version"] as? Int == 2)
    }

    @Test(
        "a file that is not a settings object is moved aside, not overwritten, and the save says where",
        arguments: ["layout = icon", #"["icon"]"#])
    func movesTheUnreadableAside(garbage: String) throws {
        try write(garbage)
        let aside = try #require(
            try JSONUserPreferencesStore(fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
                .save(UserPreferences(["layout": "list"])))
        #expect(aside.path == file.path)
        #expect(aside.movedTo == file.path + ".unreadable-1795565504", "named by the clock given")
        #expect(try String(contentsOfFile: aside.movedTo, encoding: .utf8) == garbage)
        #expect(
            try JSONUserPreferencesStore(fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
                .load() == UserPreferences(["layout": "list"]))
    }

    @Test("a file whose top is not an object is an explained error")
    func notAnObject() throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"["icon"]"#.utf8).write(to: file)
        #expect(throws: PreferencesError.notASettingsFile(path: file.path)) {
            try JSONUserPreferencesStore(fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
                .load()
        }
    }

    @Test("a file that is not JSON is an explained error")
    func corrupt() throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("layout = icon".utf8).write(to: file)
        #expect(throws: PreferencesError.notASettingsFile(path: file.path)) {
            try JSONUserPreferencesStore(fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
                .load()
        }
    }

    @Test("a file where the folder should be: the settings cannot be saved, and the error says why")
    func unwritable() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("a file, not a folder".utf8).write(to: folder.appendingPathComponent("boxoffice"))
        #expect(throws: PreferencesError.unwritable(path: file.path, reason: .fileInTheWay)) {
            try JSONUserPreferencesStore(fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
                .save(UserPreferences(["layout": "icon"]))
        }
    }

    @Test(
        "a folder where the file should be is not a regular file: neither read nor written, and the errors say so"
    )
    func folderInTheWay() throws {
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let store = JSONUserPreferencesStore(
            fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
        #expect(throws: PreferencesError.unreadable(path: file.path, reason: .notRegularFile)) {
            try store.load()
        }
        #expect(throws: PreferencesError.unwritable(path: file.path, reason: .notRegularFile)) {
            try store.save(UserPreferences(["layout": "icon"]))
        }
    }

    @Test("a FIFO as the settings file is not a regular file: not waited on, not replaced")
    func fifo() throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(file.path, 0o600) == 0)
        let store = JSONUserPreferencesStore(
            fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
        #expect(throws: PreferencesError.unreadable(path: file.path, reason: .notRegularFile)) {
            try store.load()
        }
        #expect(throws: PreferencesError.unwritable(path: file.path, reason: .notRegularFile)) {
            try store.save(UserPreferences(["layout": "icon"]))
        }
        var status = stat()
        #expect(lstat(file.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("a link to /dev/zero as the settings file is not a regular file")
    func device() throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
        #expect(throws: PreferencesError.unreadable(path: file.path, reason: .notRegularFile)) {
            try JSONUserPreferencesStore(fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
                .load()
        }
    }

    /// A settings object of exactly `bytes` bytes: the layout and padding in a key of its own.
    private func settings(ofBytes bytes: Int) -> String {
        let frame = #"{"layout":"icon","pad":""}"#
        return #"{"layout":"icon","pad":""# + String(repeating: "x", count: bytes - frame.utf8.count) + #""}"#
    }

    @Test(
        "a settings file of exactly 1 MiB is read; one byte more is refused unread, and saving moves it aside"
    )
    func sizeCap() throws {
        let store = JSONUserPreferencesStore(
            fileURL: file, now: { Date(timeIntervalSince1970: 1_795_565_504) })
        try write(settings(ofBytes: JSONUserPreferencesStore.maximumBytes))
        #expect(try store.load().values["layout"] == "icon")
        try write(settings(ofBytes: JSONUserPreferencesStore.maximumBytes + 1))
        #expect(
            throws: PreferencesError.unreadable(
                path: file.path, reason: .tooLarge(limit: JSONUserPreferencesStore.maximumBytes))
        ) {
            try store.load()
        }
        let aside = try store.save(UserPreferences(["layout": "list"]))
        #expect(aside?.movedTo == file.path + ".unreadable-1795565504")
        #expect(try store.load().values["layout"] == "list")
    }

    /// Writes `text` as the settings file, creating its folder.
    private func write(_ text: String) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
