import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

@testable import BoxOfficeData

#if canImport(Glibc)
    import Glibc
#endif

/// The SQLite store in a real file in a temporary folder: round trips, migrations,
/// corruption recovery, an unusable folder, two users at once.
struct BoxOfficeStoreTests {
    let day = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest
    let fetched = Date(timeIntervalSince1970: 1_641_438_000)

    @Test func aDayADetailAndAPosterComeBackAsCache() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, warning) = try folder.open()
        #expect(warning == nil)
        let boxOffice = BoxOfficeChart.stub(
            date: day, entries: [.stub(rank: 1), .stub(rank: 2, movieCode: "2021C028")])
        try await store.save(boxOffice, fetchedAt: fetched)
        let storedDay = try #require(try await store.day(day))
        #expect(storedDay.value.entries == boxOffice.entries)
        #expect(storedDay.value.source == .cache)
        #expect(storedDay.fetchedAt == fetched)
        let detail = MovieDetail(
            movieCode: "20199882", title: "경관의 피", directors: [Person(name: "이규만")], runningTimeMinutes: 119,
            actors: [CastMember(name: "조진웅", role: "박강윤")], source: .kobis)
        try await store.save(detail, fetchedAt: fetched)
        var expected = detail
        expected.source = .cache
        #expect(try await store.movieDetail("20199882")?.value == expected)
        try await store.save(poster: .notFound, for: "20199882", fetchedAt: fetched)
        #expect(try await store.poster("20199882")?.value == .notFound)
        try await store.save(
            poster: .unavailable(.failed(.httpStatus(503, service: .kakao))), for: "20210028",
            fetchedAt: fetched)
        #expect(try await store.poster("20210028") == nil)
    }

    @Test func callsAreCountedPerDay() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        for _ in 0..<3 { try await store.recordKOBISCall(on: day, key: .test) }
        try await store.recordKOBISCall(on: day.adding(days: 1), key: .test)
        #expect(try await store.kobisCalls(on: day, key: .test) == 3)
        #expect(try await store.kobisCalls(on: day.adding(days: 1), key: .test) == 1)
        try await store.clear()
        #expect(try await store.kobisCalls(on: day, key: .test) == 3, "clearing keeps the counts")
    }

    @Test func aStoreFromTheFirstSchemaIsMigratedKeepingItsData() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        do {
            let old = try DatabaseQueue(path: folder.file.path)
            try StoreSchema.migrator.migrate(old, upTo: "v1")
            try await old.write { db in
                try db.execute(sql: "INSERT INTO kobis_call (day, count) VALUES ('2022-01-05', 7)")
            }
        }
        let (store, warning) = try folder.open()
        #expect(warning == nil)
        #expect(try await store.kobisCalls(on: day, key: .test) == 0, "whose calls they were is unknown")
        #expect(try folder.callsOfNoKnownKey(on: "2022-01-05") == 7, "they are kept apart")
        try await store.save(poster: .notFound, for: "1", fetchedAt: fetched)
        #expect(try await store.summary().posters == 1)
    }

    @Test(arguments: [
        ("not a database", Data("this is not SQLite, just text that fills a page or two".utf8)),
        (
            "a truncated database header",
            Data("SQLite format 3\u{0}".utf8) + Data(repeating: 0xFF, count: 600)
        ),
    ])
    func aFileThatIsNotADatabaseIsRebuiltWithAWarning(label: String, bytes: Data) async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try bytes.write(to: folder.file)
        let (store, warning) = try folder.open()
        #expect(folder.rebuiltFault(warning) != nil, "\(label): \(String(describing: warning))")
        try await store.recordKOBISCall(on: day, key: .test)
        #expect(try await store.kobisCalls(on: day, key: .test) == 1)
        guard case .rebuilt(_, _, let copy)? = warning else { return }
        #expect(copy.hasPrefix(folder.file.path + ".foreign-"))
        #expect(
            FileManager.default.contents(atPath: copy) == bytes, "\(label): the foreign file is kept whole")
    }

    @Test func aStoreWithForeignTablesIsRebuiltWithAWarning() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        do {
            let foreign = try DatabaseQueue(path: folder.file.path)
            try await foreign.write { db in
                try db.execute(
                    sql: "CREATE TABLE box_office_day (date TEXT); INSERT INTO box_office_day VALUES ('x')")
            }
        }
        let identity = FileIdentity(of: folder.file)
        let (store, warning) = try folder.open()
        #expect(
            [.foreignTables, .unmigratableSchema].contains(folder.rebuiltFault(warning)),
            "\(String(describing: warning))")
        // SQLite copied the database, its rows with it, and wrote the new store over the same file
        guard case .rebuilt(_, _, let copy)? = warning else { return }
        let copied = try DatabaseQueue(path: copy)
        #expect(
            try await copied.read { db in try String.fetchAll(db, sql: "SELECT date FROM box_office_day") }
                == ["x"])
        try copied.close()
        #expect(FileIdentity(of: folder.file) == identity, "the same file, rebuilt in place")
        try await store.save(BoxOfficeChart.stub(date: day), fetchedAt: fetched)
        #expect(try await store.day(day) != nil)
    }

    @Test func aMigratedStoreWhoseTableWasReplacedIsRebuiltWithAWarning() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        do {
            let (store, warning) = try folder.open()
            #expect(warning == nil)
            try await store.save(poster: .notFound, for: "1", fetchedAt: fetched)
        }
        do {
            let foreign = try DatabaseQueue(path: folder.file.path)
            try await foreign.write { db in
                try db.execute(sql: "DROP TABLE poster; CREATE TABLE poster (movie_code TEXT)")
            }
        }
        let (store, warning) = try folder.open()
        #expect(folder.rebuiltFault(warning) == .foreignTables, "\(String(describing: warning))")
        try await store.save(poster: .notFound, for: "1", fetchedAt: fetched)
        #expect(try await store.summary().posters == 1)
    }

    @Test func aStoreFromANewerBoxofficeIsLeftAloneAndNotUsed() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        do {
            let (store, _) = try folder.open()
            try await store.recordKOBISCall(on: day, key: .test)
        }
        do {
            let newer = try DatabaseQueue(path: folder.file.path)
            try await newer.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')")
            }
        }
        guard case .unavailable(let problem) = BoxOfficeStore.open(in: folder.url) else {
            Issue.record("a store from a newer boxoffice was opened")
            return
        }
        #expect(problem == .unusable(folder.file.path, .newerSchema))
        let untouched = try DatabaseQueue(path: folder.file.path)
        let calls = try await untouched.read { db in
            try Int.fetchOne(db, sql: "SELECT count FROM kobis_call")
        }
        #expect(calls == 1)
    }

    @Test func aStoreFileThatIsAFolderIsExplainedInOneClause() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file, withIntermediateDirectories: true)
        guard case .unavailable(let problem) = BoxOfficeStore.open(in: folder.url) else {
            Issue.record("a folder was opened as the store")
            return
        }
        guard case .unusable(folder.file.path, .cannotOpen(let reason)) = problem else {
            Issue.record("not a file that cannot be opened: \(problem)")
            return
        }
        // The system's reason alone: "cannot be opened" is the words' to say, once.
        #expect(!reason.contains("cannot be opened"), "\(reason)")
    }

    @Test func aStorePathLinkedToAFIFOIsRefusedBeforeSQLiteOpensIt() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let fifo = folder.url.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.file.path, withDestinationPath: fifo)
        guard case .unavailable(let problem) = BoxOfficeStore.open(in: folder.url) else {
            Issue.record("a FIFO was opened as the store")
            return
        }
        #expect(problem == .unusable(folder.file.path, .notAFile))
        #expect(!FileManager.default.fileExists(atPath: fifo + "-journal"))
        #expect(!FileManager.default.fileExists(atPath: folder.file.path + "-wal"))
    }

    @Test func aStorePathNamingADeviceIsRefusedBeforeSQLiteOpensIt() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        // A device of /dev/null's numbers made in the folder where that may be done (root), else a link to it.
        let device = folder.url.appendingPathComponent("null").path
        let made = mknod(device, S_IFCHR | 0o600, 0x103) == 0  // major 1, minor 3, as glibc encodes it
        try FileManager.default.createSymbolicLink(
            atPath: folder.file.path, withDestinationPath: made ? device : "/dev/null")
        guard case .unavailable(let problem) = BoxOfficeStore.open(in: folder.url) else {
            Issue.record("a device was opened as the store")
            return
        }
        #expect(problem == .unusable(folder.file.path, .notAFile))
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        #expect(left == (made ? [BoxOfficeStore.fileName, "null"] : [BoxOfficeStore.fileName]))
    }

    @Test func aFolderThatCannotBeCreatedMeansNoStore() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let blocker = folder.url.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: blocker)
        guard
            case .unavailable(let problem) = BoxOfficeStore.open(
                in: blocker.appendingPathComponent("boxoffice"))
        else {
            Issue.record("a store opened under a regular file")
            return
        }
        #expect(problem == .folderCannotBeCreated(blocker.appendingPathComponent("boxoffice").path))

    }

    @Test(.disabled(if: geteuid() == 0, "root may write to a read-only folder"))
    func aReadOnlyFolderMeansNoStore() throws {
        let folder = try StoreFolder()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path)
            folder.remove()
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
        guard case .unavailable(let problem) = BoxOfficeStore.open(in: folder.url) else {
            Issue.record("a store opened in a read-only folder")
            return
        }
        #expect(problem == .folderNotWritable(folder.url.path))
    }

    @Test func twoStoresOnOneFileWriteAtOnceWithoutLosingCounts() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (first, _) = try folder.open()
        let (second, _) = try folder.open()
        let day = self.day
        await withTaskGroup(of: Void.self) { group in
            for store in [first, second] {
                group.addTask {
                    for _ in 0..<50 { _ = try? await store.recordKOBISCall(on: day, key: .test) }
                }
            }
        }
        #expect(try await first.kobisCalls(on: day, key: .test) == 100)
        let mode = try await DatabaseQueue(path: folder.file.path).read { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode")
        }
        #expect(mode == "wal")
    }
}
