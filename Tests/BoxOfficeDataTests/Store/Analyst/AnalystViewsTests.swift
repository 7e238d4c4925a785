import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

@testable import BoxOfficeData

/// The views and the `region` table of migration `analyst_views` in a real SQLite file: made when a
/// store of the schema before is opened, one chart kind and no filter each, codes kept as text.
struct AnalystViewsTests {
    static let views = ["daily_chart", "weekly_chart", "weekend_chart", "film_run", "filtered_chart"]
    let fetched = Date(timeIntervalSince1970: 1_641_438_000)
    let day = KnownStore.day(2022, 1, 5)

    func read<Value>(_ folder: StoreFolder, _ read: (Database) throws -> Value) throws -> Value {
        let queue = try DatabaseQueue(path: folder.file.path)
        defer { try? queue.close() }
        return try queue.read(read)
    }

    /// A store of the schema before the views, holding one chart, with `more` done in it, closed again.
    func storeBeforeTheViews(in folder: StoreFolder, _ more: @escaping @Sendable (Database) throws -> Void)
        async throws
    {
        let queue = try DatabaseQueue(path: folder.file.path)
        try StoreSchema.migrator.migrate(queue, upTo: "kobis_call_per_key")
        try await queue.write { db in
            try ChartTables.insert(.stub(date: day), fetchedAt: fetched, in: db)
            try more(db)
        }
        try queue.close()
    }

    @Test func aStoreOfTheSchemaBeforeGainsTheViewsAndKeepsItsCharts() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        do {
            try await storeBeforeTheViews(in: folder) { db in
                let before = try !db.viewExists("daily_chart") && !db.tableExists("region")
                #expect(before)
            }
        }
        let (store, warning) = try folder.open()
        #expect(warning == nil)
        #expect(try await store.day(day)?.value.entries == BoxOfficeChart.stub(date: day).entries)
        try await store.close()
        try read(folder) { db in
            for view in Self.views { #expect(try db.viewExists(view), "\(view)") }
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM region") == 17)
            let rows = try Row.fetchAll(db, sql: "SELECT show_date, rank, movie_code FROM daily_chart")
            #expect(rows.map { $0["show_date"] as String } == ["2022-01-05", "2022-01-05", "2022-01-05"])
            #expect(rows.map { $0["movie_code"] as String } == ["20199882", "20221002", "20221003"])
        }
    }

    @Test func theRegionsAreKOBISsSeventeenWithTheirNames() throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        _ = try folder.open()
        let rows = try read(folder) { db in
            try Row.fetchAll(db, sql: "SELECT code, name, name_english FROM region ORDER BY code")
        }
        #expect(rows.count == 17)
        #expect(rows.first == ["code": "0105001", "name": "서울시", "name_english": "Seoul"])
        #expect(rows.last == ["code": "0105017", "name": "세종시", "name_english": "Sejong"])
        #expect(rows.map { $0["code"] as String } == Region.allCases.map(\.code))
        #expect(rows[9] == ["code": "0105010", "name": "제주도", "name_english": "Jeju"])
    }

    @Test func aDayWithAFilteredChartBesideTheUnfilteredOneCountsOnce() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let all = BoxOfficeChart.stub(date: day, entries: [.stub(rank: 1, audience: 100)])
        let korean = BoxOfficeChart(
            period: .day(day), filter: ChartFilter(nation: .korean), source: .kobis,
            entries: [.stub(rank: 1, audience: 100)])
        let seoul = BoxOfficeChart(
            period: .day(day), filter: ChartFilter(kind: .diversity, region: .seoul), source: .kobis,
            entries: [.stub(rank: 1, audience: 7)])
        let week = BoxOfficeChart(
            period: ChartPeriod(.weekly, containing: day), yearWeek: "202201", source: .kobis,
            entries: [.stub(rank: 1, audience: 700)])
        for chart in [all, korean, seoul, week] { try await store.save(chart, fetchedAt: fetched) }
        try await store.close()
        try read(folder) { db in
            #expect(try Int.fetchOne(db, sql: "SELECT SUM(audience) FROM chart_entry") == 907)
            #expect(try Int.fetchOne(db, sql: "SELECT SUM(audience) FROM daily_chart") == 100)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM film_run") == 1)
            #expect(try Int.fetchOne(db, sql: "SELECT SUM(audience) FROM weekly_chart") == 700)
            #expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM weekend_chart") == 0)
            let filtered = try Row.fetchAll(
                db,
                sql: """
                    SELECT nation, film_kind, region_code, region_name, region_name_english, audience
                    FROM filtered_chart ORDER BY audience
                    """)
            #expect(
                filtered == [
                    [
                        "nation": "all", "film_kind": "diversity", "region_code": "0105001",
                        "region_name": "서울시", "region_name_english": "Seoul", "audience": 7,
                    ],
                    [
                        "nation": "korean", "film_kind": "all", "region_code": nil, "region_name": nil,
                        "region_name_english": nil, "audience": 100,
                    ],
                ])
        }
    }

    @Test func aMovieCodeWithLettersOrDigitsOnlyStaysText() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        try await store.save(
            .stub(
                date: day,
                entries: [.stub(rank: 1, movieCode: "2023C165"), .stub(rank: 2, movieCode: "00012345")]),
            fetchedAt: fetched)
        try await store.close()
        try read(folder) { db in
            for view in ["daily_chart", "film_run"] {
                let codes = try Row.fetchAll(
                    db, sql: "SELECT movie_code, typeof(movie_code) AS type FROM \(view) ORDER BY rank")
                #expect(codes.map { $0["movie_code"] as String } == ["2023C165", "00012345"], "\(view)")
                #expect(codes.map { $0["type"] as String } == ["text", "text"], "\(view)")
            }
        }
    }

    @Test func weeksAcrossNewYearKeepTheirMondayAndKOBISsWeek() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let newYear = KnownStore.day(2023, 1, 1)
        for kind in [ChartKind.weekly, .weekend] {
            try await store.save(
                BoxOfficeChart(
                    period: ChartPeriod(kind, containing: newYear), yearWeek: "202252", source: .kobis,
                    entries: [.stub()]),
                fetchedAt: fetched)
        }
        for date in [newYear.adding(days: -1), newYear, newYear.adding(days: 1)] {
            try await store.save(.stub(date: date), fetchedAt: fetched)
        }
        try await store.close()
        try read(folder) { db in
            let weekly = try Row.fetchOne(db, sql: "SELECT week_start, week_end, year_week FROM weekly_chart")
            #expect(weekly == ["week_start": "2022-12-26", "week_end": "2023-01-01", "year_week": "202252"])
            let weekend = try Row.fetchOne(
                db, sql: "SELECT week_start, weekend_start, weekend_end, year_week FROM weekend_chart")
            #expect(
                weekend == [
                    "week_start": "2022-12-26", "weekend_start": "2022-12-30", "weekend_end": "2023-01-01",
                    "year_week": "202252",
                ])
            let days = try Row.fetchAll(
                db, sql: "SELECT DISTINCT show_date, week_start FROM daily_chart ORDER BY show_date")
            #expect(
                days == [
                    ["show_date": "2022-12-31", "week_start": "2022-12-26"],
                    ["show_date": "2023-01-01", "week_start": "2022-12-26"],
                    ["show_date": "2023-01-02", "week_start": "2023-01-02"],
                ])
        }
    }

    @Test func aTableAnAnalystMadeUnderAViewsNameIsKeptAndTheStoreUsed() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        do {
            try await storeBeforeTheViews(in: folder) { db in
                try db.execute(
                    sql: "CREATE TABLE daily_chart (mine TEXT); INSERT INTO daily_chart VALUES ('x')")
                try db.execute(sql: "CREATE TABLE region (mine TEXT)")
            }
        }
        let (store, warning) = try folder.open()
        #expect(warning == nil)
        #expect(try await store.day(day) != nil)
        try await store.close()
        try read(folder) { db in
            let mine = try String.fetchAll(db, sql: "SELECT mine FROM daily_chart")
            #expect(mine == ["x"])
            #expect(try db.viewExists("weekly_chart") && db.viewExists("film_run"))
            // The regions by name need the region table to be ours.
            #expect(try !db.viewExists("filtered_chart"))
            #expect(try String.fetchAll(db, sql: "SELECT mine FROM region") == [])
        }
    }
}
