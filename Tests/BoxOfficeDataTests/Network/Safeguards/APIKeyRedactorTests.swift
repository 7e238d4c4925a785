import BoxOfficeData
import BoxOfficeDomain
import Testing

/// The API keys of an environment hidden in any text, and never echoed by a configuration problem.
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

    @Test func aOneCharacterKeyIsHiddenOnlyAsAWordOfItsOwn() {
        let redactor = APIKeyRedactor(environment: ["KOBIS_API_KEY": "k"])
        #expect(redactor.redact("could not keep it") == "could not keep it")
        #expect(redactor.redact("the key k was refused (k)") == "the key *** was refused (***)")
        #expect(redactor.redact("?key=k&x=1") == "?key=***&x=1")
    }

    @Test func aShortKeyInsideAWordIsLeftAndAloneIsHidden() {
        let redactor = APIKeyRedactor(secrets: ["abc1234"])
        #expect(redactor.redact("xabc1234 abc1234y abc1234") == "xabc1234 abc1234y ***")
        #expect(redactor.redact("body: abc1…") == "body: ***…")
    }

    @Test func aRealLengthKeyIsHiddenEvenInsideAWord() {
        let key = "0123456789abcdef0123456789abcdef"
        let redactor = APIKeyRedactor(environment: ["KOBIS_API_KEY": key])
        #expect(redactor.redact("x\(key)y and \(key)") == "x***y and ***")
        #expect(redactor.redact("could not keep it") == "could not keep it")
        #expect(redactor.redact("cut: \(key.prefix(10))…") == "cut: ***…")
    }

    /// The problem `read` throws for `environment` with `variable` set to `value`, or `nil` when it
    /// throws none.
    func problem(
        _ variable: String, _ value: String,
        _ read: ([String: String]) throws -> Void
    ) -> ConfigurationProblem? {
        var environment = self.environment
        environment[variable] = value
        do {
            try read(environment)
            return nil
        } catch {
            return error as? ConfigurationProblem
        }
    }

    @Test(arguments: [
        ("KOBIS_BASE_URL", ConfigurationProblem.Setting.kobisBaseURL), ("KOBIS_TIMEOUT", .requestTimeout),
    ])
    func aKOBISKeyInAnotherKOBISVariableIsNotEchoed(variable: String, setting: ConfigurationProblem.Setting)
        throws
    {
        let problem = try #require(
            problem(variable, kobisKey) { _ = try KOBISConfiguration(environment: $0) })
        #expect(!String(describing: problem).contains(kobisKey), "\(problem)")
        #expect(problem.setting == setting && problem.value == "***", "\(problem)")
    }

    @Test func aKakaoKeyInKakaosBaseURLIsNotEchoed() throws {
        let problem = try #require(
            problem("KAKAO_BASE_URL", kakaoKey) {
                _ = try KakaoConfiguration(environment: $0, requestTimeout: 10)
            })
        #expect(!String(describing: problem).contains(kakaoKey), "\(problem)")
        #expect(problem.setting == .kakaoBaseURL && problem.value == "***", "\(problem)")
    }

    @Test func aKeyInAMaxAgeIsNotEchoed() throws {
        let problem = try #require(
            problem("BOXOFFICE_YESTERDAY_MAX_AGE", kobisKey) { _ = try CachePolicy(environment: $0) })
        #expect(problem == .invalidMaxAge(.recentDayMaxAge, value: "***"))
    }
}
