import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

@Suite("KeyRedactor")
struct KeyRedactorTests {
    let redactor = KeyRedactor(parameter: "key")
    let secret = "0123456789abcdef0123456789abcdef"

    @Test("a whole secret and key= values are hidden")
    func wholeSecret() {
        let text = "GET /x?key=zzz&targetDt=1 answered \(secret)"
        #expect(redactor.redact(text, secret: secret) == "GET /x?key=***&targetDt=1 answered ***")
    }

    @Test(
        "a user and password before an address's host are hidden, an @ elsewhere is left",
        arguments: [
            ("http://user:secret@h:8080/rest?key=k", "http://***@h:8080/rest?key=***"),
            ("see https://a:b@c@h/p and http://h/x@y", "see https://***@h/p and http://h/x@y"),
            ("mail me@example.com", "mail me@example.com"),
        ])
    func userInfo(text: String, expected: String) {
        #expect(redactor.redact(text) == expected)
    }

    @Test("the start of a secret cut off by a shortened quote is hidden")
    func cutSecret() {
        let text = "the body is not JSON (it starts with 'token \(secret.prefix(13))…')"
        let cleaned = redactor.redact(text, secret: secret)
        #expect(cleaned == "the body is not JSON (it starts with 'token ***…')")
        #expect(!cleaned.contains(String(secret.prefix(5))))
    }

    @Test("a body loses the secret before it is decoded; a secret too short to be a key is left")
    func body() {
        let body = Data("{\"title\":\"\(secret)\"}".utf8)
        #expect(KeyRedactor.removing(secret, from: body) == Data("{\"title\":\"***\"}".utf8))
        #expect(KeyRedactor.removing("title", from: body) == body)
    }

    @Test("a secret is found at either end of a body, twice, or as the whole; a part of it is left")
    func bodyEdges() {
        let star = "***"
        let cases: [(body: String, cleaned: String)] = [
            (secret, star), (secret + "}", star + "}"), ("{" + secret, "{" + star),
            (secret + secret, star + star), ("a" + secret + "b" + secret, "a" + star + "b" + star),
            (String(secret.dropLast()), String(secret.dropLast())),
            ("{" + secret.dropFirst(), "{" + secret.dropFirst()),
            ("", ""),
        ]
        for (body, cleaned) in cases {
            #expect(KeyRedactor.removing(secret, from: Data(body.utf8)) == Data(cleaned.utf8), "\(body)")
        }
    }

    @Test(
        "a secret with some or all of its characters written as JSON escapes is found; another escape is left"
    )
    func escapedSecret() throws {
        func escaped(_ text: Substring, upper: Bool = false) -> String {
            text.unicodeScalars.map { String(format: upper ? "\\u%04X" : "\\u%04x", $0.value) }.joined()
        }
        let star = "***"
        let cases: [(body: String, cleaned: String)] = [
            ("{\"t\":\"" + escaped(secret[...]) + "\"}", "{\"t\":\"" + star + "\"}"),
            ("\"" + escaped(secret.prefix(1)) + secret.dropFirst() + "\"", "\"" + star + "\""),
            ("\"" + secret.dropLast() + escaped(secret.suffix(1), upper: true) + "\"", "\"" + star + "\""),
            (
                "\"" + escaped(secret.prefix(1)) + secret.dropFirst().dropLast() + "\\u0000\"",
                "\"" + escaped(secret.prefix(1)) + secret.dropFirst().dropLast() + "\\u0000\""
            ),
            ("\\n\\/\\u00e9", "\\n\\/\\u00e9"),
        ]
        for (body, cleaned) in cases {
            #expect(KeyRedactor.removing(secret, from: Data(body.utf8)) == Data(cleaned.utf8), "\(body)")
        }
        // As JSON decoding reads it: a `/` may come as `\/`, a character past U+FFFF as two escapes.
        let slashed = "abcd/efgh/😀ij"
        let body = #"["abcd\/efgh\/\ud83d\ude00ij", "abcd/efgh/\uD83D\uDE00ij"]"#
        #expect(KeyRedactor.removing(slashed, from: Data(body.utf8)) == Data(#"["***", "***"]"#.utf8))
    }

    /// A start that does not hold the secret moves the scan on one byte, not past the secret's length.
    @Test(
        "a secret right after its own first bytes is found",
        arguments: ["0", "01234", "0123456789abcdef012345678"])
    func secretAfterAFalseStart(falseStart: String) {
        let body = Data((falseStart + secret).utf8)
        #expect(KeyRedactor.removing(secret, from: body) == Data((falseStart + "***").utf8))
    }

    @Test("a shortened quote that is not the secret is left alone")
    func unrelatedCut() {
        let text = "it starts with 'hello wor…'"
        #expect(redactor.redact(text, secret: secret) == text)
    }
}

/// Every text a typed reason holds loses the key before the failure leaves a repository.
struct FailureRedactionTests {
    private static let secret = "0123456789abcdef0123456789abcdef"

    private static let reasons: [BoxOfficeFailure] = [
        .unreachable(.refused(server: "h?key=\(secret)")),
        .unreachable(.hostNotFound(server: secret)),
        .unreachable(.connectionLost(server: secret), service: .kakao),
        .unreachable(.insecureConnection(server: secret)),
        .unreachable(.unusableAddress(server: secret)),
        .unreachable(.tooManyRedirects(server: secret)),
        .unreachable(.redirectRefused(to: secret, .keyWouldLeaveItsServer)),
        .unreachable(.otherError(code: -1, server: secret)),
        .unreachable(.requestFailed(errorType: secret)),
        .unreachable(.text("GET http://h/x?key=\(secret) failed")),
        .undecodableResponse(.brokenHTTPAnswer(server: secret)),
        .undecodableResponse(.notJSON(startingWith: "token \(secret.prefix(13))…")),
        .undecodableResponse(.missingField(path: secret)),
        .undecodableResponse(.wrongType(path: secret)),
        .undecodableResponse(.unexpectedValue(field: "f", value: secret, row: "1", expected: .number)),
        .undecodableResponse(.text("key=\(secret)"), service: .posterImage),
    ]

    @Test(arguments: reasons)
    func noTypedReasonKeepsTheKey(failure: BoxOfficeFailure) {
        let redacted = failure.redacting(Self.secret)
        #expect(redacted != failure)
        #expect(!String(describing: redacted).contains(Self.secret))
        #expect(!String(describing: redacted).contains(Self.secret.prefix(13)))
    }

    @Test(arguments: [
        BoxOfficeFailure.unreachable(.offline), .unreachable(.notHTTPAddress, service: .posterImage),
        .unreachable(.unusableBaseURL, service: .kakao),
        .undecodableResponse(.emptyBody), .undecodableResponse(.notHTTPResponse),
        .undecodableResponse(.notImageSearchAnswer, service: .kakao),
        .answerExceeded(.size(bytes: 8 * 1_048_576), service: .posterImage),
        .answerExceeded(.time(seconds: 5, receivedBytes: 12)),
    ])
    func aReasonWithoutOutsideTextIsKept(failure: BoxOfficeFailure) {
        #expect(failure.redacting(Self.secret) == failure)
    }
}
