import BoxOfficeData
import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

/// Every real KOBIS answer other people saved (`../shared/kobis-samples`) reads as expected.
///
/// Skipped, visibly, when the folder is not beside the checkout.
@Suite(.enabled(if: SharedSamples.isAvailable, "../shared/kobis-samples not found beside the checkout"))
struct SharedSampleConformanceTests {
    /// `daily-boxoffice-20220105.json` → 2022-01-05.
    private func date(in file: String) throws -> BoxOfficeDate {
        let digits = file.split(separator: "/").last?.dropFirst("daily-boxoffice-".count).prefix(8) ?? ""
        return try BoxOfficeDate.parse(String(digits))
    }

    private func decode(_ file: String) throws -> BoxOfficeChart {
        try KOBISResponseDecoder.chart(
            from: SharedSamples.data(file), request: .daily(date(in: file)), source: .kobis)
    }

    @Test func theFolderHoldsRealDailyAnswers() {
        #expect(SharedSamples.dailyResponses.count >= 6)
    }

    @Test(arguments: SharedSamples.dailyResponses)
    func aRealDailyAnswerReadsAsATopTen(file: String) throws {
        let boxOffice = try decode(file)
        #expect(boxOffice.entries.map(\.rank) == Array(1...10))
        #expect(boxOffice.entries.allSatisfy { !$0.title.isEmpty && $0.audience > 0 })
    }

    @Test(arguments: SharedSamples.dailyResponses)
    func aRealDailyAnswerIsForTheDayInItsShowRange(file: String) throws {
        let dto = try KOBISResponseDecoder.decode(
            DailyBoxOfficeResponseDTO.self, from: SharedSamples.data(file))
        let day = try date(in: file).compact
        #expect(dto.boxOfficeResult.showRange == "\(day)~\(day)")
    }

    @Test(arguments: DemoBoxOfficeRepository().availableDates ?? [])
    func theDemoDataHasTheSamplesFiguresExactly(date: BoxOfficeDate) async throws {
        let sample = try decode("daily-boxoffice-\(date.compact).json")
        let demo = try await DemoBoxOfficeRepository().dailyBoxOffice(for: date, refresh: false)
        #expect(demo.entries == sample.entries)
    }

    @Test func theSampleWithoutABoxofficeTypeKeyFails() throws {
        let file = "modified/daily-boxoffice-20220105-missing-boxofficeType-key.json"
        #expect(
            throws: BoxOfficeFailure.undecodableResponse(
                .missingField(path: "boxOfficeResult.boxofficeType"))
        ) {
            try decode(file)
        }
    }

    @Test func theSampleWithTwentyOneRowsIsMoreThanKOBISSends() throws {
        #expect(throws: BoxOfficeFailure.undecodableResponse(.otherChart(.tooManyRows(count: 21, limit: 10))))
        {
            try decode("modified/daily-boxoffice-20120101-21-entries-duplicated.json")
        }
    }

    @Test func theSampleWithALongTitleReads() throws {
        let boxOffice = try decode("modified/daily-boxoffice-20220105-long-title.json")
        #expect(boxOffice.entries.first?.title.hasPrefix("경관의 피") == true)
    }

    @Test func everyModifiedDailySampleWasLookedAt() {
        #expect(
            SharedSamples.modifiedDailyResponses == [
                "modified/daily-boxoffice-20120101-21-entries-duplicated.json",
                "modified/daily-boxoffice-20220105-long-title.json",
                "modified/daily-boxoffice-20220105-missing-boxofficeType-key.json",
            ])
    }

    @Test(arguments: SharedSamples.faults)
    func aQuotedFaultIsDetected(file: String) throws {
        let failure = KOBISFaultTests.failure(in: try SharedSamples.data(file))
        switch failure {
        case .invalidAPIKey: #expect(file.contains("320010"))
        case .quotaExceeded: #expect(file.contains("320011"))
        case .apiFault(let code, let message):
            #expect(file.contains(code))
            #expect(!message.isEmpty)
        default: Issue.record("\(file) gave \(String(describing: failure))")
        }
    }

    @Test func theFourQuotedFaultsAreThere() {
        #expect(SharedSamples.faults.count == 4)
    }
}
