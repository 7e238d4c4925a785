// The local store: its reads and writes, the stored copy they return, and the status read from it.

import BoxOfficeDomain
import Foundation
import GRDB

/// The local store: an SQLite file (GRDB, WAL mode) of the charts, details and poster lookups
/// fetched, each with when, and the KOBIS calls per key and day. It only keeps and returns; when a
/// copy is good enough is the caching repositories'. Several processes may share the file.
public final class BoxOfficeStore: Sendable {
    public var file: URL { database.file }
    let database: HealingDatabase
    let callsSeen = CallsSeen()

    init(database: HealingDatabase) {
        self.database = database
    }

    // MARK: - Charts

    /// With source `.cache`, whichever source it was first fetched from.
    public func chart(_ request: ChartRequest) async throws -> StoredCopy<BoxOfficeChart>? {
        try await database.read { db in try ChartTables.fetch(request, in: db) }
    }

    public func day(_ date: BoxOfficeDate) async throws -> StoredCopy<BoxOfficeChart>? {
        try await chart(.daily(date))
    }

    /// Replaces an older copy of the same chart, period and filter.
    public func save(_ chart: BoxOfficeChart, fetchedAt: Date) async throws {
        try await database.write { db in
            try ChartTables.insert(chart, fetchedAt: fetchedAt, in: db)
        }
    }

    /// When each stored chart starting in the range was fetched and whether it is empty: what a sync
    /// may skip.
    public func storedCharts(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate
    ) async throws -> [ChartPeriod: StoredChart] {
        try await database.read { db in
            try ChartTables.fetchedTimes(kind, filter: filter, from: first, to: last, in: db)
        }
    }

    // MARK: - Movie details

    public func movieDetail(_ code: MovieCode) async throws -> StoredCopy<MovieDetail>? {
        guard
            let row = try await payloadRow(table: "movie_detail", keyColumn: "movie_code", key: code.rawValue)
        else { return nil }
        let detail = try StoredRecords.decode(StoredRecords.DetailJSON.self, from: row.payload ?? Data())
            .domain(source: .cache)
        return StoredCopy(value: detail, fetchedAt: row.fetchedAt)
    }

    /// Keeps `detail` (replacing an older copy).
    public func save(_ detail: MovieDetail, fetchedAt: Date) async throws {
        try await upsert(
            table: "movie_detail", keyColumn: "movie_code", key: detail.movieCode.rawValue,
            payload: try StoredRecords.encode(StoredRecords.DetailJSON(detail)), fetchedAt: fetchedAt)
    }

    // MARK: - Posters

    /// The stored poster lookup of `code`: ``PosterLookup/found(_:)`` or ``PosterLookup/notFound``.
    public func poster(_ code: MovieCode) async throws -> StoredCopy<PosterLookup>? {
        guard let row = try await payloadRow(table: "poster", keyColumn: "movie_code", key: code.rawValue)
        else { return nil }
        let lookup: PosterLookup =
            try row.payload.map {
                .found(try StoredRecords.decode(StoredRecords.PosterJSON.self, from: $0).domain)
            }
            ?? .notFound
        return StoredCopy(value: lookup, fetchedAt: row.fetchedAt)
    }

    /// Only an answer (found, not found) is kept: a failure is worth asking again.
    public func save(poster lookup: PosterLookup, for code: MovieCode, fetchedAt: Date) async throws {
        let payload: Data?
        switch lookup {
        case .found(let poster): payload = try StoredRecords.encode(StoredRecords.PosterJSON(poster))
        case .notFound: payload = nil
        case .notConfigured, .unavailable: return
        }
        try await upsert(
            table: "poster", keyColumn: "movie_code", key: code.rawValue, payload: payload,
            fetchedAt: fetchedAt)
    }

    // MARK: - Rows with a payload

    // `table` and `keyColumn` are this file's constants, never input; a null `payload` in `poster`
    // means "not found".
    private func payloadRow(table: String, keyColumn: String, key: String) async throws
        -> (payload: Data?, fetchedAt: Date)?
    {
        try await database.read { db in
            try Row.fetchOne(
                db, sql: "SELECT payload, fetched_at FROM \(table) WHERE \(keyColumn) = ?", arguments: [key]
            )
            .map { row in
                (
                    payload: row.lenient("payload") as Data?,
                    fetchedAt: Date(timeIntervalSince1970: row.lenient("fetched_at") ?? 0)
                )
            }
        }
    }

    private func upsert(table: String, keyColumn: String, key: String, payload: Data?, fetchedAt: Date)
        async throws
    {
        let sql = "INSERT OR REPLACE INTO \(table) (\(keyColumn), payload, fetched_at) VALUES (?, ?, ?)"
        let values: StatementArguments = [key, payload, fetchedAt.timeIntervalSince1970]
        try await database.write { db in try db.execute(sql: sql, arguments: values) }
    }

    // MARK: - The whole store

    public func summary() async throws -> StoreSummary {
        let counts = try await database.read { db in
            (
                // Days: the daily charts' days, whatever their filter.
                try Int.fetchOne(
                    db, sql: "SELECT COUNT(DISTINCT period_start) FROM chart WHERE chart = 'daily'") ?? 0,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM movie_detail") ?? 0,
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM poster") ?? 0
            )
        }
        let bytes = ["", "-wal"].reduce(0) { total, suffix in
            let attributes = try? FileManager.default.attributesOfItem(atPath: file.path + suffix)
            return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
        }
        return StoreSummary(
            location: file.path, days: counts.0, movieDetails: counts.1, posters: counts.2, bytes: bytes)
    }

    /// Closes every connection; SQLite folds the log into the file when the last one of any process
    /// closes, so `boxoffice.sqlite` alone, copied after every boxoffice has exited, holds everything.
    public func close() async throws {
        try await database.close()
    }

    /// The call counts are kept: KOBIS still counts those calls.
    public func clear() async throws {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM chart; DELETE FROM movie_detail; DELETE FROM poster")
            try db.execute(sql: StoreSchema.clearCatalogue)
        }
        try await database.writeWithoutTransaction { db in
            try db.execute(sql: "VACUUM")
        }
    }
}

/// A value read from the store, with the moment it was fetched from its source.
public struct StoredCopy<Value: Sendable>: Sendable {
    public let value: Value
    public let fetchedAt: Date

    public init(value: Value, fetchedAt: Date) {
        self.value = value
        self.fetchedAt = fetchedAt
    }

    public func isFresh(maxAge: TimeInterval, now: Date) -> Bool {
        now.timeIntervalSince(fetchedAt) < maxAge
    }
}

/// `status` from the local store: its contents and the KOBIS calls it counted for the key in use.
public struct StoreStatusRepository: StatusRepository {
    private let store: BoxOfficeStore
    private let key: KOBISKeyID?

    /// `key` is `nil` when no key is set: no calls are shown.
    public init(store: BoxOfficeStore, key: KOBISKeyID?) {
        self.store = store
        self.key = key
    }

    /// The key's calls counted on `day`; `nil` without a key or when the store cannot be read.
    public func kobisCalls(on day: BoxOfficeDate) async -> Int? {
        guard let key else { return nil }
        return try? await store.kobisCalls(on: day, key: key)
    }

    public func store() async -> StoreAvailability {
        do {
            return .available(try await store.summary())
        } catch {
            return .unavailable(.unreadable(store.file.path))
        }
    }
}
