import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

@testable import BoxOfficeData

/// A heal goes through SQLite alone: the new store is written over the damaged file in place (the same
/// file at the path, so a connection another process holds on it writes into the healed store), and its
/// copy is made by SQLite's backup API, a new file, or not at all when SQLite cannot read the file. Real files.
struct InPlaceHealTests {
    static let now = Date(timeIntervalSince1970: 1_704_700_000)
    let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest

    /// Seeded random bytes over every page of the store in `folder` but the first (its header).
    private func garble(_ folder: StoreFolder) throws {
        let handle = try FileHandle(forUpdating: folder.file)
        defer { try? handle.close() }
        let size = Int(try handle.seekToEnd())
        var generator = SeededGenerator(seed: 17)
        try handle.seek(toOffset: 4_096)
        try handle.write(
            contentsOf: Data(
                (4_096..<max(4_096, size)).map { _ in UInt8.random(in: 0...255, using: &generator) }))
    }

    private func size(_ path: String) -> Int? {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue
    }

    @Test func theDamagedFileIsRebuiltInPlaceAndSQLiteCopiesItPageByPage() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await folder.fill(days: 30, from: first, fetchedAt: Self.now)
        try garble(folder)
        let (identity, damagedSize) = (FileIdentity(of: folder.file), size(folder.file.path))
        // When the store is opened and healed
        let (store, warning) = try folder.open(now: { Self.now })
        guard case .salvaged(_, let copy?, _)? = warning else {
            Issue.record("expected a salvage with a copy, got \(String(describing: warning))")
            return
        }
        // Then the file at the path is the same file, rebuilt, and the copy a new file SQLite wrote
        #expect(FileIdentity(of: folder.file) == identity, "rebuilt in place, not replaced")
        #expect(FileIdentity(of: URL(fileURLWithPath: copy)) != identity, "the copy is a new file")
        #expect(size(copy) == damagedSize, "every page copied, damaged ones as they are")
        let header = try FileHandle(forReadingFrom: URL(fileURLWithPath: copy)).readData(ofLength: 16)
        #expect(header == Data("SQLite format 3\u{0}".utf8))
        try await store.save(BoxOfficeChart.stub(date: first.adding(days: 40)), fetchedAt: Self.now)
        #expect(try StoreFolder.dailyChartDays(in: folder.file.path) == [first.adding(days: 40).iso])
        try await store.close()
    }

    @Test func aConnectionOpenOnTheFileWhileAnotherHealsItWritesIntoTheHealedStore() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await folder.fill(days: 30, from: first, fetchedAt: Self.now)
        // Given another process's plain connection on the store, in use, with none of boxoffice's checks
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        let other = try DatabasePool(path: folder.file.path, configuration: configuration)
        let before = try await other.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM poster") }
        #expect(before == 0)
        try garble(folder)
        // When this process heals the store
        let (store, warning) = try folder.open(now: { Self.now })
        guard case .salvaged(_, let copy?, _)? = warning else {
            Issue.record("expected a salvage with a copy, got \(String(describing: warning))")
            return
        }
        // and the other connection writes afterwards
        try await other.write { db in
            try db.execute(
                sql: "INSERT INTO poster (movie_code, payload, fetched_at) VALUES ('20240001', NULL, 0)")
        }
        // Then its write is in the healed store at the path, and not in the copy
        #expect(try await store.summary().posters == 1)
        let copied = try Data(contentsOf: URL(fileURLWithPath: copy))
        #expect(
            copied.range(of: Data("20240001".utf8)) == nil, "the copy holds the damaged pages, not the write")
        try other.close()
        try await store.close()
    }

    @Test func aStoreCutShortIsSalvagedAndCopiedBySQLite() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await folder.fill(days: 30, from: first, fetchedAt: Self.now)
        let whole = try #require(size(folder.file.path))
        let handle = try FileHandle(forUpdating: folder.file)
        try handle.truncate(atOffset: UInt64(whole / 2))
        try handle.close()
        let identity = FileIdentity(of: folder.file)
        let (store, warning) = try folder.open(now: { Self.now })
        guard case .salvaged(_, let copy?, let salvage)? = warning else {
            Issue.record("expected a salvage with a copy, got \(String(describing: warning))")
            return
        }
        #expect(salvage.lostAny, "\(salvage)")
        #expect(size(copy).map { $0 >= whole / 2 } == true, "the pages still there are copied")
        #expect(FileIdentity(of: folder.file) == identity)
        #expect(try await store.summary().days == salvage.chartsKept)
        try await store.close()
    }
}
