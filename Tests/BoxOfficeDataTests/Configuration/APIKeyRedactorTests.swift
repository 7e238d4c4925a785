import BoxOfficeData
import Testing

/// The API keys of an environment hidden in any text, and never echoed by a configuration error.
struct APIKeyRedactorTests {
    let kobisKey = "SECRETKEY123456"
    let kakaoKey = "KAKAOSECRET98765"

    var environment: [String: String] {
        ["KOBIS_API_KEY": " \(kobisKey)\n", "KAKAO_REST_API_KEY": kakaoKey, "KOBIS_TIMEOUT": "10"]
    }

    @Test func bothKeysAndAnyKeyParameterAreHidden() {
        let redactor = APIKeyRedactor(environment: environment)
        #expect(
            redactor.redact("a \(kobisKey) b \(kakaoKey) c ?key=other d")
                == "a *** b *** c ?key=*** d")
        #expect(redactor.redact("quoted body: \(kobisKey.prefix(8))…") == "quoted body: ***…")
        #expect(redactor.redact("nothing secret") == "nothing secret")
    }

    @Test func blankOrMissingKeysHideNothing() {
        let redactor = APIKeyRedactor(environment: ["KOBIS_API_KEY": "  ", "OTHER": "x"])
        #expect(redactor.secrets.isEmpty)
        #expect(redactor.redact("  x  ") == "  x  ")
    }

    @Test func aLongerKeyContainingAShorterOneIsHiddenWhole() {
        let redactor = APIKeyRedactor(secrets: ["abcd", "abcdefgh", ""])
        #expect(redactor.secrets == ["abcdefgh", "abcd"])
        #expect(redactor.redact("abcdefgh abcd") == "*** ***")
    }

    /// The message of the configuration error `read` throws for `environment` with `variable`
    /// set to `value`, or `nil` when it throws none.
    func message(
        _ variable: String, _ value: String,
        _ read: ([String: String]) throws -> Void
    ) -> String? {
        var environment = self.environment
        environment[variable] = value
        do {
            try read(environment)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    @Test(arguments: ["KOBIS_BASE_URL", "KOBIS_TIMEOUT"])
    func aKOBISKeyInAnotherKOBISVariableIsNotEchoed(variable: String) throws {
        let text = try #require(message(variable, kobisKey) { _ = try KOBISConfiguration(environment: $0) })
        #expect(!text.contains(kobisKey), "\(text)")
        #expect(text.hasPrefix("\(variable) '***' "), "\(text)")
    }

    @Test func aKakaoKeyInKakaosBaseURLIsNotEchoed() throws {
        let text = try #require(
            message("KAKAO_BASE_URL", kakaoKey) {
                _ = try KakaoConfiguration(environment: $0, requestTimeout: 10)
            })
        #expect(!text.contains(kakaoKey), "\(text)")
        #expect(text.hasPrefix("KAKAO_BASE_URL '***' cannot be used"), "\(text)")
    }

    @Test func aKeyInAMaxAgeIsNotEchoed() throws {
        let text = try #require(
            message("BOXOFFICE_YESTERDAY_MAX_AGE", kobisKey) { _ = try CachePolicy(environment: $0) })
        #expect(text.hasPrefix("BOXOFFICE_YESTERDAY_MAX_AGE '***' is not a number"), "\(text)")
    }
}
