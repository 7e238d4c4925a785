import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

/// The weekly charts: KOBIS's weekly endpoint with `weekGb` and the filters, and its answer read.
struct WeeklyChartTests {
    private let day = BoxOfficeDate(year: 2024, month: 1, day: 5) ?? .earliest

    @Test func theWeekendIsAskedOfTheWeeklyListWithWeekGb1AndTheFilters() {
        let request = ChartRequest(
            .weekend, containing: day, filter: ChartFilter(nation: .korean, kind: .diversity, region: .busan))
        let endpoint = KOBISEndpoint.chart(request, key: "SECRET")
        #expect(endpoint.path == "boxoffice/searchWeeklyBoxOfficeList.json")
        #expect(
            endpoint.queryItems.map { "\($0.name)=\($0.value ?? "")" } == [
                "key=SECRET", "targetDt=20240105", "weekGb=1", "repNationCd=K", "multiMovieYn=Y",
                "wideAreaCd=0105011",
            ])
        #expect(!endpoint.description.contains("SECRET"))
    }

    @Test(arguments: [(ChartKind.weekly, "0"), (.weekend, "1"), (.weekdays, "2")])
    func eachWeeklyChartHasItsWeekGb(kind: ChartKind, weekGroup: String) {
        let endpoint = KOBISEndpoint.chart(ChartRequest(kind, containing: day), key: "k")
        #expect(endpoint.queryItems.first { $0.name == "weekGb" }?.value == weekGroup)
    }

    @Test func aDailyChartOfEveryFilmHasNoOtherParameters() {
        let endpoint = KOBISEndpoint.chart(.daily(day), key: "k")
        #expect(endpoint.path == "boxoffice/searchDailyBoxOfficeList.json")
        #expect(endpoint.queryItems.map(\.name) == ["key", "targetDt"])
    }

    @Test func aWeekendAnswerReadsWithItsWeekAndEveryFigure() throws {
        let request = ChartRequest(.weekend, containing: day)
        let chart = try KOBISResponseDecoder.chart(
            from: try Fixture.data("weekly-weekend.json"), request: request, source: .kobis)
        #expect(chart.period == request.period)
        #expect(chart.yearWeek == "202401")
        #expect(chart.entries.map(\.title) == ["주말 영화", "두 번째"])
        #expect(chart.entries[1].rankChange == .down(1))
        #expect(chart.entries[1].openDate == nil)
        #expect(
            chart.entries[1].changes
                == FigureChanges(audience: -47, audiencePercent: -32, sales: -470_000, salesPercent: -32))
    }

    @Test func aDailyAnswerIsNotAWeeklyOne() throws {
        #expect(throws: BoxOfficeFailure.self) {
            try KOBISResponseDecoder.chart(
                from: try Fixture.data("daily-new-entry.json"),
                request: ChartRequest(.weekly, containing: day),
                source: .kobis)
        }
    }
}
