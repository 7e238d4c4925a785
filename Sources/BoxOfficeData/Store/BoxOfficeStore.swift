import BoxOfficeDomain
import Foundation
import GRDB

/// The local store: an SQLite database (through GRDB, in WAL mode) of every box-office day,
/// movie detail and poster lookup fetched, each with the time it was fetched, and the KOBIS
/// calls made per day in Seoul.
///
/// Open it with ``open(in:)``. It only keeps and returns data; when a stored copy is good
/// enough is decided by the caching repositories (``CachingBoxOfficeRepository``, …).
/// Several processes may use the same file at once: SQLite's WAL mode lets readers go on
/// while one writes, and writers wait for each other (up to 10 s).
public final class BoxOfficeStore: Sendable {
    /// The database file.
    public let file: URL
    private let pool: DatabasePool

    init(file: URL, pool: DatabasePool) {
        self.file = file
        self.pool = pool
    }

    // MARK: - Box-office days

    /// The stored box office of `date`, with its source as it was fetched.
    public func day(_ date: BoxOfficeDate) async throws -> StoredCopy<DailyBoxOffice>? {
        let key = date.iso
        let row = try await pool.read { db in
            try Row.fetchOne(
                db, sql: "SELECT payload, fetched_at FROM box_office_day WHERE date = ?", arguments: [key]
            )
            .map { (payload: $0["payload"] as Data, fetchedAt: $0["fetched_at"] as Double) }
        }
        guard let row else { return nil }
        let entries = try StoredRecords.decode([StoredRecords.Entry].self, from: row.payload).map(\.domain)
        return StoredCopy(
            value: DailyBoxOffice(date: date, source: .cache, entries: entries),
            fetchedAt: Date(timeIntervalSince1970: row.fetchedAt))
    }

    /// Keeps `boxOffice` (replacing an older copy of the day).
    public func save(_ boxOffice: DailyBoxOffice, fetchedAt: Date) async throws {
        let payload = try StoredRecords.encode(boxOffice.entries.map(StoredRecords.Entry.init))
        let arguments: StatementArguments = [
            boxOffice.date.iso, payload, fetchedAt.timeIntervalSince1970, boxOffice.source.rawValue,
        ]
        try await pool.write { db in
            try db.execute(
                sql:
                    "INSERT OR REPLACE INTO box_office_day (date, payload, fetched_at, source) VALUES (?, ?, ?, ?)",
                arguments: arguments)
        }
    }

    // MARK: - Movie details

    /// The stored detail of `code`.
    public func movieDetail(_ code: MovieCode) async throws -> StoredCopy<MovieDetail>? {
        let key = code.rawValue
        let row = try await pool.read { db in
            try Row.fetchOne(
                db, sql: "SELECT payload, fetched_at FROM movie_detail WHERE movie_code = ?", arguments: [key]
            )
            .map { (payload: $0["payload"] as Data, fetchedAt: $0["fetched_at"] as Double) }
        }
        guard let row else { return nil }
        let detail = try StoredRecords.decode(StoredRecords.Detail.self, from: row.payload).domain(
            source: .cache)
        return StoredCopy(value: detail, fetchedAt: Date(timeIntervalSince1970: row.fetchedAt))
    }

    /// Keeps `detail` (replacing an older copy).
    public func save(_ detail: MovieDetail, fetchedAt: Date) async throws {
        let payload = try StoredRecords.encode(StoredRecords.Detail(detail))
        let arguments: StatementArguments = [
            detail.movieCode.rawValue, payload, fetchedAt.timeIntervalSince1970,
        ]
        try await pool.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO movie_detail (movie_code, payload, fetched_at) VALUES (?, ?, ?)",
                arguments: arguments)
        }
    }

    // MARK: - Posters

    /// The stored poster lookup of `code`: ``PosterLookup/found(_:)`` or ``PosterLookup/notFound``.
    public func poster(_ code: MovieCode) async throws -> StoredCopy<PosterLookup>? {
        let key = code.rawValue
        let row = try await pool.read { db in
            try Row.fetchOne(
                db, sql: "SELECT payload, fetched_at FROM poster WHERE movie_code = ?", arguments: [key]
            )
            .map { (payload: $0["payload"] as Data?, fetchedAt: $0["fetched_at"] as Double) }
        }
        guard let row else { return nil }
        let lookup: PosterLookup =
            try row.payload.map {
                .found(try StoredRecords.decode(StoredRecords.Poster.self, from: $0).domain)
            }
            ?? .notFound
        return StoredCopy(value: lookup, fetchedAt: Date(timeIntervalSince1970: row.fetchedAt))
    }

    /// Keeps a poster lookup; only ``PosterLookup/found(_:)`` and ``PosterLookup/notFound``
    /// are kept (a failure is worth asking again).
    public func save(poster lookup: PosterLookup, for code: MovieCode, fetchedAt: Date) async throws {
        let payload: Data?
        switch lookup {
        case .found(let poster): payload = try StoredRecords.encode(StoredRecords.Poster(poster))
        case .notFound: payload = nil
        case .notConfigured, .unavailable: return
        }
        let arguments: StatementArguments = [code.rawValue, payload, fetchedAt.timeIntervalSince1970]
        try await pool.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO poster (movie_code, payload, fetched_at) VALUES (?, ?, ?)",
                arguments: arguments)
        }
    }

    // MARK: - KOBIS calls

    /// Counts one more KOBIS call on `day` (Asia/Seoul).
    public func recordKOBISCall(on day: BoxOfficeDate) async throws {
        let key = day.iso
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO kobis_call (day, count) VALUES (?, 1)
                    ON CONFLICT(day) DO UPDATE SET count = count + 1
                    """,
                arguments: [key])
        }
    }

    /// The KOBIS calls counted on `day`.
    public func kobisCalls(on day: BoxOfficeDate) async throws -> Int {
        let key = day.iso
        return try await pool.read { db in
            try Int.fetchOne(db, sql: "SELECT count FROM kobis_call WHERE day = ?", arguments: [key]) ?? 0
        }
    }

    // MARK: - The whole store

    /// What the store holds and how big it is.
    public func summary() async throws -> StoreSummary {
        let counts = try await pool.read { db in
            (
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM box_office_day") ?? 0,
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

    /// Forgets every stored day, detail and poster; the call counts are kept, since KOBIS
    /// still counts those calls.
    public func clear() async throws {
        try await pool.write { db in
            try db.execute(sql: "DELETE FROM box_office_day; DELETE FROM movie_detail; DELETE FROM poster")
        }
        try await pool.writeWithoutTransaction { db in
            try db.execute(sql: "VACUUM")
        }
    }
}
