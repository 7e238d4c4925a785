/// Why a service's answer could not be read: our own explanations, which Presentation words; the
/// texts a case holds are short excerpts, never the body, and only `text(_:)` holds others' words.
public enum ResponseProblem: Hashable, Sendable, ExpressibleByStringLiteral {
    public enum Expected: Hashable, Sendable {
        case wholeNumber  // A whole number, e.g. `1234`
        case number  // A finite number, e.g. `12.5`
        case date(format: String)  // A day written as `format`, e.g. `yyyyMMdd`
        case oneOf([String])  // One of the listed markers, e.g. `OLD` or `NEW`
    }

    case notHTTPResponse
    // The server sent a broken HTTP answer; `server` is `host:port`, or `nil` without a host.
    case brokenHTTPAnswer(server: String?)
    case emptyBody
    case notJSON(startingWith: String)  // The body is not JSON; its start (cut short) shows what came instead
    case missingField(path: String)  // A required key is absent, e.g. `boxOfficeResult.boxofficeType`
    case wrongType(path: String)  // A key holds the wrong kind of value (a number where text was expected, …)
    // A field of a row holds `value` (cut short), which is not what it must be.
    case unexpectedValue(field: String, value: String, row: String, expected: Expected)
    case notImageSearchAnswer
    case otherChart(ChartMismatch)  // The body is a chart, but not the chart asked for
    case senseless(SenselessFigure)  // The body is the chart asked for, with figures no real chart has
    case text(String)  // A reason only the system (or a test) can put in words

    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// Applied to every text it holds (excerpts, paths, values), e.g. to take a key out.
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
        case .senseless(.movieTwice(let code, let rows)):
            .senseless(.movieTwice(code: transform(code), rows: rows))
        case .senseless: self
        case .text(let text): .text(transform(text))
        }
    }
}

/// How a chart answer differs from the question: the reason of ``ResponseProblem/otherChart(_:)``.
public enum ChartMismatch: Hashable, Sendable {
    // KOBIS's `showRange` (cut short) is not the period asked.
    case period(asked: ChartPeriod, answered: String)
    case tooManyRows(count: Int, limit: Int)  // There are more rows than KOBIS ever sends
    case ranks([Int])  // The ranks, in the order sent, are not 1, 2, … up to their count
}

/// A figure of a chart answer that no real chart has: the reason of ``ResponseProblem/senseless(_:)``.
/// `field` is KOBIS's name of it (`audiCnt`), `row` the row's place in the answer (1…).
public enum SenselessFigure: Hashable, Sendable {
    case negative(field: String, row: Int, value: Int)
    case pastAnyRealCount(field: String, row: Int, value: Int, limit: Int)
    // A total since release (`audiAcc`, `salesAcc`) below the same row's day (`audiCnt`, `salesAmt`).
    case totalBelowDay(total: String, day: String, row: Int)
    case movieTwice(code: String, rows: [Int])  // One movie code on more than one row of one chart
    // A share of the day's sales, in percent, below 0 or above 100.
    case shareOutOfRange(field: String, row: Int, value: Double)
    // A movie code that is empty or longer than any KOBIS gives (theirs are eight characters).
    case movieCodeUnusable(row: Int, length: Int)

    /// More people than live in Korea (about 51.7 million in 2024) in a day.
    public static let mostAudienceInADay = 52_000_000
    /// A hundred times Korea's population, since release: far past any film's (the record is 17.6 million).
    public static let mostAudienceInTotal = 100 * mostAudienceInADay
    /// A million won a seat for everyone in Korea, in a day.
    public static let mostSalesInADay = 1_000_000 * mostAudienceInADay
    public static let mostSalesInTotal = 100 * mostSalesInADay
    /// The longest movie code taken: KOBIS's are eight characters (`20199882`, `2023C165`).
    public static let longestMovieCode = 20
}

/// The limit an answer grew past: the reason of ``BoxOfficeFailure/answerExceeded(_:service:)``.
public enum ResponseLimit: Hashable, Sendable {
    case size(bytes: Int)  // The body (as decompressed) grew past this many bytes, and was not read further
    // `seconds`: the request's time, up when the body was still arriving.
    case time(seconds: Double, receivedBytes: Int)
}
