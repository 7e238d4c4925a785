// A history sync over a real store file and a loopback KOBIS, and what the tests read back from them.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

/// A store in a fresh folder, a loopback KOBIS and sync use cases over them, on a clock where all
/// of January 2024 is final (2024-02-10 03:00 in Seoul).
struct SyncHarness {
    static let now = Date(timeIntervalSince1970: 1_707_501_600)
    let folder: StoreFolder
    let store: BoxOfficeStore
    let server: LoopbackKOBISServer
    let calendar = BoxOfficeCalendar(now: { SyncHarness.now })

    /// Runs `body` with a harness whose server answers with `reply` (KOBIS's answer by default).
    static func with(
        reply: @escaping @Sendable (LoopbackRequest) -> LoopbackReply = LoopbackBodies.answer(to:),
        _ body: (SyncHarness) async throws -> Void
    ) async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        try await LoopbackKOBISServer.withRunning(reply: reply) { server in
            try await body(SyncHarness(folder: folder, store: store, server: server))
        }
    }

    /// Runs `body` with a harness whose store file is read-only (its `-wal` and `-shm` there, as a
    /// store in use has them) and whose server answers as KOBIS does.
    static func withReadOnlyStore(_ body: (SyncHarness) async throws -> Void) async throws {
        let folder = try StoreFolder()
        defer {
            ReadOnlyFile.restore(folder.file)
            folder.remove()
        }
        let (writer, _) = try folder.open()
        try await writer.save(.stub(date: january(31)), fetchedAt: now)
        try #require(ReadOnlyFile.make(folder.file))
        let (store, _) = try folder.open()
        try await LoopbackKOBISServer.withRunning(reply: LoopbackBodies.answer(to:)) { server in
            try await body(SyncHarness(folder: folder, store: store, server: server))
        }
        // The first store stays open till here, so the file keeps its `-wal` as one in use does.
        withExtendedLifetime(writer) {}
    }

    /// A sync use case over `store` (another process's when given) and the loopback server.
    func useCase(store: BoxOfficeStore? = nil) -> SyncHistoryUseCase {
        let store = store ?? self.store
        // A generous bound: a loaded machine can hold a loopback answer for seconds.
        let configuration = KOBISConfiguration(
            apiKey: RepositoryHarness.key, baseURL: server.baseURL, requestTimeout: 30)
        let calls = StoreCallLedger(store: store, key: .test)
        // As the composition root makes it: each run's GET counts its tries into the run's tally.
        let charts: SyncHistoryUseCase.TalliedCharts = { [calendar] tally in
            CachingBoxOfficeRepository(
                upstream: KOBISBoxOfficeRepository(
                    client: .counting(configuration, in: calls, calendar: calendar, tally: tally)),
                store: store, calendar: calendar,
                policy: CachePolicy(recentDayMaxAge: 600, detailMaxAge: 600))
        }
        return SyncHistoryUseCase(charts: charts, archive: store, ledger: calls, calendar: calendar)
    }

    /// The sync of the daily charts (or `kinds`) from `first` to `last` of January 2024, planned and run.
    func sync(
        _ first: Int, _ last: Int, kinds: [ChartKind] = [.daily], concurrency: Int = 4,
        store: BoxOfficeStore? = nil
    ) async throws -> SyncReport {
        let useCase = useCase(store: store)
        let plan = try await useCase.plan(
            SyncRequest(range: Self.january(first)...Self.january(last), kinds: kinds))
        return await useCase.run(plan, concurrency: concurrency)
    }

    /// 2024-01-`day`.
    static func january(_ day: Int) -> BoxOfficeDate {
        BoxOfficeDate(year: 2024, month: 1, day: day) ?? .earliest
    }

    /// The `targetDt`s the server was asked for, in order.
    func askedDays() async -> [String] {
        await server.requests.compactMap(\.targetDt)
    }

    /// Rows of `table` in the store file, read by SQLite itself.
    func rowCount(_ table: String) throws -> Int {
        let queue = try DatabaseQueue(path: folder.file.path)
        defer { try? queue.close() }
        return try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }

    /// Sets today's KOBIS call count in the store file, as other runs would have.
    func seedCallsToday(_ count: Int) throws {
        let queue = try DatabaseQueue(path: folder.file.path)
        defer { try? queue.close() }
        try queue.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO kobis_call (key_hash, day, count) VALUES (?, ?, ?)",
                arguments: [KOBISKeyID.test.rawValue, calendar.today().iso, count])
        }
    }
}
