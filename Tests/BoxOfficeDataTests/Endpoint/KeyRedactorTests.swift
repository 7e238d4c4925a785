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

    @Test("the start of a secret cut off by a shortened quote is hidden")
    func cutSecret() {
        let text = "the body is not JSON (it starts with 'token \(secret.prefix(13))…')"
        let cleaned = redactor.redact(text, secret: secret)
        #expect(cleaned == "the body is not JSON (it starts with 'token ***…')")
        #expect(!cleaned.contains(String(secret.prefix(5))))
    }

    @Test("a shortened quote that is not the secret is left alone")
    func unrelatedCut() {
        let text = "it starts with 'hello wor…'"
        #expect(redactor.redact(text, secret: secret) == text)
    }
}
