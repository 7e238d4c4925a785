import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

@testable import BoxOfficeData

/// `openings MONTH` asked of a real SQLite store: the month's first and last day, a film opening on
/// the 1st of the next month, charts outside the month, another filter, and months with no charts.
struct OpeningsQueryTests {
    /// 2022-02-10 12:00 in Seoul: yesterday is 2022-02-09.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_644_462_000) })

    static func day(_ text: String) throws -> BoxOfficeDate { try BoxOfficeDate.parse(text) }

    /// 개봉 첫날 opens 2022-01-01 (seen in a preview on 2021-12-31 and again in February), 말일 개봉
    /// 2022-01-31, 다음 달 2022-02-01 (a preview on 01-31), 지난달 2021-12-22; January stores 01-01,
    /// 01-15 and 01-31.
    func filledStore() async throws -> (MonthOpeningsUseCase, BoxOfficeStore, StoreFolder) {
        let folder = try StoreFolder()
        let (store, _) = try folder.open()
        func entry(_ rank: Int, _ code: MovieCode, _ title: String, opened: String, total: Int) throws
            -> BoxOfficeEntry
        {
            .stub(
                rank: rank, movieCode: code, title: title, openDate: try Self.day(opened),
                audienceTotal: total)
        }
        let days: [(String, [BoxOfficeEntry])] = [
            ("2021-12-31", [try entry(1, "20220001", "개봉 첫날 (시사)", opened: "2022-01-01", total: 50)]),
            (
                "2022-01-01",
                [
                    try entry(1, "20210001", "지난달", opened: "2021-12-22", total: 90_000),
                    try entry(3, "20220001", "개봉 첫날", opened: "2022-01-01", total: 1_000),
                ]
            ),
            ("2022-01-15", [try entry(2, "20220001", "개봉 첫날 확장판", opened: "2022-01-01", total: 5_000)]),
            (
                "2022-01-31",
                [
                    try entry(4, "20220031", "말일 개봉", opened: "2022-01-31", total: 700),
                    try entry(5, "20220201", "다음 달", opened: "2022-02-01", total: 30),
                ]
            ),
            (
                "2022-02-01",
                [
                    try entry(1, "20220001", "개봉 첫날", opened: "2022-01-01", total: 9_000),
                    try entry(3, "20220201", "다음 달", opened: "2022-02-01", total: 800),
                ]
            ),
        ]
        for (date, entries) in days {
            try await store.save(
                BoxOfficeChart(date: try Self.day(date), source: .kobis, entries: entries), fetchedAt: Date())
        }
        // A filtered day is kept apart from the daily chart of every film, even for a film both hold.
        try await store.save(
            BoxOfficeChart(
                period: .day(try Self.day("2022-01-20")), filter: ChartFilter(nation: .korean),
                source: .kobis,
                entries: [
                    try entry(1, "20220020", "한국 영화", opened: "2022-01-20", total: 10),
                    try entry(2, "20220001", "개봉 첫날 한국판", opened: "2022-01-01", total: 6_000),
                ]),
            fetchedAt: Date())
        let useCase = MonthOpeningsUseCase(
            repository: StoreHistoryRepository(store: store), calendar: calendar)
        return (useCase, store, folder)
    }

    @Test func theFirstAndLastDayOfTheMonthAreInAndTheFirstOfTheNextIsNot() async throws {
        let (useCase, _, folder) = try await filledStore()
        defer { folder.remove() }
        let january = try await useCase.openings(in: CalendarMonth.parse("202201"))
        #expect(
            january.films == [
                OpeningFilm(
                    movieCode: "20220001", title: "개봉 첫날 확장판", openDate: try Self.day("2022-01-01"),
                    bestRank: 2,
                    audienceTotal: 5_000),
                OpeningFilm(
                    movieCode: "20220031", title: "말일 개봉", openDate: try Self.day("2022-01-31"), bestRank: 4,
                    audienceTotal: 700),
            ])
        #expect(january.range == (try Self.day("2022-01-01"))...(try Self.day("2022-01-31")))
        #expect(january.storedDays == 3)
        #expect(
            january.missing.runs == [
                try Self.day("2022-01-02")...(try Self.day("2022-01-14")),
                try Self.day("2022-01-16")...(try Self.day("2022-01-30")),
            ])
        let korean = try await useCase.openings(
            in: CalendarMonth.parse("2022-01"), filter: ChartFilter(nation: .korean))
        #expect(
            korean.films == [
                OpeningFilm(
                    movieCode: "20220001", title: "개봉 첫날 한국판", openDate: try Self.day("2022-01-01"),
                    bestRank: 2, audienceTotal: 6_000),
                OpeningFilm(
                    movieCode: "20220020", title: "한국 영화", openDate: try Self.day("2022-01-20"), bestRank: 1,
                    audienceTotal: 10),
            ])
    }

    @Test func theMonthOfTodayRunsToYesterdayAndOnlyItsOwnChartsCount() async throws {
        let (useCase, _, folder) = try await filledStore()
        defer { folder.remove() }
        let february = try await useCase.openings(in: CalendarMonth.parse("2022-02"))
        #expect(february.films.map(\.movieCode) == ["20220201"])
        #expect(february.films.first?.bestRank == 3 && february.films.first?.audienceTotal == 800)
        #expect(february.range == (try Self.day("2022-02-01"))...(try Self.day("2022-02-09")))
        #expect(february.storedDays == 1)
    }

    @Test func aMonthWithoutFiguresIsARangeTypedWrong() async throws {
        let (useCase, _, folder) = try await filledStore()
        defer { folder.remove() }
        await #expect(throws: FilmHistoryFailure.invalidRange(.beforeEarliest(try Self.day("2003-10-31")))) {
            try await useCase.openings(in: CalendarMonth.parse("200310"))
        }
        let first = try await useCase.openings(in: CalendarMonth.parse("200311"))
        #expect(first.range.lowerBound == BoxOfficeDate.earliest && first.films.isEmpty)
        await #expect(
            throws: FilmHistoryFailure.invalidRange(
                .future(try Self.day("2022-03-01"), latest: try Self.day("2022-02-09")))
        ) {
            try await useCase.openings(in: CalendarMonth.parse("202203"))
        }
    }

    @Test func thePlanUsesThePeriodIndex() async throws {
        let (_, store, folder) = try await filledStore()
        defer { folder.remove() }
        let plan = try await store.database.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN " + HistoryQueries.openings,
                arguments: ["all", "2022-01-01", "2022-01-31", "2022-01-01", "2022-01-31", "all"]
            ).map { $0["detail"] as String? ?? "" }
        }
        #expect(plan.contains { $0.contains("USING INDEX chart_entry_by_period") }, "\(plan)")
        #expect(!plan.contains { $0.hasPrefix("SCAN chart_entry") }, "\(plan)")
    }
}
