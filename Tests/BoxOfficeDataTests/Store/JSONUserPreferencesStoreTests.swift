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
        #expect(try JSONUserPreferencesStore(fileURL: file).load() == .defaults)
    }

    @Test("what is saved is loaded by a new store (a restart), its folder created")
    func roundTrip() throws {
        let chosen = UserPreferences(["layout": "icon", "ambiguousWidth": "wide", "symbols": "ascii"])
        try JSONUserPreferencesStore(fileURL: file).save(chosen)
        #expect(try JSONUserPreferencesStore(fileURL: file).load() == chosen)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\"layout\" : \"icon\""))
    }

    @Test("every word is kept as written, a value that is not a word skipped")
    func tolerant() throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"layout":"icon","symbols":"emoji","future":1,"nested":{"a":"b"}}"#.utf8).write(to: file)
        #expect(
            try JSONUserPreferencesStore(fileURL: file).load()
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
        let store = JSONUserPreferencesStore(fileURL: file)
        let loaded = try store.load()
        #expect(loaded == UserPreferences(["ambiguousWidth": "wide", "layout": "icon", "symbols": "auto"]))
        try store.save(loaded)
        #expect(try String(contentsOf: file, encoding: .utf8) == earlier)
    }

    @Test("a file whose top is not an object is an explained error")
    func notAnObject() throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"["icon"]"#.utf8).write(to: file)
        #expect(throws: PreferencesError.notASettingsFile(path: file.path)) {
            try JSONUserPreferencesStore(fileURL: file).load()
        }
    }

    @Test("a file that is not JSON is an explained error")
    func corrupt() throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("layout = icon".utf8).write(to: file)
        #expect(throws: PreferencesError.notASettingsFile(path: file.path)) {
            try JSONUserPreferencesStore(fileURL: file).load()
        }
    }

    @Test("a file where the folder should be: the settings cannot be saved, and the error says why")
    func unwritable() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("a file, not a folder".utf8).write(to: folder.appendingPathComponent("boxoffice"))
        #expect(throws: PreferencesError.unwritable(path: file.path, reason: .fileInTheWay)) {
            try JSONUserPreferencesStore(fileURL: file).save(UserPreferences(["layout": "icon"]))
        }
    }

    @Test("a folder where the file should be: neither read nor written, and the errors say why")
    func folderInTheWay() throws {
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let store = JSONUserPreferencesStore(fileURL: file)
        #expect(throws: PreferencesError.unreadable(path: file.path, reason: .folderInTheWay)) {
            try store.load()
        }
        #expect(throws: PreferencesError.unwritable(path: file.path, reason: .folderInTheWay)) {
            try store.save(UserPreferences(["layout": "icon"]))
        }
    }
}
