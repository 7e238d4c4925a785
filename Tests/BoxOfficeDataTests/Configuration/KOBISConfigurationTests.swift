import BoxOfficeData
import BoxOfficeDomain
import Foundation
import Testing

/// Reading the configuration from an environment given as a dictionary.
struct KOBISConfigurationTests {
    private let key = "0123456789abcdef0123456789abcdef"

    @Test func anEmptyEnvironmentGivesNoKeyKOBISsServerAndTenSeconds() throws {
        let configuration = try KOBISConfiguration(environment: [:])
        #expect(configuration.apiKey == nil)
        #expect(
            configuration.baseURL.absoluteString == "https://www.kobis.or.kr/kobisopenapi/webservice/rest")
        #expect(configuration.requestTimeout == 10)
    }

    @Test func theKeyIsReadWithoutSurroundingSpaces() throws {
        let configuration = try KOBISConfiguration(environment: ["KOBIS_API_KEY": " \(key)\n"])
        #expect(configuration.apiKey == key)
    }

    @Test(arguments: ["", " ", "\t\n"])
    func aBlankKeyIsNoKey(value: String) throws {
        #expect(try KOBISConfiguration(environment: ["KOBIS_API_KEY": value]).apiKey == nil)
    }

    @Test func aBaseURLWithAPathPrefixIsUsedAsItIs() throws {
        let configuration = try KOBISConfiguration(environment: [
            "KOBIS_BASE_URL": "http://127.0.0.1:8080/kobis"
        ])
        #expect(configuration.baseURL.absoluteString == "http://127.0.0.1:8080/kobis")
    }

    @Test func aBlankBaseURLMeansKOBISsServer() throws {
        #expect(
            try KOBISConfiguration(environment: ["KOBIS_BASE_URL": "  "]).baseURL
                == KOBISConfiguration.defaultBaseURL)
    }

    @Test(arguments: [
        "not a url", "ftp://example.com/rest", "http://", "/relative/path", "https://h/rest?key=1",
    ])
    func anUnusableBaseURLThrowsAndNamesTheSetting(value: String) {
        #expect {
            try KOBISConfiguration(environment: ["KOBIS_BASE_URL": value])
        } throws: { error in
            (error as? ConfigurationProblem)?.setting == .kobisBaseURL
        }
    }

    @Test func aBaseURLErrorSaysWhyAndGivesKOBISsServerAsTheExample() {
        #expect(
            throws: ConfigurationProblem.invalidBaseURL(
                .kobisBaseURL, value: "ftp://example.com/rest", problem: .notHTTP,
                example: "https://www.kobis.or.kr/kobisopenapi/webservice/rest")
        ) {
            try KOBISConfiguration(environment: ["KOBIS_BASE_URL": "ftp://example.com/rest"])
        }
    }

    @Test(arguments: [
        "ftp://user:secret@example.com/rest", "http://user:secret@", "https://user:secret@h/r?x=1",
    ])
    func aPasswordInTheBaseURLIsHiddenLikeTheKey(value: String) {
        // Given a base URL whose user part holds a password, unusable for another reason
        #expect {
            try KOBISConfiguration(environment: ["KOBIS_BASE_URL": value])
        } throws: { error in
            // Then the value the error quotes keeps the address but not the user or the password
            guard case .invalidBaseURL(_, let shown, _, _)? = error as? ConfigurationProblem else {
                return false
            }
            return shown == value.replacingOccurrences(of: "user:secret@", with: "***@")
        }
    }

    @Test(
        "a password that makes the base URL unusable (a slash in it, no // after the scheme) is hidden too",
        arguments: [
            ("http://user:p/ss@127.0.0.1:1/rest", "http://***@127.0.0.1:1/rest"),
            ("http:user:hunter2@127.0.0.1/x", "http:***@127.0.0.1/x"),
            ("user:pa ss@127.0.0.1", "user:***@127.0.0.1"),
        ])
    func aPasswordThatBreaksTheBaseURLIsHidden(value: String, shown: String) {
        #expect {
            try KOBISConfiguration(environment: ["KOBIS_BASE_URL": value])
        } throws: { error in
            guard case .invalidBaseURL(_, let quoted, _, _)? = error as? ConfigurationProblem else {
                return false
            }
            return quoted == shown
        }
    }

    @Test func aPasswordInAUsableBaseURLIsNotInTheSettingsDescription() throws {
        let configuration = try KOBISConfiguration(environment: [
            "KOBIS_BASE_URL": "http://user:secret@h:8080/rest"
        ])
        #expect(configuration.description == "no key, http://***@h:8080/rest, timeout 10.0 s")
    }

    @Test(arguments: ["2.5", " 30 ", "0.5"])
    func aPositiveTimeoutIsRead(value: String) throws {
        let configuration = try KOBISConfiguration(environment: ["KOBIS_TIMEOUT": value])
        #expect(configuration.requestTimeout == Double(value.trimmingCharacters(in: .whitespaces)))
    }

    @Test(arguments: ["0", "-1", "ten", "inf", "nan", "10s"])
    func aTimeoutThatIsNotAPositiveNumberThrows(value: String) {
        #expect(throws: ConfigurationProblem.invalidTimeout(value: value)) {
            try KOBISConfiguration(environment: ["KOBIS_TIMEOUT": value])
        }
    }

    @Test func aConfigurationErrorNeverShowsTheKey() {
        // Given a key and a bad timeout, and a base URL that carries the key by mistake
        let environment = [
            "KOBIS_API_KEY": key, "KOBIS_BASE_URL": "https://h/rest?key=\(key)", "KOBIS_TIMEOUT": "x",
        ]
        // When reading it fails
        #expect {
            try KOBISConfiguration(environment: environment)
        } throws: { error in
            // Then the problem names the setting but not the key
            let text = String(describing: error)
            return (error as? ConfigurationProblem)?.setting == .kobisBaseURL && !text.contains(key)
        }
    }

    @Test func aConfigurationDescribesItselfWithoutTheKey() throws {
        let configuration = try KOBISConfiguration(environment: ["KOBIS_API_KEY": key])
        #expect(configuration.description.contains("key set"))
        #expect(!String(describing: configuration).contains(key))
        #expect(!String(reflecting: configuration).contains(key))
    }
}
