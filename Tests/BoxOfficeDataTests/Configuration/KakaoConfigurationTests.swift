import BoxOfficeData
import BoxOfficeDomain
import Foundation
import Testing

/// Reading Kakao's settings from an environment given as a dictionary.
struct KakaoConfigurationTests {
    @Test func anEmptyEnvironmentGivesNoKeyAndKakaosServer() throws {
        let configuration = try KakaoConfiguration(environment: [:], requestTimeout: 3)
        #expect(configuration.apiKey == nil)
        #expect(configuration.baseURL == KakaoConfiguration.defaultBaseURL)
        #expect(configuration.requestTimeout == 3)
    }

    @Test func theKeyAndServerAreReadWithoutSurroundingSpaces() throws {
        let configuration = try KakaoConfiguration(
            environment: ["KAKAO_REST_API_KEY": " kakao-key\n", "KAKAO_BASE_URL": " http://127.0.0.1:9/ "],
            requestTimeout: 10)
        #expect(configuration.apiKey == "kakao-key")
        #expect(configuration.baseURL.absoluteString == "http://127.0.0.1:9/")
    }

    @Test func anUnusableBaseURLNamesKakaosVariableAndServer() {
        #expect(
            throws: ConfigurationProblem.invalidBaseURL(
                .kakaoBaseURL, value: "ftp://dapi.example", problem: .notHTTP,
                example: KakaoConfiguration.defaultBaseURL.absoluteString)
        ) {
            try KakaoConfiguration(environment: ["KAKAO_BASE_URL": "ftp://dapi.example"], requestTimeout: 10)
        }
    }

    @Test func theBaseURLProblemHidesAKey() {
        #expect(
            throws: ConfigurationProblem.invalidBaseURL(
                .kakaoBaseURL, value: "https://h?key=***", problem: .queryOrFragment,
                example: "https://dapi.kakao.com")
        ) {
            try KakaoConfiguration(
                environment: ["KAKAO_BASE_URL": "https://h?key=secret"], requestTimeout: 10)
        }
    }
}
