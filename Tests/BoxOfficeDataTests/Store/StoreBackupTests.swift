import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

@testable import BoxOfficeData

/// `backup FILE` in a real SQLite file: the copy holds every chart (those still only in the log
/// too), a file in the way is kept unless replacing is asked for, and a place that cannot be
/// written is said with its reason.
struct StoreBackupTests {
    let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest
    let fetched = Date(timeIntervalSince1970: 1_704_700_000)

    /// A store in `folder` with `days` daily charts, all still in its log.
    private func filled(_ folder: StoreFolder, days: Int = 30) async throws -> BoxOfficeStore {
        let (store, _) = try folder.open()
        for offset in 0..<days {
            try await store.save(.stub(date: first.adding(days: offset), entryCount: 10), fetchedAt: fetched)
        }
        return store
    }

    /// The daily charts in the SQLite file at `path`, read from it alone.
    private func dailyCharts(in path: String) throws -> Int {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM chart WHERE chart = 'daily'") ?? 0
        }
    }

    @Test func theCopyHoldsEveryChartEvenThoseOnlyInTheLog() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let store = try await filled(folder)
        let path = folder.url.appendingPathComponent("backup.sqlite").path
        let summary = try await store.backUp(to: path, replacing: false)
        #expect(summary.location == path)
        #expect(summary.days == 30)
        #expect(summary.bytes > 0)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "the copy is one file")
        #expect(try dailyCharts(in: path) == 30)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(!left.contains { $0.hasSuffix(".partial") }, "\(left)")
    }

    @Test func aFileInTheWayIsKeptUnlessReplacingIsAsked() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let store = try await filled(folder, days: 3)
        let path = folder.url.appendingPathComponent("keep.sqlite").path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
        await #expect(throws: StoreBackupFailure.exists(path)) {
            try await store.backUp(to: path, replacing: false)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("mine".utf8))
        #expect(try await store.backUp(to: path, replacing: true).days == 3)
        #expect(try dailyCharts(in: path) == 3)
    }

    @Test func aPlaceThatCannotBeWrittenIsSaidWithItsReason() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let store = try await filled(folder, days: 1)
        let missing = folder.url.appendingPathComponent("no/such/folder/b.sqlite").path
        await #expect(throws: StoreBackupFailure.cannotWrite(missing, FileProblem(errorNumber: ENOENT))) {
            try await store.backUp(to: missing, replacing: false)
        }
        let file = folder.url.appendingPathComponent("a-file")
        try Data().write(to: file)
        let underAFile = file.appendingPathComponent("b.sqlite").path
        await #expect(throws: StoreBackupFailure.cannotWrite(underAFile, .fileInTheWay)) {
            try await store.backUp(to: underAFile, replacing: true)
        }
        await #expect(throws: StoreBackupFailure.cannotWrite(folder.url.path, .folderInTheWay)) {
            try await store.backUp(to: folder.url.path, replacing: true)
        }
        await #expect(throws: StoreBackupFailure.isTheStore(folder.file.path)) {
            try await store.backUp(to: folder.file.path, replacing: true)
        }
        #expect(try dailyCharts(in: folder.file.path) == 1, "the store is untouched")
    }
}
