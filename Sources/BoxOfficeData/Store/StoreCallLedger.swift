// The KOBIS calls counted per key and day in the store: the key's keyed hash, its counts, and the ledger sync reads.

import BoxOfficeDomain
import Foundation
import GRDB

/// Which KOBIS key calls are counted for, as the store keeps it: the first 16 hexadecimal digits of
/// the SHA-256 of an app-specific prefix and the key, so the store never holds the key itself and
/// a hash of it is of no use elsewhere.
public struct KOBISKeyID: Hashable, Sendable, CustomStringConvertible {
    /// The hash, as stored in `kobis_call.key_hash`.
    public let rawValue: String

    /// The bucket of the calls counted before the store told keys apart (schema `kobis_call_per_key`):
    /// which key made them cannot be known, so they count for none.
    static let unknownBucket = "unknown"

    private static let prefix = "boxoffice/kobis-call-count/v1:"

    /// The identity of `key`.
    public init(key: String) {
        rawValue = String(SHA256.hex(Array((Self.prefix + key).utf8)).prefix(16))
    }

    /// The hash.
    public var description: String { rawValue }
}

/// The calls of one key in the store: counted per day in Seoul (every process sharing the store
/// adds to the same count), and tallied in memory for a run (``counting(into:_:)``).
public struct StoreCallLedger: KOBISCallLedger {
    /// The store the calls are counted in.
    let store: BoxOfficeStore
    /// Whose calls.
    public let key: KOBISKeyID

    /// The calls of `key` in `store`.
    public init(store: BoxOfficeStore, key: KOBISKeyID) {
        self.store = store
        self.key = key
    }

    /// The calls of the key counted on `day`.
    public func calls(on day: BoxOfficeDate) async throws -> Int {
        try await store.kobisCalls(on: day, key: key)
    }

    /// Runs `work` with `tally` bound to every KOBIS request sent inside it (``RequestCounting``).
    public func counting<Result>(into tally: KOBISCallTally, _ work: () async -> Result) async -> Result {
        await RequestCounting.run(tallying: tally, work)
    }
}

extension BoxOfficeStore {
    /// Counts one more KOBIS call of `key` on `day` (Asia/Seoul).
    public func recordKOBISCall(on day: BoxOfficeDate, key: KOBISKeyID) async throws {
        let arguments: StatementArguments = [key.rawValue, day.iso]
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO kobis_call (key_hash, day, count) VALUES (?, ?, 1)
                    ON CONFLICT(key_hash, day) DO UPDATE SET count = count + 1
                    """,
                arguments: arguments)
        }
    }

    /// Records that KOBIS refused a call of `key` on `day` because that key's calls are used up
    /// (320011): its count of the day becomes at least the daily limit, as KOBIS counts it. Other
    /// keys' counts are theirs.
    public func recordKOBISQuotaUsedUp(on day: BoxOfficeDate, key: KOBISKeyID) async throws {
        let arguments: StatementArguments = [key.rawValue, day.iso, KOBISCallBudget.dailyLimit]
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO kobis_call (key_hash, day, count) VALUES (?, ?, ?)
                    ON CONFLICT(key_hash, day) DO UPDATE SET count = max(count, excluded.count)
                    """,
                arguments: arguments)
        }
    }

    /// The KOBIS calls of `key` counted on `day`.
    public func kobisCalls(on day: BoxOfficeDate, key: KOBISKeyID) async throws -> Int {
        let arguments: StatementArguments = [key.rawValue, day.iso]
        return try await database.read { db in
            // CAST: a count edited into text by hand reads as 0 rather than stopping the program.
            try Int.fetchOne(
                db, sql: "SELECT CAST(count AS INTEGER) FROM kobis_call WHERE key_hash = ? AND day = ?",
                arguments: arguments)
                ?? 0
        }
    }

    /// Schema `kobis_call_per_key`: the call counts keyed by key and day. The counts made before are
    /// kept under ``KOBISKeyID/unknownBucket`` rather than dropped, so the store still shows them.
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

extension StoreWriteFailure {
    /// What SQLite's `error` says of a write to `file` that failed.
    init(_ error: any Error, file: URL) {
        let reason: Reason
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_READONLY: reason = .readOnly
            case .SQLITE_FULL: reason = .full
            case .SQLITE_BUSY, .SQLITE_LOCKED: reason = .busy
            case .SQLITE_IOERR: reason = .ioError(code: error.extendedResultCode.rawValue)
            default: reason = .other(code: error.extendedResultCode.rawValue)
            }
        } else {
            reason = .other(code: nil)
        }
        self.init(file: file.path, reason: reason)
    }
}
