import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

@testable import BoxOfficeData

/// `months YEAR` asked of a real SQLite store: January 1st and December 31st in, the days either
/// side of the year out, a month with no stored day, another filter, this year to yesterday, the
/// years with no figures, and the plan.
struct MonthsQueryTests {
    /// 2022-02-10 12:00 in Seoul: yesterday is 2022-02-09.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_644_462_000) })

    static func day(_ text: String) throws -> BoxOfficeDate { try BoxOfficeDate.parse(text) }

    /// 2021 stores 01-01, 01-02, 03-15 and 12-31 (none in February); 2020-12-31 and 2022-01-01
    /// hold big audiences that must not count for 2021; 2022-02-10 is today, past what 2022 reads.
    func filledStore() async throws -> (YearMonthsUseCase, BoxOfficeStore, StoreFolder) {
        let folder = try StoreFolder()
        let (store, _) = try folder.open()
        func entry(_ rank: Int, _ code: MovieCode, _ title: String, _ audience: Int) -> BoxOfficeEntry {
            .stub(rank: rank, movieCode: code, title: title, audience: audience)
        }
        let days: [(String, [BoxOfficeEntry])] = [
            ("2020-12-31", [entry(1, "20200001", "지난해", 1_000_000)]),
            ("2021-01-01", [entry(1, "20210001", "첫날", 500), entry(2, "20210002", "비 (시사)", 300)]),
            ("2021-01-02", [entry(1, "20210002", "비", 400), entry(2, "20210003", "셋째", 100)]),
            ("2021-03-15", [entry(1, "20210005", "동률 뒤", 200), entry(2, "20210004", "동률 앞", 200)]),
            ("2021-12-31", [entry(1, "20211231", "말일", 900)]),
            ("2022-01-01", [entry(1, "20211231", "말일", 5_000)]),
            ("2022-02-09", [entry(1, "20220209", "어제", 70)]),
            ("2022-02-10", [entry(1, "20220210", "오늘", 80_000)]),
        ]
        for (date, entries) in days {
            try await store.save(
                BoxOfficeChart(date: try Self.day(date), source: .kobis, entries: entries), fetchedAt: Date())
        }
        // A filtered day is kept apart from the daily chart of every film.
        try await store.save(
            BoxOfficeChart(
                period: .day(try Self.day("2021-01-05")), filter: ChartFilter(nation: .korean),
                source: .kobis,
                entries: [entry(1, "20210105", "한국 영화", 10)]),
            fetchedAt: Date())
        let useCase = YearMonthsUseCase(repository: StoreHistoryRepository(store: store), calendar: calendar)
        return (useCase, store, folder)
    }

    @Test func januaryFirstAndDecemberThirtyFirstAreInAndTheNeighbouringYearsAreNot() async throws {
        let (useCase, _, folder) = try await filledStore()
        defer { folder.remove() }
        let year = try await useCase.months(in: useCase.year("2021"))
        #expect(year.months.map(\.month.description) == (1...12).map { String(format: "2021-%02d", $0) })
        #expect(year.storedDays == 4)
        let january = try #require(year.months.first)
        let days = try Self.day("2021-01-01")...Self.day("2021-01-31")
        #expect(january.storedDays == 2 && january.days == days)
        #expect(january.figures?.films == 3 && january.figures?.audience == 1_300)
        #expect(
            january.figures?.topFilm
                == TopFilm(movieCode: "20210002", title: "비", audience: 700, days: 2, bestRank: 1))
        let december = try #require(year.months.last)
        #expect(december.storedDays == 1 && december.figures?.audience == 900)
        #expect(december.figures?.topFilm.movieCode == "20211231")
        let korean = try await useCase.months(in: useCase.year("2021"), filter: ChartFilter(nation: .korean))
        #expect(korean.months.first?.figures?.topFilm.movieCode == "20210105")
        #expect(korean.months.first?.figures?.audience == 10)
    }

    @Test func aMonthWithNoStoredDayHasNoFiguresRatherThanZero() async throws {
        let (useCase, _, folder) = try await filledStore()
        defer { folder.remove() }
        let year = try await useCase.months(in: useCase.year("2021"))
        let february = year.months[1]
        #expect(february.storedDays == 0 && february.figures == nil)
        #expect(february.days.lowerBound.days(to: february.days.upperBound) == 27)
        let march = year.months[2]
        #expect(march.figures?.films == 2 && march.figures?.audience == 400)
        #expect(march.figures?.topFilm.movieCode == "20210004", "a tie goes to the smaller code")
        #expect(year.missing.runs.first == (try Self.day("2021-01-03"))...(try Self.day("2021-03-14")))
    }

    @Test func thisYearRunsToYesterday() async throws {
        let (useCase, _, folder) = try await filledStore()
        defer { folder.remove() }
        let year = try useCase.year("2022")
        #expect(year.days == (try Self.day("2022-01-01"))...(try Self.day("2022-02-09")))
        let months = try await useCase.months(in: year)
        #expect(months.months.count == 2)
        #expect(months.months[0].figures?.audience == 5_000)
        #expect(months.months[1].days.upperBound == (try Self.day("2022-02-09")))
        #expect(months.months[1].figures?.audience == 70 && months.months[1].figures?.films == 1)
    }

    @Test func aYearWhoseYesterdayIsAMonthsFirstDayEndsWithThatMonthOfOneDay() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        try await store.save(
            BoxOfficeChart(
                date: try Self.day("2022-02-01"), source: .kobis,
                entries: [.stub(rank: 1, movieCode: "20220201", title: "초하루", audience: 30)]),
            fetchedAt: Date())
        // 2022-02-02 12:00 in Seoul: yesterday is February's first day.
        let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_643_770_800) })
        let useCase = YearMonthsUseCase(repository: StoreHistoryRepository(store: store), calendar: calendar)
        let year = try await useCase.months(in: useCase.year("2022"))
        #expect(year.months.map(\.month.description) == ["2022-01", "2022-02"])
        let february = try #require(year.months.last)
        #expect(february.days == (try Self.day("2022-02-01"))...(try Self.day("2022-02-01")))
        #expect(february.storedDays == 1 && february.figures?.audience == 30)
    }

    @Test func yearsWithoutFiguresAndYearsTypedWrongAreTypedErrors() throws {
        let useCase = YearMonthsUseCase(repository: StubHistory(), calendar: calendar)
        #expect(throws: YearInputError.beforeEarliest(2002)) { try useCase.year("2002") }
        let first = try useCase.year("2003")
        #expect(first.days == BoxOfficeDate.earliest...(try Self.day("2003-12-31")))
        #expect(throws: YearInputError.noFiguresYet(2023, latest: 2022)) { try useCase.year("2023") }
        for typed in ["", "22", "20220", "abcd", "２０２２", "2022-01"] {
            #expect(throws: YearInputError.malformed(typed)) { try useCase.year(typed) }
        }
        #expect(try useCase.year(" 2021 ").year == 2021)
        // 2022-01-01 12:00 in Seoul: no day of 2022 is over yet.
        let newYear = YearMonthsUseCase(
            repository: StubHistory(),
            calendar: BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_006_000) }))
        #expect(throws: YearInputError.noFiguresYet(2022, latest: 2021)) { try newYear.year("2022") }
        #expect(try newYear.year("2021").days.upperBound == (try Self.day("2021-12-31")))
    }

    @Test func thePlanUsesThePeriodIndex() async throws {
        let (_, store, folder) = try await filledStore()
        defer { folder.remove() }
        let plan = try await store.database.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN " + HistoryQueries.months,
                arguments: ["all", "2021-01-01", "2021-12-31", "all"]
            ).map { $0["detail"] as String? ?? "" }
        }
        #expect(plan.contains { $0.contains("USING INDEX chart_entry_by_period") }, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN chart_entry") }, "\(plan)")
    }

    /// A repository no test here reaches: the year is checked before the store is asked.
    struct StubHistory: MonthFiguresRepository {
        func monthFigures(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
            async throws(FilmHistoryFailure) -> [MonthFigures]
        { [] }
        func storedDays(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter)
            async throws(FilmHistoryFailure) -> Set<BoxOfficeDate>
        { [] }
        func run(of movie: MovieCode, filter: ChartFilter) async throws(FilmHistoryFailure) -> FilmRun? {
            nil
        }
        func top(_ range: ClosedRange<BoxOfficeDate>, filter: ChartFilter, limit: Int)
            async throws(FilmHistoryFailure) -> [TopFilm]
        { [] }
        func films(filter: ChartFilter) async throws(FilmHistoryFailure) -> [StoredFilm] { [] }
    }

    @Test func sumsPastTheLargestIntegerAreReadNotCalledUnreadable() async throws {
        // Given a store another program wrote absurd audiences into (the program never stores them)
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        for date in ["2021-05-01", "2021-05-02"] {
            try await store.save(
                BoxOfficeChart(
                    date: try Self.day(date), source: .kobis,
                    entries: [.stub(rank: 1, movieCode: "20210501", title: "큰 수", audience: Int.max)]),
                fetchedAt: Date())
        }
        // When the month and the top films are read, their sums are the largest integer, not an error
        let history = StoreHistoryRepository(store: store)
        let may = try Self.day("2021-05-01")...Self.day("2021-05-31")
        let months = try await history.monthFigures(may, filter: .all)
        #expect(months.map(\.audience) == [Int.max])
        let top = try await history.top(may, filter: .all, limit: 10)
        #expect(top.map(\.audience) == [Int.max])
    }
}
