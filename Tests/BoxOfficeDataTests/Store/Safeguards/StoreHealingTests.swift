import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import BoxOfficeData

/// A store damaged in the middle heals: random bytes written over pages of a filled store (its
/// header intact) are found at open, or by SQLite in use; every row that still reads is salvaged (a
/// chart only whole), SQLite copies the file to `boxoffice.sqlite.damaged-<time>` and empties it in
/// place to hold what was salvaged, and one warning says how many charts were kept and lost.
struct StoreHealingTests {
    let today = BoxOfficeDate(year: 2024, month: 1, day: 8) ?? .earliest
    /// 2024-01-08 07:46:40 UTC, which names the damaged copy.
    static let now = Date(timeIntervalSince1970: 1_704_700_000)

    /// The copy SQLite makes of a damaged store of `folder` at ``now``.
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
        try overwrite(pages: pages.sorted(), of: folder, pageSize: pageSize)
    }

    /// Writes seeded random bytes over `pages` (numbered from 1) of the store in `folder`, never the first,
    /// each from byte `offset` of the page to its end.
    private func overwrite(pages: [Int], of folder: StoreFolder, pageSize: Int, from offset: Int = 0) throws {
        var generator = SeededGenerator(seed: 2024)
        let handle = try FileHandle(forUpdating: folder.file)
        defer { try? handle.close() }
        for page in pages where page > 1 {
            try handle.seek(toOffset: UInt64((page - 1) * pageSize + offset))
            try handle.write(
                contentsOf: Data(
                    (offset..<pageSize).map { _ in UInt8.random(in: 0...255, using: &generator) }))
        }
    }

    /// Overwrites the middle one of the leaf pages of `table`, as SQLite's `dbstat` lists them in order,
    /// from byte `offset` of the page on (a torn write keeps its start).
    private func damageOneLeaf(of table: String, in folder: StoreFolder, from offset: Int = 0) throws {
        let queue = try DatabaseQueue(path: folder.file.path)
        let (leaves, pageSize) = try queue.read { db in
            (
                try Int.fetchAll(
                    db, sql: "SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY path",
                    arguments: [table]),
                try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4_096
            )
        }
        try queue.close()
        try #require(!leaves.isEmpty, "\(table) has no leaf pages")
        try overwrite(pages: [leaves[leaves.count / 2]], of: folder, pageSize: pageSize, from: offset)
    }

    /// Damages the days and the details of the store in `folder`, sparing its call counts.
    private func damageSparingTheCalls(_ folder: StoreFolder) throws {
        try damage(
            folder, tables: ["chart_entry", "movie_detail"], sparing: ["kobis_call", "grdb_migrations"])
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

    /// The salvage a warning tells, or `nil` (recorded) when it is not a salvage of `folder`'s store
    /// with a copy kept.
    private func salvage(_ warning: StoreProblem?, _ folder: StoreFolder) -> StoreSalvage? {
        guard case .salvaged(let path, let copy, let salvage)? = warning, path == folder.file.path,
            copy == self.copy(in: folder)
        else {
            Issue.record("expected a salvage of \(folder.file.path), got \(String(describing: warning))")
            return nil
        }
        return salvage
    }

    /// The daily charts a store holds, each with its number of rows.
    private func rowsPerChart(_ store: BoxOfficeStore) async throws -> [Int] {
        try await store.database.read { db in
            try Int.fetchAll(
                db,
                sql: """
                    SELECT (SELECT COUNT(*) FROM chart_entry AS e WHERE e.chart = c.chart
                        AND e.period_start = c.period_start AND e.filter = c.filter)
                    FROM chart AS c WHERE c.chart = 'daily'
                    """)
        }
    }

    @Test func aStoreDamagedInTheMiddleIsSalvagedChartByChartKeepingTheCalls() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        try damage(
            folder, tables: ["movie_detail"],
            sparing: ["kobis_call", "grdb_migrations", "chart", "chart_entry"])
        // When the store is opened
        let (store, warning) = try folder.open(now: { Self.now })
        // Then what still reads was carried over: some charts kept, each whole,
        // the damaged ones counted lost, and today's calls kept
        guard let salvage = salvage(warning, folder) else { return }
        #expect(FileManager.default.fileExists(atPath: copy(in: folder)))
        #expect(salvage.chartsKept > 0 && salvage.chartsKept < 120, "\(salvage)")
        #expect(salvage.lostAny)
        let rows = try await rowsPerChart(store)
        #expect(rows.count == salvage.chartsKept)
        #expect(Set(rows) == [10], "a chart is kept whole or not at all")
        #expect(try await store.summary().days == salvage.chartsKept)
        #expect(try await store.kobisCalls(on: today, key: .test) == 7)
        // and everything works again: keeping, counting
        try await store.save(BoxOfficeChart.stub(date: today.adding(days: -2)), fetchedAt: Self.now)
        try await store.recordKOBISCall(on: today, key: .test)
        #expect(try await store.kobisCalls(on: today, key: .test) == 8)
        // and the next start finds nothing to warn about
        #expect(try folder.open().1 == nil)
    }

    /// The store in `folder`, filled, one leaf page of `table` overwritten, opened: and what it salvaged.
    private func salvage(afterDamagingOneLeafOf table: String, in folder: StoreFolder) async throws
        -> (BoxOfficeStore, StoreSalvage)?
    {
        try await fill(folder)
        try damageOneLeaf(of: table, in: folder)
        let (store, warning) = try folder.open(now: { Self.now })
        return salvage(warning, folder).map { (store, $0) }
    }

    /// One page of the charts' rows, or of the charts' own rows (their entries intact), overwritten.
    @Test(arguments: ["chart_entry", "chart"])
    func aDamagedPageOfChartsIsOneUnreadablePartAndEveryChartIsKeptOrLost(table: String) async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        guard let (store, salvage) = try await salvage(afterDamagingOneLeafOf: table, in: folder) else {
            return
        }
        // Then that page is one unreadable part, the charts on it lost (named only by their entries when
        // their own row is on it), and every other chart kept whole
        #expect(salvage.unreadableParts == 1, "\(salvage)")
        #expect(salvage.chartsLost >= 1, "\(salvage)")
        #expect(salvage.chartsKept + salvage.chartsLost == 120, "\(salvage)")
        let rows = try await rowsPerChart(store)
        #expect(rows.count == salvage.chartsKept)
        #expect(Set(rows) == [10], "a chart is kept whole or not at all")
    }

    /// A leaf of the charts' rows torn past its header (from byte 8, or 100, or 2,000): SQLite then finds
    /// some rows of it by their rowid and answers "no row" for others, which is no proof they were not there.
    @Test(arguments: [8, 100, 2_000])
    func aTornPageOfRowsLosesItsChartsInsteadOfKeepingThemShort(offset: Int) async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        try damageOneLeaf(of: "chart_entry", in: folder, from: offset)
        let (store, warning) = try folder.open(now: { Self.now })
        guard let salvage = salvage(warning, folder) else { return }
        #expect(salvage.chartsLost >= 1, "\(salvage)")
        #expect(salvage.chartsKept + salvage.chartsLost == 120, "\(salvage)")
        let rows = try await rowsPerChart(store)
        #expect(rows.count == salvage.chartsKept, "no chart kept empty")
        #expect(Set(rows) == [10], "a chart is kept whole or not at all: \(rows.sorted())")
    }

    @Test func theRowsPastAnUnreadablePageAreSalvaged() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        guard let (store, _) = try await salvage(afterDamagingOneLeafOf: "chart_entry", in: folder) else {
            return
        }
        #expect(
            try await store.day(today.adding(days: -3))?.value.entries.count == 10, "the first chart saved")
        #expect(
            try await store.day(today.adding(days: -3 - 119))?.value.entries.count == 10,
            "the last chart saved, past the page")
    }

    @Test(arguments: ["kobis_call", "movie_detail"])
    func aDamagedPageOfAnotherTableLosesNoChartButIsAnUnreadablePart(table: String) async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        guard let (_, salvage) = try await salvage(afterDamagingOneLeafOf: table, in: folder) else { return }
        #expect(salvage == StoreSalvage(chartsKept: 120, chartsLost: 0, unreadableParts: 1))
        #expect(salvage.lostAny, "what the part held is lost: the command fails")
    }

    @Test func callsThatCannotBeReadAreCountedAsAnUnreadablePart() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        try damage(folder, tables: ["kobis_call"], sparing: ["chart", "chart_entry"])
        let (store, warning) = try folder.open(now: { Self.now })
        guard let salvage = salvage(warning, folder) else { return }
        #expect(salvage.unreadableParts > 0, "\(salvage)")
        #expect(try await store.kobisCalls(on: today, key: .test) == 0)
    }

    @Test func damageMetInUseIsSalvagedOnceAndTheWriteGoesThrough() async throws {
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
        async let second = store.recordKOBISCall(on: today, key: .test)
        _ = try await (first, second)
        // Then the store was salvaged once, told once, and both writes are in the new file
        guard warnings.all.count == 1, case .salvaged(_, let copy, let salvage)? = warnings.all.first else {
            Issue.record("expected one salvage, got \(warnings.all)")
            return
        }
        #expect(copy == self.copy(in: folder))
        #expect(try await store.day(later) != nil)
        #expect(try await store.kobisCalls(on: today, key: .test) == 8)
        #expect(try await rowsPerChart(store).count == salvage.chartsKept + 1)
    }

    /// Another connection holds the write lock for longer than a heal waits for it (the store's busy
    /// timeout, 10 s): the heal writes nothing and fails; the store stays in use, and heals at the next damage.
    @Test func aHealThatCannotHaveTheWriteLockLeavesTheStoreInUseAndHealsLater() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        try await fill(folder)
        let warnings = Warnings()
        let (store, _) = try folder.open(now: { Self.now }, whenHealed: warnings.record)
        try damageSparingTheCalls(folder)
        // The pages the open's check read are dropped from the connection's cache: the next read meets the file.
        try await store.database.read { db in try db.execute(sql: "PRAGMA shrink_memory") }
        let holder = try LockHolder(on: folder.file)
        // When a read meets the damage while the lock is held: nothing is copied or rebuilt, the read fails
        await #expect(throws: (any Error).self) { try await store.summary() }
        #expect(warnings.all.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: copy(in: folder)))
        try holder.release()
        // Then what still reads is read, on a connection opened again, not the one the heal closed
        #expect(try await store.kobisCalls(on: today, key: .test) == 7)
        // and the next read meeting the damage heals it
        _ = try await store.summary()
        #expect(warnings.all.count == 1, "\(warnings.all)")
        #expect(FileManager.default.fileExists(atPath: copy(in: folder)))
    }

    @Test func aStoreAnotherProcessHealedFirstIsReopenedNotHealedAgain() async throws {
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
        // Then the file was copied and rebuilt once, and both now use the healed store
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

/// Another connection's write lock on a store file (`BEGIN IMMEDIATE`), held on a thread of its own until released.
private final class LockHolder: Sendable {
    private let held = DispatchSemaphore(value: 0)
    private let letGo = DispatchSemaphore(value: 0)
    private let ended = DispatchSemaphore(value: 0)
    private let failure = Mutex<String?>(nil)

    init(on file: URL) throws {
        let queue = try DatabaseQueue(path: file.path)
        DispatchQueue.global().async { [self] in
            do {
                try queue.writeWithoutTransaction { db in
                    try db.execute(sql: "BEGIN IMMEDIATE")
                    held.signal()
                    letGo.wait()
                    try db.execute(sql: "ROLLBACK")
                }
            } catch {
                failure.withLock { $0 = String(describing: error) }
                held.signal()
            }
            try? queue.close()
            ended.signal()
        }
        held.wait()
        if let failure = failure.withLock({ $0 }) { throw LockNotHeld(reason: failure) }
    }

    func release() throws {
        letGo.signal()
        ended.wait()
    }

    struct LockNotHeld: Error {
        let reason: String
    }
}
