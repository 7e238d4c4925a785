import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import BoxOfficeData

/// A store damaged in the middle heals: random bytes written over pages of a filled store (its
/// header intact) are found at open, or by SQLite in use; the file is moved aside as
/// `boxoffice.sqlite.damaged-<time>`, rebuilt, one warning given, and the KOBIS call counts kept
/// when the damaged file still gives them.
struct StoreHealingTests {
    let today = BoxOfficeDate(year: 2024, month: 1, day: 8) ?? .earliest
    /// 2024-01-08 07:46:40 UTC, which names the damaged copy.
    static let now = Date(timeIntervalSince1970: 1_704_700_000)

    /// The copy a damaged store of `folder` is moved to at ``now``.
    private func copy(in folder: StoreFolder) -> String {
        folder.file.path + ".damaged-20240108T074640Z"
    }

    /// Fills a store in `folder` (120 days, 300 details, 7 KOBIS calls today) and closes it with
    /// everything in the main file.
    private func fill(_ folder: StoreFolder) async throws {
        do {
            let (store, _) = try folder.open()
            for offset in 0..<120 {
                try await store.save(
                    BoxOfficeChart.stub(date: today.adding(days: -3 - offset), entryCount: 10),
                    fetchedAt: Self.now)
            }
            for number in 0..<300 {
                let detail = MovieDetail(
                    movieCode: MovieCode(String(20_990_000 + number)), title: "영화 \(number)",
                    directors: [Person(name: "감독")], actors: [CastMember(name: "배우", role: "역")],
                    source: .kobis)
                try await store.save(detail, fetchedAt: Self.now)
            }
            for _ in 0..<7 { try await store.recordKOBISCall(on: today, key: .test) }
        }
        let queue = try DatabaseQueue(path: folder.file.path)
        try await queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        try queue.close()
    }

    /// Writes seeded random bytes over the first pages of `tables` and over every page in the
    /// middle of the file that belongs to none of `spared`; never over the first page (the header).
    private func damage(_ folder: StoreFolder, tables: [String], sparing spared: [String] = []) throws {
        // The store under test may still be checkpointing its log: wait for its lock, as a second process would.
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        let queue = try DatabaseQueue(path: folder.file.path, configuration: configuration)
        let (roots, pageSize, pageCount) = try queue.read { db in
            (
                try Row.fetchAll(
                    db, sql: "SELECT name, tbl_name, rootpage FROM sqlite_master WHERE rootpage > 1"),
                try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4_096,
                try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 0
            )
        }
        try queue.close()
        let sparedPages = Set(roots.filter { spared.contains($0["tbl_name"]) }.map { $0["rootpage"] as Int })
        var pages = Set(roots.filter { tables.contains($0["tbl_name"]) }.map { $0["rootpage"] as Int })
        pages.formUnion((pageCount / 3..<pageCount / 3 + 8).filter { $0 > 1 && !sparedPages.contains($0) })
        var generator = SeededGenerator(seed: 2024)
        let handle = try FileHandle(forUpdating: folder.file)
        defer { try? handle.close() }
        for page in pages.sorted() where page > 1 {
            try handle.seek(toOffset: UInt64((page - 1) * pageSize))
            try handle.write(
                contentsOf: Data((0..<pageSize).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        }
    }

    /// Damages the days and the details of the store in `folder`, sparing its call counts.
    private func damageSparingTheCalls(_ folder: StoreFolder) throws {
        try damage(
            folder, tables: ["box_office_day", "movie_detail"], sparing: ["kobis_call", "grdb_migrations"])
    }

    /// The warnings of a store healed in use, in the order they were told.
    private final class Warnings: Sendable {
        private let told = Mutex<[StoreHealed]>([])

        var all: [StoreHealed] { told.withLock { $0 } }

        /// What a store is given to tell them.
        var record: @Sendable (StoreHealed) -> Void {
            { [self] problem in told.withLock { $0.append(problem) } }
        }
    }

    @Test func aStoreDamagedInTheMiddleIsMovedAsideAndRebuiltKeepingTheCalls() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        try damageSparingTheCalls(folder)
        // When the store is opened
        let (store, warning) = try folder.open(now: { Self.now })
        // Then it was moved aside and rebuilt, with one warning, and today's calls are kept
        #expect(warning == .movedAside(folder.file.path, copy: copy(in: folder), callCounts: .kept))
        #expect(FileManager.default.fileExists(atPath: copy(in: folder)))
        #expect(try await store.kobisCalls(on: today, key: .test) == 7)
        // and everything works again: status, clearing, keeping, counting
        #expect(try await store.summary().days == 0)
        try await store.clear()
        try await store.save(BoxOfficeChart.stub(date: today.adding(days: -3)), fetchedAt: Self.now)
        try await store.recordKOBISCall(on: today, key: .test)
        #expect(try await store.kobisCalls(on: today, key: .test) == 8)
        // and the next start finds nothing to warn about
        #expect(try folder.open().1 == nil)
    }

    @Test func callsThatCannotBeReadStartAgainAndTheWarningSaysSo() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        try damage(folder, tables: ["box_office_day", "kobis_call"])
        let (store, warning) = try folder.open(now: { Self.now })
        #expect(warning == .movedAside(folder.file.path, copy: copy(in: folder), callCounts: .reset))
        #expect(try await store.kobisCalls(on: today, key: .test) == 0)
    }

    @Test func damageMetInUseIsHealedOnceAndTheWriteGoesThrough() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        // Given a store opened sound, and damaged while it is open
        let warnings = Warnings()
        let (store, opening) = try folder.open(now: { Self.now }, whenHealed: warnings.record)
        #expect(opening == nil)
        try damageSparingTheCalls(folder)
        // When two writes meet the damage at once
        let later = today.adding(days: -2)
        async let first: Void = store.save(BoxOfficeChart.stub(date: later), fetchedAt: Self.now)
        async let second: Void = store.recordKOBISCall(on: today, key: .test)
        _ = try await (first, second)
        // Then the store was healed once, told once, and both writes are in the new file
        #expect(
            warnings.all == [
                .movedAside(folder.file.path, copy: copy(in: folder), callCounts: .kept, chartsSaved: 0)
            ])
        #expect(try await store.day(later) != nil)
        #expect(try await store.kobisCalls(on: today, key: .test) == 8)
    }

    @Test func aStoreMovedAsideInUseSaysHowManyChartsOfThisRunWentWithIt() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        let warnings = Warnings()
        let (store, _) = try folder.open(now: { Self.now }, whenHealed: warnings.record)
        // Given three charts saved by this run, then the file damaged under it
        for offset in 0..<3 {
            try await store.save(
                BoxOfficeChart.stub(date: today.adding(days: -200 - offset)), fetchedAt: Self.now)
        }
        try damageSparingTheCalls(folder)
        // When a read meets the damage
        #expect(try await store.movieDetail("20990000") == nil)
        // Then the move aside says the three went with the file
        #expect(
            warnings.all == [
                .movedAside(folder.file.path, copy: copy(in: folder), callCounts: .kept, chartsSaved: 3)
            ])
    }

    @Test func aStoreAnotherProcessHealedFirstIsReopenedNotMovedAgain() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        // Given two processes' stores on one file, damaged under both
        let warnings = Warnings()
        let (first, _) = try folder.open(now: { Self.now }, whenHealed: warnings.record)
        let (second, _) = try folder.open(
            now: { Self.now.addingTimeInterval(1) }, whenHealed: warnings.record)
        try damageSparingTheCalls(folder)
        // When the first heals it, and then the second meets the damage
        try await first.save(BoxOfficeChart.stub(date: today.adding(days: -2)), fetchedAt: Self.now)
        try await second.save(BoxOfficeChart.stub(date: today.adding(days: -3)), fetchedAt: Self.now)
        // Then the file was moved aside once, and both now use the new one
        let copies = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
            .filter { $0.contains(".damaged-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
        #expect(copies == [(copy(in: folder) as NSString).lastPathComponent])
        #expect(warnings.all.count == 1)
        #expect(try await first.day(today.adding(days: -3)) != nil)
    }

    @Test func theDamagedCopyGetsANameOfItsOwn() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try Data().write(to: URL(fileURLWithPath: copy(in: folder)))
        #expect(StoreRepair.copyPath(for: folder.file, at: Self.now) == copy(in: folder) + "-2")
    }
}
