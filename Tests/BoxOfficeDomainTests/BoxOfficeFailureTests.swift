import BoxOfficeDomain
import Testing

/// The failures any HTTP service can cause carry that service (KOBIS unless told), and each
/// service names its own server setting.
struct BoxOfficeFailureTests {
    @Test func theServiceIsKOBISUnlessTold() {
        #expect(BoxOfficeFailure.httpStatus(500) == .httpStatus(500, service: .kobis))
        #expect(BoxOfficeFailure.timedOut(seconds: 1) == .timedOut(seconds: 1, service: .kobis))
        #expect(BoxOfficeFailure.unreachable("x") == .unreachable("x", service: .kobis))
        #expect(BoxOfficeFailure.undecodableResponse("x") == .undecodableResponse("x", service: .kobis))
        #expect(BoxOfficeFailure.unreachable("x") != .unreachable("x", service: .kakao))
    }

    @Test func eachServiceHasItsOwnServerSetting() {
        #expect(RemoteService.kobis.baseURLSetting == .kobisBaseURL)
        #expect(RemoteService.kakao.baseURLSetting == .kakaoBaseURL)
        #expect(RemoteService.posterImage.baseURLSetting == nil)
    }

    @Test func aConfigurationProblemNamesItsSetting() {
        #expect(ConfigurationProblem.invalidTimeout(value: "soon").setting == .requestTimeout)
        #expect(ConfigurationProblem.invalidMaxAge(.detailMaxAge, value: "-1").setting == .detailMaxAge)
        #expect(
            ConfigurationProblem.invalidBaseURL(
                .kakaoBaseURL, value: "x", problem: .notAURL, example: "https://k"
            )
            .setting == .kakaoBaseURL)
    }
}
