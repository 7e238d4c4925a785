// KOBIS over HTTP: its two repositories, their client, and the key kept out of failures.

import BoxOfficeDomain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live box office: asks the KOBIS Open API over HTTP.
///
/// Every failure is a ``BoxOfficeFailure`` without the key in it: no key set, KOBIS's
/// faults (which arrive with HTTP 200), HTTP errors, timeouts, unreachable servers,
/// cancellation and bodies that are not a box office.
public struct KOBISBoxOfficeRepository: BoxOfficeRepository {
    private let client: KOBISClient

    /// Makes the repository.
    /// - Parameters:
    ///   - configuration: the key, the server and the timeout.
    ///   - session: the session requests go through, e.g. `HTTPSession(configuration: .ephemeral)`.
    public init(configuration: KOBISConfiguration, session: HTTPSession) {
        self.client = KOBISClient(configuration: configuration, session: session)
    }

    /// `nil`: KOBIS has every day from 2003-11-11 to yesterday.
    public var availableDates: [BoxOfficeDate]? { nil }

    /// The chart `request` asks for, fetched now: the daily or the weekly box office, with the
    /// filter's parameters. An empty list (a period still being counted) is a valid, empty chart.
    /// - Parameters:
    ///   - request: the chart, its period and its filter.
    ///   - refresh: ignored: every call asks KOBIS.
    /// - Throws: ``BoxOfficeFailure``; ``BoxOfficeFailure/missingAPIKey`` without making a request.
    public func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart
    {
        try await client.fetch { key in
            KOBISEndpoint.chart(request, key: key)
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.chart(from: body, request: request, source: .kobis)
        }
    }
}

/// Live movie details: asks KOBIS's movie info (`movie/searchMovieInfo.json`) over HTTP.
///
/// Failures are the same ``BoxOfficeFailure``s as the box office's, without the key; an
/// answer without a movie is ``BoxOfficeFailure/movieNotFound(_:)``.
public struct KOBISMovieDetailRepository: MovieDetailRepository {
    private let client: KOBISClient

    /// Makes the repository.
    /// - Parameters:
    ///   - configuration: the key, the server and the timeout.
    ///   - session: the session requests go through.
    public init(configuration: KOBISConfiguration, session: HTTPSession) {
        self.client = KOBISClient(configuration: configuration, session: session)
    }

    /// The detail of `code`, fetched now.
    /// - Parameters:
    ///   - code: the movie.
    ///   - refresh: ignored: every call asks KOBIS.
    /// - Throws: ``BoxOfficeFailure``; ``BoxOfficeFailure/missingAPIKey`` without making a request.
    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        try await client.fetch { key in
            KOBISEndpoint.movieInfo(code: code, key: key)
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.movieDetail(from: body, code: code, source: .kobis)
        }
    }
}

/// What every KOBIS repository does for one call: check the key is set, build the endpoint's
/// URL under the base URL, GET it within the timeout and the size limit (never following a
/// redirect elsewhere: the key is in the URL), decode the body, and keep the key out of any
/// failure.
struct KOBISClient: Sendable {
    private let configuration: KOBISConfiguration
    private let http: HTTPGetClient

    /// - Parameters:
    ///   - configuration: the key, the server and the timeout.
    ///   - session: the session requests go through.
    init(configuration: KOBISConfiguration, session: HTTPSession) {
        self.configuration = configuration
        self.http = HTTPGetClient(
            session: session, timeout: configuration.requestTimeout,
            maximumBytes: configuration.maximumResponseBytes)
    }

    /// Fetches `endpoint` (made with the key) and decodes the body.
    /// - Parameters:
    ///   - endpoint: the call, given the key.
    ///   - decode: what the body is read into; its failures are ``BoxOfficeFailure``s.
    /// - Throws: ``BoxOfficeFailure/missingAPIKey`` without making a request, else what the
    ///   request or `decode` throws, with the key removed.
    func fetch<Value>(
        _ endpoint: (_ key: String) -> KOBISEndpoint,
        decode: (Data) throws(BoxOfficeFailure) -> Value
    ) async throws(BoxOfficeFailure) -> Value {
        guard let key = configuration.apiKey, !key.isEmpty else { throw .missingAPIKey }
        do throws(BoxOfficeFailure) {
            guard let url = endpoint(key).url(relativeTo: configuration.baseURL) else {
                throw .unreachable(.unusableBaseURL)
            }
            return try decode(
                KeyRedactor.removing(key, from: try await http.get(url, carriesCredentials: true)))
        } catch {
            throw error.redacting(key)
        }
    }
}

/// Hides the value of one query parameter wherever it appears in a text.
///
/// Works on plain text rather than a parsed URL, so it also cleans a URL quoted inside an
/// error message, or a string that is not a valid URL at all.
struct KeyRedactor: Sendable {
    /// The parameter whose value is hidden, e.g. `key`.
    let parameter: String
    /// What the value is replaced with.
    var mask = "***"

    /// `text` with every `parameter=value` that starts the text or follows `?`, `&` or `;`
    /// turned into `parameter=***`.
    func redact(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        let marker = parameter + "="
        while let range = rest.range(of: marker, options: .caseInsensitive) {
            let startsParameter =
                range.lowerBound == rest.startIndex
                ? result.last.map(Self.isSeparator) ?? true
                : Self.isSeparator(rest[rest.index(before: range.lowerBound)])
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            guard startsParameter else { continue }
            let valueEnd = rest.firstIndex(where: Self.endsValue) ?? rest.endIndex
            if valueEnd > rest.startIndex { result += mask }
            rest = rest[valueEnd...]
        }
        return result + rest
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character == "?" || character == "&" || character == ";"
    }

    private static func endsValue(_ character: Character) -> Bool {
        character == "&" || character == "#" || character == ";" || character.isWhitespace
            || character == "'" || character == "\"" || character == ")"
    }
}

extension KeyRedactor {
    /// Removes a known secret wherever it appears, in addition to `key=` values.
    /// - Parameters:
    ///   - text: the text to clean.
    ///   - secret: the literal value to hide; ignored when empty.
    ///
    /// Messages quote bodies shortened with `…`, and a cut can fall inside the secret; the
    /// start of the secret left before `…` is hidden too (from four characters on).
    func redact(_ text: String, secret: String?) -> String {
        var cleaned = redact(text)
        guard let secret, !secret.isEmpty else { return cleaned }
        // A real key (32 characters) is hidden wherever it is; a short one (a test's or a typo's)
        // only as a word of its own, else a 1-character key would mask that letter in every message.
        let wholeWords = secret.count < Self.shortestSecret
        cleaned = Self.replacing(secret, in: cleaned, with: mask, wholeWords: wholeWords)
        for length in stride(from: secret.count - 1, through: 4, by: -1) {
            let cut = String(secret.prefix(length)) + "…"
            cleaned = Self.replacing(cut, in: cleaned, with: mask + "…", wholeWords: wholeWords)
        }
        return cleaned
    }

    /// `text` with `needle` replaced, only where no letter or digit touches it when `wholeWords`.
    static func replacing(_ needle: String, in text: String, with mask: String, wholeWords: Bool) -> String {
        guard wholeWords else { return text.replacingOccurrences(of: needle, with: mask) }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: needle) {
            let before =
                range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            let touches = [before, after].contains { $0.map { $0.isLetter || $0.isNumber } ?? false }
            result += rest[..<range.lowerBound]
            result += touches ? String(rest[range]) : mask
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension KeyRedactor {
    /// The shortest secret removed from a body: KOBIS's and Kakao's keys have 32 characters, and
    /// removing a short one would garble the answer.
    static let shortestSecret = 8

    /// `body` with every occurrence of `secret` replaced by `***`, before it is decoded: a server
    /// that echoes the key in a title must not bring it to the screen or the store.
    static func removing(_ secret: String, from body: Data) -> Data {
        let needle = Data(secret.utf8)
        guard secret.count >= shortestSecret, body.range(of: needle) != nil else { return body }
        var cleaned = Data()
        var rest = body[...]
        while let range = rest.range(of: needle) {
            cleaned += rest[..<range.lowerBound] + Data("***".utf8)
            rest = rest[range.upperBound...]
        }
        return cleaned + rest
    }
}

extension BoxOfficeFailure {
    /// The same failure with `secret` (and any `key=` value) removed from its texts.
    ///
    /// The texts come from the network or from URLs; KOBIS does not echo the key, but no
    /// key (KOBIS's or Kakao's) may reach the screen, so every failure leaving a repository
    /// passes here.
    func redacting(_ secret: String?) -> BoxOfficeFailure {
        let redactor = KeyRedactor(parameter: KOBISEndpoint.keyParameter)
        switch self {
        case .apiFault(let code, let message):
            return .apiFault(
                code: redactor.redact(code, secret: secret), message: redactor.redact(message, secret: secret)
            )
        case .unreachable(let reason, let service):
            return .unreachable(reason.mappingTexts { redactor.redact($0, secret: secret) }, service: service)
        case .undecodableResponse(let reason, let service):
            return .undecodableResponse(
                reason.mappingTexts { redactor.redact($0, secret: secret) }, service: service)
        default:
            return self
        }
    }
}
