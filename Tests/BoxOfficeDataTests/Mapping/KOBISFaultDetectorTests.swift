import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

/// Finding the fault KOBIS sends with HTTP 200, before anything reads the body as data.
struct KOBISFaultDetectorTests {
    @Test func faultCode320010IsAnInvalidKey() throws {
        #expect(
            KOBISFaultDetector.failure(in: try Fixture.data("fault-320010-invalid-key")) == .invalidAPIKey)
    }

    @Test func faultCode320011IsTheDailyQuotaUsedUp() throws {
        #expect(
            KOBISFaultDetector.failure(in: try Fixture.data("fault-320011-quota-exceeded")) == .quotaExceeded)
    }

    @Test func anyOtherFaultCodeKeepsKOBISsMessage() throws {
        let failure = KOBISFaultDetector.failure(in: try Fixture.data("fault-unknown-code"))
        #expect(failure == .apiFault(code: "320105", message: "국적구분 조건이 올바르지 않습니다.(F:외국영화, K:한국영화)"))
    }

    @Test func aFaultCodeSentAsANumberIsStillAFault() {
        let body = Data(#"{"faultInfo":{"message":"유효하지않은 키값입니다.","errorCode":320010}}"#.utf8)
        #expect(KOBISFaultDetector.failure(in: body) == .invalidAPIKey)
    }

    @Test(arguments: ["daily-new-entry", "daily-empty-list", "not-json.html"])
    func aBodyThatIsNotAFaultHasNone(fixture: String) throws {
        #expect(KOBISFaultDetector.failure(in: try Fixture.data(fixture)) == nil)
    }

    @Test func theDecoderReportsTheFaultRatherThanAnUnreadableBody() throws {
        // Given a fault body, which is not a box office either
        let body = try Fixture.data("fault-320011-quota-exceeded")
        // When it is decoded as a box office
        // Then the fault is what is reported
        #expect(throws: BoxOfficeFailure.quotaExceeded) {
            try KOBISResponseDecoder.dailyBoxOffice(from: body, date: .earliest, source: .kobis)
        }
    }
}
