/// Why a service's answer could not be read: the reason of
/// ``BoxOfficeFailure/undecodableResponse(_:service:)``.
///
/// Each case is one of our own explanations, so Presentation can word it in any language. The
/// texts a case holds (a body's start, a field's path or value) are short excerpts, never the
/// whole body. Only ``text(_:)`` holds words that are not ours.
public enum ResponseProblem: Hashable, Sendable, ExpressibleByStringLiteral {
    /// What a field's value must be.
    public enum Expected: Hashable, Sendable {
        /// A whole number, e.g. `1234`.
        case wholeNumber
        /// A finite number, e.g. `12.5`.
        case number
        /// A day written as `format`, e.g. `yyyyMMdd`.
        case date(format: String)
        /// One of the listed markers, e.g. `OLD` or `NEW`.
        case oneOf([String])
    }

    /// The answer is not an HTTP response.
    case notHTTPResponse
    /// The server sent a broken HTTP answer; `server` is `host:port`, or `nil` without a host.
    case brokenHTTPAnswer(server: String?)
    /// The body is empty.
    case emptyBody
    /// The body is not JSON; its start (cut short) shows what came instead.
    case notJSON(startingWith: String)
    /// A required key is absent, e.g. `boxOfficeResult.boxofficeType`.
    case missingField(path: String)
    /// A key holds the wrong kind of value (a number where text was expected, …).
    case wrongType(path: String)
    /// A field of a row holds `value` (cut short), which is not what it must be.
    case unexpectedValue(field: String, value: String, row: String, expected: Expected)
    /// The body is not an image search answer.
    case notImageSearchAnswer
    /// The body is a chart, but not the chart asked for.
    case otherChart(ChartMismatch)
    /// A reason only the system (or a test) can put in words.
    case text(String)

    /// A literal is a ``text(_:)`` reason.
    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// The same reason with `transform` applied to every text it holds (excerpts, paths,
    /// values), e.g. to take a key out.
    public func mappingTexts(_ transform: (String) -> String) -> ResponseProblem {
        switch self {
        case .notHTTPResponse, .emptyBody, .notImageSearchAnswer: self
        case .brokenHTTPAnswer(let server): .brokenHTTPAnswer(server: server.map(transform))
        case .notJSON(let start): .notJSON(startingWith: transform(start))
        case .missingField(let path): .missingField(path: transform(path))
        case .wrongType(let path): .wrongType(path: transform(path))
        case .unexpectedValue(let field, let value, let row, let expected):
            .unexpectedValue(
                field: transform(field), value: transform(value), row: transform(row), expected: expected)
        case .otherChart(.period(let asked, let answered)):
            .otherChart(.period(asked: asked, answered: transform(answered)))
        case .otherChart: self
        case .text(let text): .text(transform(text))
        }
    }
}

/// How a chart answer differs from the question: the reason of ``ResponseProblem/otherChart(_:)``.
public enum ChartMismatch: Hashable, Sendable {
    /// KOBIS's `showRange` (cut short) is not the period asked.
    case period(asked: ChartPeriod, answered: String)
    /// There are more rows than KOBIS ever sends.
    case tooManyRows(count: Int, limit: Int)
    /// The ranks, in the order sent, are not 1, 2, … up to their count.
    case ranks([Int])
}

/// The limit an answer grew past: the reason of ``BoxOfficeFailure/answerExceeded(_:service:)``.
public enum ResponseLimit: Hashable, Sendable {
    /// The body (as decompressed) grew past this many bytes, and was not read further.
    case size(bytes: Int)
    /// The body was still arriving when the request's time (seconds) was up; `receivedBytes`
    /// had come.
    case time(seconds: Double, receivedBytes: Int)
}
