// A run that only reads a current store writes nothing to it (one reading connection); the first write
// opens GRDB's pool in its place, and reads under way then lose nothing.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import GRDBSQLite
import Testing

@testable import BoxOfficeData

@Suite struct StoreReadingTests {
    let first = BoxOfficeDate(year: 2024, month: 1, day: 1) ?? .earliest
    static let fetched = Date(timeIntervalSince1970: 1_704_700_000)

    private func filled(_ days: Range<Int>) async throws -> StoreFolder {
        let folder = try StoreFolder()
        let (store, _) = try folder.open()
        for offset in days {
            try await store.save(
                .stub(date: first.adding(days: offset), entryCount: 10), fetchedAt: Self.fetched)
        }
        try await store.close()
        return folder
    }

    private func bytes(_ folder: StoreFolder) throws -> Data {
        try Data(contentsOf: folder.file)
    }

    private func besideTheFile(_ folder: StoreFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .filter { $0 != BoxOfficeStore.fileName }
    }

    @Test func aRunThatOnlyReadsLeavesTheFileByteForByteAsItWas() async throws {
        let folder = try await filled(0..<5)
        defer { folder.remove() }
        let before = try bytes(folder)
        // When a run opens the store, reads a chart, the stored days and the summary, and closes it
        let (store, warning) = try folder.open()
        #expect(warning == nil)
        let chart = try await store.day(first.adding(days: 2))
        #expect(chart?.value.entries.count == 10)
        let stored = try await store.storedCharts(
            .daily, filter: .all, from: first, to: first.adding(days: 9))
        #expect(stored.count == 5)
        #expect(try await store.summary().days == 5)
        try await store.close()
        // Then the file is as it was (GRDB's pool wrote a frame at open, which SQLite folded back at
        // close, changing the schema's version), and nothing is left beside it
        #expect(try bytes(folder) == before)
        #expect(try besideTheFile(folder).isEmpty)
    }

    @Test func theReadingConnectionRefusesAWriteAndKeepsItsStatementsPreparedFromReadToRead() async throws {
        let folder = try await filled(0..<3)
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let sql = "SELECT COUNT(*) FROM chart_entry WHERE period_start = ?"
        var reprepared: [Int32] = []
        for offset in 0..<3 {
            let day = first.adding(days: offset).iso
            let (count, times) = try await store.database.read { db in
                let statement = try db.cachedStatement(sql: sql)
                let count = try Int.fetchOne(statement, arguments: [day])
                return (count, sqlite3_stmt_status(statement.sqliteStatement, SQLITE_STMTSTATUS_REPREPARE, 0))
            }
            #expect(count == 10)
            reprepared.append(times)
        }
        // GRDB's own read sets and clears `query_only` around each read, and SQLite then prepares
        // every statement again: 0, 1, 2.
        #expect(reprepared == [0, 0, 0])
        await #expect(throws: DatabaseError.self) {
            try await store.database.read { db in try db.execute(sql: "DELETE FROM chart_entry") }
        }
        #expect(try await store.day(first)?.value.entries.count == 10, "nothing was deleted")
        try await store.close()
    }

    /// The reading connection reads in a deferred transaction: one snapshot, and no lock a writer waits on.
    @Test func aReadSeesOneSnapshotWhileAnotherConnectionWritesBesideIt() async throws {
        let folder = try await filled(0..<2)
        defer { folder.remove() }
        let (store, _) = try folder.open()
        // Another process's connection, which fails at once rather than wait for a lock.
        let writer = try DatabaseQueue(path: folder.file.path)
        let sql = "SELECT COUNT(*) FROM chart"
        let day = first.iso
        let counts = try await store.database.read { db in
            let before = try Int.fetchOne(db, sql: sql)
            try writer.write { db in
                try db.execute(sql: "DELETE FROM chart WHERE period_start = ?", arguments: [day])
            }
            return [before, try Int.fetchOne(db, sql: sql)]
        }
        #expect(counts == [2, 2], "the read began before the write and sees none of it")
        #expect(try await store.database.read { db in try Int.fetchOne(db, sql: sql) } == 1)
        try writer.close()
        try await store.close()
    }

    @Test func theFirstWriteAfterReadsIsKeptAndTheFileAloneHoldsItAfterClosing() async throws {
        let folder = try await filled(0..<3)
        defer { folder.remove() }
        let (store, _) = try folder.open()
        #expect(try await store.day(first) != nil)
        try await store.save(.stub(date: first.adding(days: 3), entryCount: 10), fetchedAt: Self.fetched)
        try await store.recordKOBISCall(on: first, key: KOBISKeyID(key: "k"))
        #expect(try await store.day(first.adding(days: 3))?.value.entries.count == 10)
        #expect(try await store.kobisCalls(on: first, key: KOBISKeyID(key: "k")) == 1)
        try await store.close()
        #expect(try besideTheFile(folder).isEmpty, "the log folded into the file and removed")
        let queue = try DatabaseQueue(path: folder.file.path)
        defer { try? queue.close() }
        let charts = try await queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM chart") }
        #expect(charts == 4)
    }

    @Test func readsUnderWayWhenTheFirstWriteComesAllAnswer() async throws {
        let folder = try await filled(0..<10)
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let days = (0..<200).map { first.adding(days: $0 % 10) }
        let answered = try await withThrowingTaskGroup(of: Int.self) { group in
            for (index, day) in days.enumerated() {
                if index == 50 {
                    group.addTask {
                        try await store.save(
                            .stub(date: self.first.adding(days: 10), entryCount: 10), fetchedAt: Self.fetched)
                        return -1
                    }
                }
                group.addTask { try await store.day(day)?.value.entries.count ?? 0 }
            }
            var counts: [Int] = []
            for try await count in group where count >= 0 { counts.append(count) }
            return counts
        }
        #expect(answered.count == 200)
        #expect(answered.allSatisfy { $0 == 10 })
        #expect(try await store.day(first.adding(days: 10))?.value.entries.count == 10)
        try await store.close()
    }
}
