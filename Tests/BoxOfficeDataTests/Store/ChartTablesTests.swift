import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

@testable import BoxOfficeData

/// The relational chart tables in a real SQLite file: a version-2 store carried over whole,
/// weekly and filtered charts kept apart, rows readable with plain SQL.
struct ChartTablesTests {
    let fetched = Date(timeIntervalSince1970: 1_641_438_000)

    /// Writes a store as version 2 of this program left it: migrated up to `v2`, days as JSON.
    private func makeVersion2Store(in folder: StoreFolder, days: [BoxOfficeChart]) throws {
        let queue = try DatabaseQueue(path: folder.file.path)
        try StoreSchema.migrator.migrate(queue, upTo: "v2")
        try queue.write { db in
            for day in days {
                try db.execute(
                    sql: "INSERT INTO box_office_day (date, payload, fetched_at, source) VALUES (?, ?, ?, ?)",
                    arguments: [
                        day.date.iso,
                        try StoredRecords.encode(day.entries.map(StoredRecords.DayEntryJSON.init)),
                        fetched.timeIntervalSince1970, day.source.rawValue,
                    ])
            }
            try db.execute(sql: "INSERT INTO kobis_call (day, count) VALUES ('2022-01-06', 42)")
        }
        try queue.close()
    }

    @Test func aVersion2StoreIsCarriedOverWithEveryDayIntact() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let days =
            try DemoBoxOfficeRepository().availableDates?.map { date in
                try #require(DemoBoxOfficeData.days.first { $0.date == date })
            } ?? []
        #expect(days.count == 4)
        // v2 kept no change figures: they come back as zero.
        let withoutChanges = days.map { day in
            var day = day
            day.entries = day.entries.map { entry in
                var entry = entry
                entry.changes = FigureChanges()
                return entry
            }
            return day
        }
        try makeVersion2Store(in: folder, days: withoutChanges)
        let (store, warning) = try folder.open()
        #expect(warning == nil)
        for day in withoutChanges {
            let stored = try #require(try await store.day(day.date))
            #expect(stored.value.entries == day.entries)
            #expect(stored.fetchedAt == fetched)
        }
        #expect(try folder.callsOfNoKnownKey(on: "2022-01-06") == 42)
        let queue = try DatabaseQueue(path: folder.file.path)
        let oldTable = try await queue.read { db in try db.tableExists("box_office_day") }
        #expect(!oldTable)
    }

    @Test func chartsOfOnePeriodUnderOtherFiltersAndKindsAreKeptApart() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let day = try BoxOfficeDate.parse("2022-01-05")
        let korean = ChartFilter(nation: .korean, region: .seoul)
        let charts = [
            BoxOfficeChart(period: .day(day), source: .kobis, entries: [.stub(rank: 1, title: "전체")]),
            BoxOfficeChart(
                period: .day(day), filter: korean, source: .kobis, entries: [.stub(rank: 1, title: "한국")]),
            BoxOfficeChart(
                period: ChartPeriod(.weekly, containing: day), yearWeek: "202201", source: .kobis,
                entries: [.stub(rank: 1, title: "주간"), .stub(rank: 2, title: "주간 2")]),
        ]
        for chart in charts { try await store.save(chart, fetchedAt: fetched) }
        for chart in charts {
            let stored = try #require(try await store.chart(chart.request))
            #expect(stored.value.entries == chart.entries)
            #expect(stored.value.yearWeek == chart.yearWeek)
            #expect(stored.value.source == .cache)
            // As the stored charts' readers see the store: the same copy, however old.
            #expect(try await store.storedChart(chart.request) == stored.value)
        }
        #expect(try await store.chart(ChartRequest(.weekend, containing: day)) == nil)
        #expect(try await store.storedChart(ChartRequest(.weekend, containing: day)) == nil)
    }

    @Test func everyFigureOfAnEntryIsReadBackInItsOwnPlaceByTheChartAndTheArchive() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let day = try BoxOfficeDate.parse("2022-01-05")
        // Every figure different, so two columns read in each other's place could not go unseen.
        let entry = BoxOfficeEntry(
            rank: 7, movieCode: "20221234", title: "일곱",
            openDate: BoxOfficeDate(year: 2021, month: 12, day: 15),
            rankChange: .down(3), audience: 11, audienceTotal: 12, sales: 13, salesTotal: 14, salesShare: 1.5,
            screens: 16, shows: 17,
            changes: FigureChanges(audience: -18, audiencePercent: -1.9, sales: 20, salesPercent: 2.1))
        let chart = BoxOfficeChart(period: .day(day), source: .kobis, entries: [.stub(rank: 1), entry])
        try await store.save(chart, fetchedAt: fetched)
        #expect(try await store.chart(chart.request)?.value.entries == chart.entries)
        let rows = try await store.chartRows(.daily, filter: .all, from: day, to: day, after: nil, limit: 10)
        #expect(rows.map(\.entry) == chart.entries)
        #expect(rows.map(\.position) == [1, 2])
    }

    @Test func aTitleWithANulIsKeptWholeWithoutIt() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let day = try BoxOfficeDate.parse("2022-01-05")
        let hostile = BoxOfficeEntry.stub(rank: 1, movieCode: "2022\u{0}0001", title: "evil\u{0}nul line")
        try await store.save(.stub(date: day, entries: [hostile, .stub(rank: 2)]), fetchedAt: fetched)
        let stored = try #require(try await store.day(day)).value.entries
        #expect(stored.first?.title == "evilnul line")
        #expect(stored.first?.movieCode.rawValue == "20220001")
        #expect(stored.last?.title == BoxOfficeEntry.stub(rank: 2).title, "a title without one is as it was")
    }

    @Test(arguments: ["\u{0}", "\u{0}\u{0}"])
    func aNulFirstOrLastIsTakenOutToo(nul: String) async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let day = try BoxOfficeDate.parse("2022-01-05")
        let entries = [
            BoxOfficeEntry.stub(rank: 1, movieCode: MovieCode("20220001" + nul), title: nul + "끝"),
            BoxOfficeEntry.stub(rank: 2, movieCode: MovieCode(nul + "20220002"), title: "처음" + nul),
        ]
        try await store.save(.stub(date: day, entries: entries), fetchedAt: fetched)
        let stored = try #require(try await store.day(day)).value.entries
        #expect(stored.map(\.movieCode.rawValue) == ["20220001", "20220002"])
        #expect(stored.map(\.title) == ["끝", "처음"])
    }

    @Test func savingAChartAgainReplacesItsRowsWithoutDoublingThem() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let day = try BoxOfficeDate.parse("2022-01-05")
        try await store.save(.stub(date: day, entries: [.stub(rank: 1), .stub(rank: 2)]), fetchedAt: fetched)
        try await store.save(.stub(date: day, entries: [.stub(rank: 1, title: "새")]), fetchedAt: fetched)
        let queue = try DatabaseQueue(path: folder.file.path)
        let rows = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT title, chart, filter, period_start FROM chart_entry")
        }
        #expect(rows.count == 1)
        #expect(rows.first?["title"] == "새")
        #expect(rows.first?["chart"] == "daily")
        #expect(rows.first?["filter"] == "all")
        #expect(rows.first?["period_start"] == "2022-01-05")
    }
}

extension ChartTablesTests {
    @Test func theStoredChartsOfARangeAreListedWithTheirFetchTimes() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let first = try BoxOfficeDate.parse("2022-01-03")
        for offset in [0, 2, 9] {
            try await store.save(.stub(date: first.adding(days: offset)), fetchedAt: fetched)
        }
        try await store.save(
            BoxOfficeChart(
                period: .day(first.adding(days: 1)), filter: ChartFilter(kind: .diversity), source: .kobis,
                entries: [.stub()]),
            fetchedAt: fetched)
        try await store.save(
            BoxOfficeChart(period: .day(first.adding(days: 4)), filter: .all, source: .kobis, entries: []),
            fetchedAt: fetched)
        let stored = try await store.storedCharts(
            .daily, filter: .all, from: first, to: first.adding(days: 6))
        let kept = StoredChart(fetchedAt: fetched, isEmpty: false)
        #expect(
            stored == [
                .day(first): kept, .day(first.adding(days: 2)): kept,
                .day(first.adding(days: 4)): StoredChart(fetchedAt: fetched, isEmpty: true),
            ])
    }
}

/// Stores damaged or edited by hand: nothing stops the program, and one bad row costs only itself.
extension ChartTablesTests {
    @Test func unreadableDaysOfAVersion2StoreAreLeftBehindAndTheRestCarriedOver() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let good = BoxOfficeChart.stub(date: try BoxOfficeDate.parse("2022-01-05"))
        try makeVersion2Store(in: folder, days: [good])
        let queue = try DatabaseQueue(path: folder.file.path)
        try await queue.write { db in
            let rows: [(String, (any DatabaseValueConvertible)?)] = [
                ("2022-01-06", "{not json"), ("2022-01-07", 12), ("2022-01-08", #"[{"rank":"one"}]"#),
                ("2022-01-05 ", Data("[]".utf8)), ("not a day", Data("[]".utf8)),
            ]
            for (date, payload) in rows {
                try db.execute(
                    sql:
                        "INSERT INTO box_office_day (date, payload, fetched_at, source) VALUES (?, ?, 1, 'kobis')",
                    arguments: [date, payload])
            }
        }
        try queue.close()
        let (store, warning) = try folder.open()
        #expect(warning == nil)
        #expect(try await store.day(good.date)?.value.entries == good.entries)
        #expect(try folder.callsOfNoKnownKey(on: "2022-01-06") == 42)
        #expect(try await store.day(try BoxOfficeDate.parse("2022-01-06")) == nil)
    }

    @Test func valuesOfTheWrongTypeReadAsNothingRatherThanStoppingTheProgram() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let day = try BoxOfficeDate.parse("2022-01-05")
        try await store.save(.stub(date: day), fetchedAt: fetched)
        try await store.recordKOBISCall(on: day, key: .test)
        let queue = try DatabaseQueue(path: folder.file.path)
        try await queue.write { db in
            try db.execute(sql: "UPDATE chart SET fetched_at = 'yesterday'")
            try db.execute(sql: "UPDATE chart_entry SET audience = 'many', rank = 'first'")
            try db.execute(sql: "UPDATE kobis_call SET count = 'abc'")
            try db.execute(
                sql:
                    "INSERT INTO movie_detail (movie_code, payload, fetched_at) VALUES ('1', x'00', 'yesterday')"
            )
        }
        try queue.close()
        let stored = try #require(try await store.day(day))
        #expect(stored.value.entries.first?.audience == 0)
        #expect(stored.fetchedAt == Date(timeIntervalSince1970: 0))
        #expect(try await store.kobisCalls(on: day, key: .test) == 0)
        await #expect(throws: (any Error).self) { try await store.movieDetail("1") }
    }
}
