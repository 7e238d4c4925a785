import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeData

/// A chart answer is checked for sense: audiences and sales negative or past any real count, a total
/// below its day, one movie twice are a response problem of KOBIS's, never a chart.
struct ChartAnswerSenseTests {
    private let day = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest

    /// KOBIS's answer for the day, ten films, with `edit` made to its rows.
    private func answer(_ edit: (inout [[String: String]]) -> Void) throws -> Data {
        let daily = LoopbackBodies.dailyJSON(targetDt: "20220105")
        var object = try #require(try JSONSerialization.jsonObject(with: daily) as? [String: [String: Any]])
        var result = try #require(object["boxOfficeResult"])
        var rows = try #require(result["dailyBoxOfficeList"] as? [[String: String]])
        edit(&rows)
        result["dailyBoxOfficeList"] = rows
        object["boxOfficeResult"] = result
        return try JSONSerialization.data(withJSONObject: object)
    }

    /// What the answer is taken for: `nil` for a chart, else the senseless figure.
    private func senseless(_ body: Data) -> SenselessFigure? {
        do {
            _ = try KOBISResponseDecoder.chart(from: body, request: .daily(day), source: .kobis)
            return nil
        } catch {
            guard case .undecodableResponse(.senseless(let figure), .kobis) = error else {
                Issue.record("not a senseless figure: \(error)")
                return nil
            }
            return figure
        }
    }

    @Test func aDaysAudienceOfKoreasWholePopulationIsAChartAndOneMoreIsNot() throws {
        let limit = SenselessFigure.mostAudienceInADay
        let atLimit = try answer { rows in
            rows[0]["audiCnt"] = String(limit)
            rows[0]["audiAcc"] = String(limit)
        }
        #expect(senseless(atLimit) == nil)
        let pastIt = try answer { rows in
            rows[0]["audiCnt"] = String(limit + 1)
            rows[0]["audiAcc"] = String(limit + 1)
        }
        #expect(
            senseless(pastIt) == .pastAnyRealCount(field: "audiCnt", row: 1, value: limit + 1, limit: limit))
    }

    @Test func aSalesShareOf100PercentIsAChartAndOnePastItOrBelowZeroIsNot() throws {
        #expect(senseless(try answer { rows in rows[0]["salesShare"] = "100" }) == nil)
        #expect(senseless(try answer { rows in rows[0]["salesShare"] = "0" }) == nil)
        #expect(
            senseless(try answer { rows in rows[2]["salesShare"] = "500.5" })
                == .shareOutOfRange(field: "salesShare", row: 3, value: 500.5))
        #expect(
            senseless(try answer { rows in rows[0]["salesShare"] = "-0.1" })
                == .shareOutOfRange(field: "salesShare", row: 1, value: -0.1))
    }

    @Test func anAudienceOfTheLargestIntegerIsPastAnyRealCount() throws {
        let huge = try answer { rows in
            rows[1]["audiCnt"] = String(Int.max)
            rows[1]["audiAcc"] = String(Int.max)
        }
        #expect(
            senseless(huge)
                == .pastAnyRealCount(
                    field: "audiCnt", row: 2, value: Int.max, limit: SenselessFigure.mostAudienceInADay))
    }

    @Test func aNegativeAudienceOrSalesIsNoRealCountButANegativeChangeIs() throws {
        #expect(
            senseless(try answer { $0[2]["audiCnt"] = "-1" })
                == .negative(field: "audiCnt", row: 3, value: -1))
        #expect(
            senseless(try answer { $0[0]["salesAcc"] = "-5" })
                == .negative(field: "salesAcc", row: 1, value: -5))
        #expect(senseless(try answer { $0[0]["audiInten"] = "-5000" }) == nil)
        #expect(senseless(try answer { $0[0]["audiCnt"] = "0" }) == nil)
    }

    @Test func aTotalBelowItsDayIsSenseless() throws {
        let below = try answer { rows in
            rows[0]["audiCnt"] = "1000"
            rows[0]["audiAcc"] = "999"
        }
        #expect(senseless(below) == .totalBelowDay(total: "audiAcc", day: "audiCnt", row: 1))
        let equal = try answer { rows in
            rows[0]["audiCnt"] = "1000"
            rows[0]["audiAcc"] = "1000"
        }
        #expect(senseless(equal) == nil, "an opening day's total is its day")
        let sales = try answer { rows in
            rows[4]["salesAmt"] = "2000"
            rows[4]["salesAcc"] = "1999"
        }
        #expect(senseless(sales) == .totalBelowDay(total: "salesAcc", day: "salesAmt", row: 5))
    }

    @Test func aMovieCodeOfOneToTwentyCharactersIsAChartAndAnEmptyOrLongerOneIsNot() throws {
        let limit = SenselessFigure.longestMovieCode
        let atLimit = try answer { rows in rows[2]["movieCd"] = String(repeating: "7", count: limit) }
        #expect(senseless(atLimit) == nil)
        let onePast = try answer { rows in rows[2]["movieCd"] = String(repeating: "7", count: limit + 1) }
        #expect(senseless(onePast) == .movieCodeUnusable(row: 3, length: limit + 1))
        let empty = try answer { rows in rows[4]["movieCd"] = "" }
        #expect(senseless(empty) == .movieCodeUnusable(row: 5, length: 0))
        // KOBIS's spaces around a code are trimmed first: a blank code is an empty one.
        let blank = try answer { rows in rows[4]["movieCd"] = "  " }
        #expect(senseless(blank) == .movieCodeUnusable(row: 5, length: 0))
    }

    @Test func theSameMovieOnTwoRowsIsSenseless() throws {
        let twice = try answer { rows in rows[1]["movieCd"] = rows[0]["movieCd"] }
        #expect(senseless(twice) == .movieTwice(code: "20990001", rows: [1, 2]))
    }
}

extension ChartAnswerSenseTests {
    /// Each figure's limit, and the figure that must be at least it (a total at least its day's).
    private static let limits: [String: (limit: Int, total: String?)] = [
        "audiCnt": (SenselessFigure.mostAudienceInADay, "audiAcc"),
        "audiAcc": (SenselessFigure.mostAudienceInTotal, nil),
        "salesAmt": (SenselessFigure.mostSalesInADay, "salesAcc"),
        "salesAcc": (SenselessFigure.mostSalesInTotal, nil),
    ]

    @Test(arguments: ["audiCnt", "audiAcc", "salesAmt", "salesAcc"])
    func eachFigureIsAChartAtItsOwnLimitAndNotOnePastIt(field: String) throws {
        let (limit, total) = try #require(Self.limits[field])
        func figure(_ value: Int) throws -> Data {
            try answer { rows in
                rows[2][field] = String(value)
                if let total { rows[2][total] = String(value) }
            }
        }
        #expect(senseless(try figure(limit)) == nil)
        #expect(
            senseless(try figure(limit + 1))
                == .pastAnyRealCount(field: field, row: 3, value: limit + 1, limit: limit))
    }

    @Test(arguments: ["scrnCnt", "showCnt"])
    func negativeScreensOrShowsAreNoRealCountButNoneAreACount(field: String) throws {
        #expect(senseless(try answer { $0[3][field] = "-1" }) == .negative(field: field, row: 4, value: -1))
        #expect(senseless(try answer { $0[3][field] = "0" }) == nil)
    }

    @Test func ofTwoMoviesEachOnTwoRowsTheOneFirstInTheChartIsSaid() throws {
        let twice = try answer { rows in
            rows[6]["movieCd"] = rows[5]["movieCd"]
            rows[2]["movieCd"] = rows[0]["movieCd"]
        }
        #expect(senseless(twice) == .movieTwice(code: "20990001", rows: [1, 3]))
    }
}
