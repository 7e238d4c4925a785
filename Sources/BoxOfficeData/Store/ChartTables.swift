// How charts live in SQL: the tables of schema v3, the move of v2's days into them, and rows ↔ charts.

import BoxOfficeDomain
import Foundation
import GRDB

// One row per chart in `chart`, one per entry in `chart_entry`, readable by `sqlite3`, pandas or
// DuckDB without this program; a chart is keyed by its kind, its period's first day and its filter.
enum ChartTables {
    // Carries every day of v2's `box_office_day` over as a daily chart of every film.
    static func migrateToV3(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE chart (
                    chart TEXT NOT NULL,
                    period_start TEXT NOT NULL,
                    period_end TEXT NOT NULL,
                    filter TEXT NOT NULL,
                    year_week TEXT,
                    source TEXT NOT NULL,
                    fetched_at REAL NOT NULL,
                    PRIMARY KEY (chart, period_start, filter)
                );
                CREATE TABLE chart_entry (
                    chart TEXT NOT NULL,
                    period_start TEXT NOT NULL,
                    period_end TEXT NOT NULL,
                    filter TEXT NOT NULL,
                    row_number INTEGER NOT NULL,
                    rank INTEGER NOT NULL,
                    movie_code TEXT NOT NULL,
                    title TEXT NOT NULL,
                    open_date TEXT,
                    is_new INTEGER NOT NULL,
                    rank_change INTEGER NOT NULL,
                    audience INTEGER NOT NULL,
                    audience_total INTEGER NOT NULL,
                    audience_change INTEGER NOT NULL,
                    audience_change_percent REAL NOT NULL,
                    sales INTEGER NOT NULL,
                    sales_total INTEGER NOT NULL,
                    sales_share REAL NOT NULL,
                    sales_change INTEGER NOT NULL,
                    sales_change_percent REAL NOT NULL,
                    screens INTEGER NOT NULL,
                    shows INTEGER NOT NULL,
                    PRIMARY KEY (chart, period_start, filter, row_number),
                    FOREIGN KEY (chart, period_start, filter)
                        REFERENCES chart (chart, period_start, filter) ON DELETE CASCADE
                );
                CREATE INDEX chart_entry_by_movie ON chart_entry (movie_code, chart, filter, period_start);
                CREATE INDEX chart_entry_by_period ON chart_entry (chart, filter, period_start);
                """)
        // A day that cannot be read (a payload edited or damaged by hand) is left behind rather than
        // costing the others: it is fetched again when asked for. Of two rows naming one day, the
        // newer copy is kept.
        let days = try Row.fetchAll(
            db, sql: "SELECT date, payload, fetched_at, source FROM box_office_day ORDER BY fetched_at")
        for day in days {
            guard let date = try? BoxOfficeDate.parse(day.lenient("date") ?? ""),
                let payload: Data = day.lenient("payload"),
                let entries = try? StoredRecords.decode([StoredRecords.DayEntryJSON].self, from: payload)
            else { continue }
            let source = DataSource(rawValue: day.lenient("source") ?? "") ?? .kobis
            let chart = BoxOfficeChart(date: date, source: source, entries: entries.map(\.domain))
            let fetchedAt: Double = day.lenient("fetched_at") ?? 0
            try insert(chart, fetchedAt: Date(timeIntervalSince1970: fetchedAt), in: db)
        }
        try db.execute(sql: "DROP TABLE box_office_day")
    }

    static let expectedColumns: [String: Set<String>] = [
        "chart": ["chart", "period_start", "period_end", "filter", "year_week", "source", "fetched_at"],
        "chart_entry": [
            "chart", "period_start", "period_end", "filter", "row_number", "rank", "movie_code", "title",
            "open_date", "is_new", "rank_change", "audience", "audience_total", "audience_change",
            "audience_change_percent", "sales", "sales_total", "sales_share", "sales_change",
            "sales_change_percent", "screens", "shows",
        ],
    ]

    // Replaces an earlier copy of the same chart, period and filter whole. Cached statements: a sync
    // saves hundreds of charts on one connection, and preparing these (the delete's cascade above all)
    // cost more than running them.
    static func insert(_ chart: BoxOfficeChart, fetchedAt: Date, in db: Database) throws {
        let key = Key(chart.request)
        let periodEnd = chart.period.last.iso
        try db.cachedStatement(sql: "DELETE FROM chart WHERE chart = ? AND period_start = ? AND filter = ?")
            .execute(arguments: key.arguments)
        try db.cachedStatement(
            sql: """
                INSERT INTO chart (chart, period_start, period_end, filter, year_week, source, fetched_at)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """
        )
        .execute(arguments: [
            key.chart, key.periodStart, periodEnd, key.filter, chart.yearWeek, chart.source.rawValue,
            fetchedAt.timeIntervalSince1970,
        ])
        let insertEntry = try db.cachedStatement(
            sql: """
                INSERT INTO chart_entry (chart, period_start, period_end, filter, row_number, rank, movie_code,
                    title, open_date, is_new, rank_change, audience, audience_total, audience_change,
                    audience_change_percent, sales, sales_total, sales_share, sales_change, sales_change_percent,
                    screens, shows)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        for (index, entry) in chart.entries.enumerated() {
            let values: [(any DatabaseValueConvertible)?] = [
                key.chart, key.periodStart, periodEnd, key.filter, index + 1, entry.rank,
                Self.storable(entry.movieCode.rawValue), Self.storable(entry.title), entry.openDate?.iso,
                entry.rankChange == .new,
                entry.rankChange.delta, entry.audience, entry.audienceTotal, entry.changes.audience,
                entry.changes.audiencePercent, entry.sales, entry.salesTotal, entry.salesShare,
                entry.changes.sales, entry.changes.salesPercent, entry.screens, entry.shows,
            ]
            try insertEntry.execute(arguments: StatementArguments(values))
        }
    }

    // A text read back ends at its first NUL, which no screen shows anyway: without them the copy
    // reads as the answer did (a hostile title kept whole, not cut short). Looked for in the bytes:
    // Foundation's `contains` cost a save ~110,000 instructions (callgrind).
    private static func storable(_ text: String) -> String {
        text.utf8.contains(0) ? text.replacingOccurrences(of: "\0", with: "") : text
    }

    static func fetch(_ request: ChartRequest, in db: Database) throws -> StoredCopy<BoxOfficeChart>? {
        let key = Key(request)
        // Cached statements: an assistant's calls read charts again and again on one connection.
        let chartStatement = try db.cachedStatement(
            sql: """
                SELECT year_week, fetched_at FROM chart
                WHERE chart = ? AND period_start = ? AND filter = ?
                """)
        guard let chartRow = try Row.fetchOne(chartStatement, arguments: key.arguments) else { return nil }
        let entriesStatement = try db.cachedStatement(
            sql: """
                SELECT \(entryColumns) FROM chart_entry
                WHERE chart = ? AND period_start = ? AND filter = ?
                ORDER BY row_number
                """)
        let entries = try Row.fetchAll(entriesStatement, arguments: key.arguments).map(entry(from:))
        let chart = BoxOfficeChart(
            period: request.period, filter: request.filter,
            yearWeek: chartRow.lenient("year_week"), source: .cache, entries: entries)
        let fetchedAt: Double = chartRow.lenient("fetched_at") ?? 0
        return StoredCopy(value: chart, fetchedAt: Date(timeIntervalSince1970: fetchedAt))
    }

    static func fetchedTimes(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate,
        in db: Database
    ) throws -> [ChartPeriod: StoredChart] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT period_start, fetched_at, NOT EXISTS (
                    SELECT 1 FROM chart_entry
                    WHERE chart_entry.chart = chart.chart AND chart_entry.period_start = chart.period_start
                        AND chart_entry.filter = chart.filter
                ) AS is_empty
                FROM chart
                WHERE chart = ? AND filter = ? AND period_start BETWEEN ? AND ?
                """,
            arguments: [kind.rawValue, filter.description, first.iso, last.iso])
        var times: [ChartPeriod: StoredChart] = [:]
        for row in rows {
            guard let start = try? BoxOfficeDate.parse(row.lenient("period_start") ?? "") else { continue }
            let fetchedAt: Double = row.lenient("fetched_at") ?? 0
            times[ChartPeriod(kind, containing: start)] = StoredChart(
                fetchedAt: Date(timeIntervalSince1970: fetchedAt), isEmpty: row.lenient("is_empty") ?? false)
        }
        return times
    }

    /// The columns ``entry(from:)`` reads, in its order: a row is read by position, since GRDB finds a
    /// column by name comparing it lowercased with each column's in turn.
    static let entryColumns = [
        "rank", "movie_code", "title", "open_date", "is_new", "rank_change", "audience", "audience_total",
        "sales", "sales_total", "sales_share", "screens", "shows", "audience_change",
        "audience_change_percent",
        "sales_change", "sales_change_percent",
    ].map { "chart_entry." + $0 }.joined(separator: ", ")

    /// The entry of a row that starts with ``entryColumns``. A value of the wrong type (a file edited
    /// by hand) reads as 0 or empty rather than stopping the program.
    static func entry(from row: Row) -> BoxOfficeEntry {
        func int(_ index: Int) -> Int { row.lenient(at: index) ?? 0 }
        func double(_ index: Int) -> Double { row.lenient(at: index) ?? 0 }
        func text(_ index: Int) -> String? { row.lenient(at: index) }
        return BoxOfficeEntry(
            rank: int(0), movieCode: MovieCode(text(1) ?? ""), title: text(2) ?? "",
            openDate: text(3).flatMap { try? BoxOfficeDate.parse($0) },
            rankChange: RankChange(isNew: int(4) != 0, delta: int(5)),
            audience: int(6), audienceTotal: int(7), sales: int(8), salesTotal: int(9),
            salesShare: double(10),
            screens: int(11), shows: int(12),
            changes: FigureChanges(
                audience: int(13), audiencePercent: double(14), sales: int(15), salesPercent: double(16)))
    }

    struct Key {
        let chart: String
        let periodStart: String
        let filter: String

        init(_ request: ChartRequest) {
            chart = request.period.kind.rawValue
            periodStart = request.period.first.iso
            filter = request.filter.description
        }

        var arguments: StatementArguments { [chart, periodStart, filter] }
    }
}
