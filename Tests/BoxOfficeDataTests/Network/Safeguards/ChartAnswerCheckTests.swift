import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeData

/// A chart answer is held against its question: the period asked, at most ten rows, ranks 1…n.
struct ChartAnswerCheckTests {
    /// A Sunday: its week is 2011-12-26~2012-01-01, its weekend 2011-12-30~2012-01-01.
    private let sunday = BoxOfficeDate(year: 2012, month: 1, day: 1) ?? .earliest

    /// A daily or weekly body with these ranks (one row each) and this `showRange`.
    private func body(weekly: Bool = false, showRange: String, ranks: [Int]) throws -> Data {
        let movies = ranks.indices.map {
            LoopbackBodies.RankedMovie(code: String(20_990_001 + $0), title: "영화 \($0)")
        }
        let daily = LoopbackBodies.dailyJSON(targetDt: "20120101", movies: movies)
        var object = try #require(try JSONSerialization.jsonObject(with: daily) as? [String: [String: Any]])
        var result = try #require(object["boxOfficeResult"])
        var rows = try #require(result["dailyBoxOfficeList"] as? [[String: String]])
        for index in rows.indices { rows[index]["rank"] = String(ranks[index]) }
        result["showRange"] = showRange
        if weekly {
            result["dailyBoxOfficeList"] = nil
            result["weeklyBoxOfficeList"] = rows
            result["yearWeekTime"] = "201152"
        } else {
            result["dailyBoxOfficeList"] = rows
        }
        object["boxOfficeResult"] = result
        return try JSONSerialization.data(withJSONObject: object)
    }

    private func chart(_ body: Data, _ request: ChartRequest) throws(BoxOfficeFailure) -> BoxOfficeChart {
        try KOBISResponseDecoder.chart(from: body, request: request, source: .kobis)
    }

    private func mismatch(_ body: Data, _ request: ChartRequest) -> ChartMismatch? {
        do {
            _ = try chart(body, request)
            return nil
        } catch {
            guard case .undecodableResponse(.otherChart(let mismatch), .kobis) = error else {
                Issue.record("not a mismatch: \(error)")
                return nil
            }
            return mismatch
        }
    }

    @Test func exactlyTenRowsRankedOneToTenAreTheDayAsked() throws {
        let chart = try chart(
            try body(showRange: "20120101~20120101", ranks: Array(1...10)), .daily(sunday))
        #expect(chart.entries.map(\.rank) == Array(1...10))
        #expect(chart.period == .day(sunday))
    }

    @Test func elevenRowsAreMoreThanKOBISSends() throws {
        let eleven = try body(showRange: "20120101~20120101", ranks: Array(1...11))
        #expect(mismatch(eleven, .daily(sunday)) == .tooManyRows(count: 11, limit: 10))
    }

    @Test func fiftyRowsAreRefusedBeforeAnyIsRead() throws {
        let fifty = try body(showRange: "20120101~20120101", ranks: Array(1...50))
        #expect(mismatch(fifty, .daily(sunday)) == .tooManyRows(count: 50, limit: 10))
    }

    @Test func anEmptyListOfTheDayAskedIsAnEmptyChart() throws {
        let chart = try chart(try body(showRange: "20120101~20120101", ranks: []), .daily(sunday))
        #expect(chart.entries.isEmpty)
    }

    @Test(arguments: [[1], [1, 2, 3]])
    func ranksOneToNInOrderAreKept(ranks: [Int]) throws {
        let chart = try chart(try body(showRange: "20120101~20120101", ranks: ranks), .daily(sunday))
        #expect(chart.entries.map(\.rank) == ranks)
    }

    @Test(arguments: [[1, 2, 4], [1, 2, 2], [2, 1, 3], [0, 1, 2], [2], [1, 2, 3, 4, 5, 6, 7, 8, 9, 11]])
    func ranksThatAreNotOneToNInOrderAreRefused(ranks: [Int]) throws {
        let answer = try body(showRange: "20120101~20120101", ranks: ranks)
        #expect(mismatch(answer, .daily(sunday)) == .ranks(ranks))
    }

    @Test(arguments: [
        "20111231~20111231", "20120102~20120102", "20120101~20120102", "20111231~20120101",
        "2012-01-01~2012-01-01", "20120101", "", " 20120101~20120101", "20120101~20120101 ",
    ])
    func aDailyShowRangeThatIsNotExactlyTheDayIsRefused(showRange: String) throws {
        let answer = try body(showRange: showRange, ranks: [1, 2])
        #expect(mismatch(answer, .daily(sunday)) == .period(asked: .day(sunday), answered: showRange))
    }

    @Test(arguments: [
        (ChartKind.weekly, "20111226~20120101"), (.weekend, "20111230~20120101"),
        (.weekdays, "20111226~20111229"),
    ])
    func eachWeeklyChartReadsWithItsOwnPartOfTheWeek(kind: ChartKind, showRange: String) throws {
        let request = ChartRequest(kind, containing: sunday)
        let chart = try chart(try body(weekly: true, showRange: showRange, ranks: [1, 2]), request)
        #expect(chart.period == request.period)
        #expect(chart.yearWeek == "201152")
    }

    @Test(arguments: [
        (ChartKind.weekly, "20111230~20120101"), (.weekly, "20111226~20111229"),
        (.weekend, "20111226~20120101"),
        (.weekend, "20111231~20120101"), (.weekend, "20111229~20120101"), (.weekdays, "20111226~20120101"),
        (.weekend, "20120106~20120108"), (.weekly, "20111219~20111225"),
    ])
    func anotherPartOfTheWeekOrAnotherWeekIsRefused(kind: ChartKind, showRange: String) throws {
        let request = ChartRequest(kind, containing: sunday)
        let answer = try body(weekly: true, showRange: showRange, ranks: [1, 2])
        #expect(mismatch(answer, request) == .period(asked: request.period, answered: showRange))
    }

    @Test func aLongShowRangeIsQuotedCutShort() throws {
        let answer = try body(showRange: String(repeating: "9", count: 100), ranks: [1])
        #expect(
            mismatch(answer, .daily(sunday))
                == .period(asked: .day(sunday), answered: String(repeating: "9", count: 24) + "…"))
    }
}

/// Every real answer other people saved passes the check against the question it answered.
/// Skipped, visibly, when `../shared/kobis-samples` is not beside the checkout.
@Suite(.enabled(if: SharedSamples.isAvailable, "../shared/kobis-samples not found beside the checkout"))
struct SharedSamplesPassTheAnswerCheckTests {
    @Test(arguments: SharedSamples.dailyResponses)
    func aRealDailyAnswerIsTheDayItNames(file: String) throws {
        let digits = file.dropFirst("daily-boxoffice-".count).prefix(8)
        let day = try BoxOfficeDate.parse(String(digits))
        let chart = try KOBISResponseDecoder.chart(
            from: try SharedSamples.data(file), request: .daily(day), source: .kobis)
        #expect(chart.entries.map(\.rank) == Array(1...10))
    }

    @Test func theRealWeekendAnswerIsItsWeekendAndNoOtherPartOfTheWeek() throws {
        let body = try SharedSamples.data("weekend-boxoffice-20111230-weekGb1.json")
        let sunday = try BoxOfficeDate.parse("20120101")
        let weekend = try KOBISResponseDecoder.chart(
            from: body, request: ChartRequest(.weekend, containing: sunday), source: .kobis)
        #expect(weekend.entries.count == 10)
        for kind in [ChartKind.weekly, .weekdays] {
            #expect(throws: BoxOfficeFailure.self) {
                try KOBISResponseDecoder.chart(
                    from: body, request: ChartRequest(kind, containing: sunday), source: .kobis)
            }
        }
    }
}
