import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

/// Finding the fault KOBIS sends with HTTP 200, in the same reading of the body that would
/// have given the data.
struct KOBISFaultTests {
    /// What the decoder reports for `body` read as the box office of 2024-01-05, the fixtures'
    /// day; `nil` when it reads.
    static func failure(in body: Data) -> BoxOfficeFailure? {
        do {
            _ = try KOBISResponseDecoder.chart(
                from: body, request: .daily(RepositoryHarness.date), source: .kobis)
            return nil
        } catch {
            return error
        }
    }

    @Test func faultCode320010IsAnInvalidKey() throws {
        #expect(Self.failure(in: try Fixture.data("fault-320010-invalid-key")) == .invalidAPIKey)
    }

    @Test func faultCode320011IsTheDailyQuotaUsedUp() throws {
        #expect(Self.failure(in: try Fixture.data("fault-320011-quota-exceeded")) == .quotaExceeded)
    }

    @Test func anyOtherFaultCodeKeepsKOBISsMessage() throws {
        let failure = Self.failure(in: try Fixture.data("fault-unknown-code"))
        #expect(failure == .apiFault(code: "320105", message: "국적구분 조건이 올바르지 않습니다.(F:외국영화, K:한국영화)"))
    }

    @Test func aFaultCodeSentAsANumberIsStillAFault() {
        let body = Data(#"{"faultInfo":{"message":"유효하지않은 키값입니다.","errorCode":320010}}"#.utf8)
        #expect(Self.failure(in: body) == .invalidAPIKey)
    }

    @Test func aFaultWinsOverDataInTheSameBody() throws {
        // Given a body that has both a fault and a box office
        var body = try Fixture.data("daily-new-entry")
        body.removeFirst()
        body = Data(#"{"faultInfo":{"message":"","errorCode":"320011"},"#.utf8) + body
        // Then the fault is what is reported
        #expect(Self.failure(in: body) == .quotaExceeded)
    }

    @Test func aFaultWithoutACodeIsNotAFault() {
        let body = Data(#"{"faultInfo":{"message":"?"}}"#.utf8)
        #expect(Self.failure(in: body) == .undecodableResponse(.missingField(path: "boxOfficeResult")))
    }

    @Test(arguments: ["daily-new-entry", "daily-empty-list"])
    func aBoxOfficeBodyIsNotAFault(fixture: String) throws {
        #expect(Self.failure(in: try Fixture.data(fixture)) == nil)
    }

    @Test func aBodyThatIsNotJSONIsUndecodableNotAFault() throws {
        let failure = Self.failure(in: try Fixture.data("not-json.html"))
        guard case .undecodableResponse(.notJSON(let start), .kobis) = failure else {
            Issue.record("not-json.html gave \(String(describing: failure))")
            return
        }
        #expect(start.hasPrefix("<html>"))
    }

    @Test func theDecoderReportsTheFaultRatherThanAnUnreadableBody() throws {
        // Given a fault body, which is not a box office either
        let body = try Fixture.data("fault-320011-quota-exceeded")
        // When it is decoded as a box office
        // Then the fault is what is reported
        #expect(throws: BoxOfficeFailure.quotaExceeded) {
            try KOBISResponseDecoder.chart(from: body, request: .daily(.earliest), source: .kobis)
        }
    }

    @Test func theMovieInfoDecoderReportsTheFaultToo() throws {
        let body = try Fixture.data("fault-320010-invalid-key")
        #expect(throws: BoxOfficeFailure.invalidAPIKey) {
            try KOBISResponseDecoder.movieDetail(from: body, code: "20990001", source: .kobis)
        }
    }
}

/// The one reading of KOBIS's text fields that both mappings share.
struct KOBISFieldTests {
    @Test func numbersAreReadWithSurroundingSpacesIgnored() throws {
        #expect(try KOBISField("audiCnt", " 64050 ", row: "1").integer() == 64_050)
        #expect(try KOBISField("salesShare", "12.5\n", row: "1").decimal() == 12.5)
        #expect(try KOBISField("showTm", " 96", row: "movieInfo").optionalInteger() == 96)
    }

    @Test func aBlankOptionalFieldIsAbsentButABlankRequiredOneIsAnError() throws {
        #expect(try KOBISField("prdtYear", "  ", row: "movieInfo").optionalInteger() == nil)
        #expect(try KOBISField("openDt", " ", row: "3").optionalDate(format: "yyyy-MM-dd") == nil)
        #expect(
            throws: KOBISDecodingError.unexpectedValue(
                field: "rank", value: " ", row: "3", expected: .wholeNumber)
        ) {
            try KOBISField("rank", " ", row: "3").integer()
        }
    }

    @Test func aFieldThatCannotBeReadIsNamedWithItsRowAndWhatWasExpected() {
        let share = KOBISDecodingError.unexpectedValue(
            field: "salesShare", value: "inf", row: "2", expected: .number)
        #expect(throws: share) { try KOBISField("salesShare", "inf", row: "2").decimal() }
        #expect(
            share.problem == .unexpectedValue(field: "salesShare", value: "inf", row: "2", expected: .number))
        let date = KOBISDecodingError.unexpectedValue(
            field: "openDt", value: "2024-13-01", row: "movieInfo", expected: .date(format: "yyyyMMdd"))
        #expect(throws: date) {
            try KOBISField("openDt", "2024-13-01", row: "movieInfo").optionalDate(format: "yyyyMMdd")
        }
    }

    @Test func bothDateSpellingsAreRead() throws {
        let expected = BoxOfficeDate(year: 2024, month: 1, day: 5)
        #expect(
            try KOBISField("openDt", "2024-01-05", row: "1").optionalDate(format: "yyyy-MM-dd") == expected)
        #expect(
            try KOBISField("openDt", "20240105", row: "movieInfo").optionalDate(format: "yyyyMMdd")
                == expected)
    }
}
