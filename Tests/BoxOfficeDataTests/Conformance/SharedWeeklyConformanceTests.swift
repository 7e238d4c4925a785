import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

/// The real weekend answer other people saved (`../shared/kobis-samples`, KOBIS's documentation
/// example) reads as that weekend's chart. Skipped, visibly, when the folder is not there.
@Suite(.enabled(if: SharedSamples.isAvailable, "../shared/kobis-samples not found beside the checkout"))
struct SharedWeeklyConformanceTests {
    private let file = "weekend-boxoffice-20111230-weekGb1.json"

    @Test func theDocumentedWeekendReadsAsItsTopTen() throws {
        let day = try BoxOfficeDate.parse("20120101")
        let request = ChartRequest(.weekend, containing: day)
        let chart = try KOBISResponseDecoder.chart(
            from: try SharedSamples.data(file), request: request, source: .kobis)
        #expect(chart.period.description == "2011-12-30~2012-01-01")
        #expect(chart.yearWeek == "201152")
        #expect(chart.entries.map(\.rank) == Array(1...10))
        #expect(chart.entries.allSatisfy { !$0.title.isEmpty && $0.audience > 0 && !$0.title.hasSuffix(" ") })
        // 라이온 킹 is NEW with rankInten "0"; the change values keep one decimal ("-47.0").
        #expect(chart.entries.contains { $0.title == "라이온 킹" && $0.rankChange == .new })
    }

    @Test func itsShowRangeIsThePeriodOurCalendarGives() throws {
        let dto = try KOBISResponseDecoder.response(
            WeeklyBoxOfficeResponseDTO.self, in: try SharedSamples.data(file))
        let weekend = ChartPeriod(.weekend, containing: try BoxOfficeDate.parse("20120101"))
        #expect(dto.boxOfficeResult.showRange == "\(weekend.first.compact)~\(weekend.last.compact)")
    }
}
