// Every KOBIS call counted: each request before it is sent, each retry too (CountingHTTPGet, the
// decorator of KOBIS's GET), per key and day in the store (KOBIS allows 3,000 a day), its count
// reported to the session's call budget, and per run in the tally a sync gives; a quota KOBIS says is
// used up recorded when the KOBIS client tells it (StoreQuotaRecorder). A request the store cannot count
// is not sent, for the count is what keeps the key under KOBIS's limit.

import BoxOfficeDomain
import Foundation
import GRDB
import Synchronization

/// Wraps KOBIS's GET inside the retries, so that each try counts: the key's call of the day (in
/// Seoul) is added in the store (the count it brings back reported as `calls` says: to the session's
/// call budget), and to `tally` when a run (a sync) gives its own, before the request goes; a count
/// the store cannot write stops it (`callNotCounted`).
public struct CountingHTTPGet: HTTPGet {
    private let inner: any HTTPGet
    private let calls: StoreCallLedger
    private let calendar: BoxOfficeCalendar
    private let tally: KOBISCallTally?

    public init(
        _ inner: any HTTPGet, countingIn calls: StoreCallLedger, calendar: BoxOfficeCalendar,
        tally: KOBISCallTally? = nil
    ) {
        self.inner = inner
        self.calls = calls
        self.calendar = calendar
        self.tally = tally
    }

    public func get(_ request: HTTPGetRequest) async throws(HTTPGetFailure) -> Data {
        // A request given up before it goes costs no call.
        if Task.isCancelled { throw HTTPGetFailure(.cancelled) }
        do {
            try await calls.countCall(on: calendar.today())
        } catch {
            throw HTTPGetFailure(.callNotCounted(StoreWriteFailure(error, file: calls.store.file)))
        }
        await tally?.add()
        return try await inner.get(request)
    }
}

/// The key as the store counts its calls: 16 hex digits of the SHA-256 of an app prefix and the key,
/// so the store never holds the key, and the hash is of no use elsewhere.
public struct KOBISKeyID: Hashable, Sendable, CustomStringConvertible {
    /// The hash, as stored in `kobis_call.key_hash`.
    public let rawValue: String

    // Calls counted before the store told keys apart: whose they were cannot be known.
    static let unknownBucket = "unknown"

    private static let prefix = "boxoffice/kobis-call-count/v1:"

    public init(key: String) {
        rawValue = String(SHA256.hex(Array((Self.prefix + key).utf8)).prefix(16))
    }

    public var description: String { rawValue }
}

/// One key's calls, per day in Seoul in the store: every process sharing it adds to the same count.
/// The count each call of this process brings back is reported (the composition root hands in the
/// session's call budget), as is a quota KOBIS says is used up.
public struct StoreCallLedger: KOBISCallLedger {
    /// Told the day's count each time this process counts a call (or records the quota used up).
    public typealias Reporting = @Sendable (CountedBudget) async -> Void

    let store: BoxOfficeStore
    public let key: KOBISKeyID
    private let reporting: Reporting

    public init(store: BoxOfficeStore, key: KOBISKeyID, reporting: @escaping Reporting = { _ in }) {
        self.store = store
        self.key = key
        self.reporting = reporting
    }

    // One more call of the key on `day`, counted in the store; the count it brought back is reported.
    func countCall(on day: BoxOfficeDate) async throws {
        let count = try await store.recordKOBISCall(on: day, key: key)
        await report(count, on: day)
    }

    // KOBIS's count of the day, at least the daily limit, recorded; the count it brought back is reported.
    func recordUsedUpQuota(on day: BoxOfficeDate) async throws {
        let count = try await store.recordKOBISQuotaUsedUp(on: day, key: key)
        await report(count, on: day)
    }

    private func report(_ count: Int?, on day: BoxOfficeDate) async {
        guard let count else { return }
        await reporting(CountedBudget(day: day, budget: KOBISCallBudget(calls: count)))
    }

    public func calls(on day: BoxOfficeDate) async throws -> Int {
        try await store.kobisCalls(on: day, key: key)
    }

    public func callsSeen(on day: BoxOfficeDate) async -> Int? {
        store.callsSeen.count(of: key, on: day)
    }
}

/// Where the counts of a key's calls are told once the one who listens is made: the data sources, and
/// the ledger in them, are made before the session whose call budget listens.
public final class CallCountRelay: Sendable {
    private let listener = Mutex<StoreCallLedger.Reporting?>(nil)

    public init() {}

    /// From now on, each count told goes to `listener`.
    public func listen(_ listener: @escaping StoreCallLedger.Reporting) {
        self.listener.withLock { $0 = listener }
    }

    /// A ledger's `reporting`: passes `counted` to the listener, if any yet.
    public func tell(_ counted: CountedBudget) async {
        await listener.withLock { $0 }?(counted)
    }
}

extension BoxOfficeStore {
    /// Counts one more KOBIS call of `key` on `day` (Asia/Seoul); the day's count it leaves.
    @discardableResult
    public func recordKOBISCall(on day: BoxOfficeDate, key: KOBISKeyID) async throws -> Int? {
        let arguments: StatementArguments = [key.rawValue, day.iso]
        // A cached statement: a sync counts hundreds of calls on one connection.
        let count = try await database.write { db in
            try Int.fetchOne(
                db.cachedStatement(
                    sql: """
                        INSERT INTO kobis_call (key_hash, day, count) VALUES (?, ?, 1)
                        ON CONFLICT(key_hash, day) DO UPDATE SET count = count + 1
                        RETURNING CAST(count AS INTEGER)
                        """),
                arguments: arguments)
        }
        callsSeen.note(count, of: key, on: day)
        return count
    }

    /// KOBIS refused a call for this key's quota (320011): its day's count becomes at least the daily
    /// limit, as KOBIS counts it; other keys' counts are theirs. The day's count it leaves.
    @discardableResult
    public func recordKOBISQuotaUsedUp(on day: BoxOfficeDate, key: KOBISKeyID) async throws -> Int? {
        let arguments: StatementArguments = [key.rawValue, day.iso, KOBISCallBudget.dailyLimit]
        let count = try await database.write { db in
            try Int.fetchOne(
                db,
                sql: """
                    INSERT INTO kobis_call (key_hash, day, count) VALUES (?, ?, ?)
                    ON CONFLICT(key_hash, day) DO UPDATE SET count = max(count, excluded.count)
                    RETURNING CAST(count AS INTEGER)
                    """,
                arguments: arguments)
        }
        callsSeen.note(count, of: key, on: day)
        return count
    }

    public func kobisCalls(on day: BoxOfficeDate, key: KOBISKeyID) async throws -> Int {
        let arguments: StatementArguments = [key.rawValue, day.iso]
        let count = try await database.read { db in
            // CAST: a count edited into text by hand reads as 0 rather than stopping the program.
            try Int.fetchOne(
                db, sql: "SELECT CAST(count AS INTEGER) FROM kobis_call WHERE key_hash = ? AND day = ?",
                arguments: arguments)
                ?? 0
        }
        callsSeen.note(count, of: key, on: day)
        return count
    }

    // Counts made before keys were told apart are kept under the unknown key, not dropped.
    static func migrateCallsPerKey(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE kobis_call_per_key (
                    key_hash TEXT NOT NULL,
                    day TEXT NOT NULL,
                    count INTEGER NOT NULL,
                    PRIMARY KEY (key_hash, day)
                );
                INSERT INTO kobis_call_per_key (key_hash, day, count)
                    SELECT ?, day, count FROM kobis_call;
                DROP TABLE kobis_call;
                ALTER TABLE kobis_call_per_key RENAME TO kobis_call;
                """,
            arguments: [KOBISKeyID.unknownBucket])
    }
}

/// A quota KOBIS says is used up (320011), recorded in the store for the key's day in Seoul, whatever was
/// counted here, and reported as that day's count: what the composition root gives ``KOBISClient``.
public struct StoreQuotaRecorder: UsedUpQuotaRecording {
    private let calls: StoreCallLedger
    private let calendar: BoxOfficeCalendar

    public init(in calls: StoreCallLedger, calendar: BoxOfficeCalendar) {
        self.calls = calls
        self.calendar = calendar
    }

    // A store that cannot write it changes nothing of the failure the user is told.
    public func recordUsedUpQuota() async {
        try? await calls.recordUsedUpQuota(on: calendar.today())
    }
}

// Each key's count of a day as the store last gave it to this process, written or read: what a sync
// checks before a launch without reading the store again (`KOBISCallLedger.callsSeen(on:)`). A day's
// count only grows, and answers to writes made at once may come back in any order: the largest is kept.
final class CallsSeen: Sendable {
    private let counts = Mutex<[String: Int]>([:])

    func note(_ count: Int?, of key: KOBISKeyID, on day: BoxOfficeDate) {
        guard let count else { return }
        let name = Self.name(of: key, on: day)
        counts.withLock { counts in counts[name] = max(counts[name] ?? count, count) }
    }

    func count(of key: KOBISKeyID, on day: BoxOfficeDate) -> Int? {
        counts.withLock { $0[Self.name(of: key, on: day)] }
    }

    private static func name(of key: KOBISKeyID, on day: BoxOfficeDate) -> String {
        "\(key.rawValue) \(day.iso)"
    }
}
