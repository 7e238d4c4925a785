// The store as analysts read it: a view a chart kind, a film's days, and the regions by name.

import BoxOfficeDomain
import GRDB

// `chart_entry` holds every kind and filter side by side, so a sum over it counts one audience
// several times; each view here holds one kind under no filter, the one to sum. Nothing in the
// program reads them: they are for `sqlite3`, pandas and docs/store.md's recipes. A table or view an
// analyst made under one of these names (pandas' `to_sql`) is kept and ours not made, so the store is
// never set aside as unmigratable for it; no view reads another, so each stands alone.
enum AnalystViews {
    static func migrate(_ db: Database) throws {
        let regionWasThere = try db.tableExists("region") || db.viewExists("region")
        try db.execute(
            sql: """
                CREATE TABLE IF NOT EXISTS region (
                    code TEXT PRIMARY KEY NOT NULL,
                    name TEXT NOT NULL,
                    name_english TEXT NOT NULL
                );
                CREATE VIEW IF NOT EXISTS daily_chart AS
                SELECT period_start AS show_date,
                    date(period_start, 'weekday 0', '-6 days') AS week_start,
                    \(entryColumns)
                FROM chart_entry WHERE chart = 'daily' AND filter = 'all';
                CREATE VIEW IF NOT EXISTS weekly_chart AS
                SELECT e.period_start AS week_start, e.period_end AS week_end, c.year_week,
                    \(entryColumns)
                FROM chart_entry AS e JOIN chart AS c USING (chart, period_start, filter)
                WHERE e.chart = 'weekly' AND e.filter = 'all';
                CREATE VIEW IF NOT EXISTS weekend_chart AS
                SELECT date(e.period_start, '-4 days') AS week_start, e.period_start AS weekend_start,
                    e.period_end AS weekend_end, c.year_week,
                    \(entryColumns)
                FROM chart_entry AS e JOIN chart AS c USING (chart, period_start, filter)
                WHERE e.chart = 'weekend' AND e.filter = 'all';
                CREATE VIEW IF NOT EXISTS film_run AS
                SELECT movie_code, title, open_date, period_start AS show_date,
                    CAST(julianday(period_start) - julianday(open_date) AS INTEGER) + 1 AS day_of_release,
                    row_number() OVER (PARTITION BY movie_code ORDER BY period_start) AS chart_day,
                    rank, is_new, rank_change, audience, audience_total, sales, sales_total, sales_share,
                    screens, shows
                FROM chart_entry WHERE chart = 'daily' AND filter = 'all';
                """)
        // The regions' names are ours only when the table is: an analyst's own `region` is left as it is.
        guard !regionWasThere else { return }
        try db.execute(
            sql: """
                CREATE VIEW IF NOT EXISTS filtered_chart AS
                SELECT e.chart, e.period_start, e.period_end, e.filter,
                    CASE WHEN instr(e.filter, 'nation=korean') > 0 THEN 'korean'
                        WHEN instr(e.filter, 'nation=foreign') > 0 THEN 'foreign' ELSE 'all' END AS nation,
                    CASE WHEN instr(e.filter, 'kind=diversity') > 0 THEN 'diversity'
                        WHEN instr(e.filter, 'kind=commercial') > 0 THEN 'commercial' ELSE 'all' END AS film_kind,
                    r.code AS region_code, r.name AS region_name, r.name_english AS region_name_english,
                    \(entryColumns)
                FROM chart_entry AS e LEFT JOIN region AS r
                    ON instr(e.filter, 'region=') > 0 AND r.code = substr(e.filter, instr(e.filter, 'region=') + 7)
                WHERE e.filter <> 'all';
                """)
        for (region, names) in regionNames {
            try db.execute(
                sql: "INSERT INTO region (code, name, name_english) VALUES (?, ?, ?)",
                arguments: [region.code, names.korean, names.english])
        }
    }

    // The columns of an entry every view shares, in `chart_entry`'s order.
    private static let entryColumns = """
        rank, movie_code, title, open_date, is_new, rank_change, audience, audience_total, audience_change,
        audience_change_percent, sales, sales_total, sales_share, sales_change, sales_change_percent,
        screens, shows
        """

    // KOBIS's own names (code list `0105000000`), in the order of its codes.
    static let regionNames: [(Region, (korean: String, english: String))] = Region.allCases.map { region in
        let names: (String, String) =
            switch region {
            case .seoul: ("서울시", "Seoul")
            case .gyeonggi: ("경기도", "Gyeonggi")
            case .gangwon: ("강원도", "Gangwon")
            case .northChungcheong: ("충청북도", "North Chungcheong")
            case .southChungcheong: ("충청남도", "South Chungcheong")
            case .northGyeongsang: ("경상북도", "North Gyeongsang")
            case .southGyeongsang: ("경상남도", "South Gyeongsang")
            case .northJeolla: ("전라북도", "North Jeolla")
            case .southJeolla: ("전라남도", "South Jeolla")
            case .jeju: ("제주도", "Jeju")
            case .busan: ("부산시", "Busan")
            case .daegu: ("대구시", "Daegu")
            case .daejeon: ("대전시", "Daejeon")
            case .ulsan: ("울산시", "Ulsan")
            case .incheon: ("인천시", "Incheon")
            case .gwangju: ("광주시", "Gwangju")
            case .sejong: ("세종시", "Sejong")
            }
        return (region, names)
    }
}
