// KOBIS over HTTP: its two repositories, the client that asks and decodes for them, and the endpoints it asks.

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

/// One KOBIS Open API call: a path under the base URL and its query.
///
/// The query holds the API key, so an endpoint only ever describes itself with the key
/// replaced by `***` (see `KOBISEndpoint.redacted(_:)`).
public struct KOBISEndpoint: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The name of the query parameter that carries the API key.
    public static let keyParameter = "key"

    /// The path below the base URL, without a leading slash, e.g.
    /// `boxoffice/searchDailyBoxOfficeList.json`.
    public let path: String
    /// The query, in the order it is sent; the key comes first.
    public let queryItems: [URLQueryItem]

    /// Makes an endpoint from a relative path and its query.
    public init(path: String, queryItems: [URLQueryItem]) {
        self.path = path
        self.queryItems = queryItems
    }

    /// A chart: `boxoffice/searchDailyBoxOfficeList.json?key=…&targetDt=yyyyMMdd`, or
    /// `searchWeeklyBoxOfficeList.json` with `weekGb` (0 weekly, 1 weekend, 2 weekdays) and the
    /// period's first day; then the filter's `repNationCd`, `multiMovieYn` and `wideAreaCd`.
    public static func chart(_ request: ChartRequest, key: String) -> KOBISEndpoint {
        let period = request.period
        var query = [
            URLQueryItem(name: keyParameter, value: key),
            URLQueryItem(name: "targetDt", value: period.first.compact),
        ]
        let weekGroup: String? =
            switch period.kind {
            case .daily: nil
            case .weekly: "0"
            case .weekend: "1"
            case .weekdays: "2"
            }
        if let weekGroup { query.append(URLQueryItem(name: "weekGb", value: weekGroup)) }
        let filter = request.filter
        switch filter.nation {
        case .all: break
        case .korean: query.append(URLQueryItem(name: "repNationCd", value: "K"))
        case .foreign: query.append(URLQueryItem(name: "repNationCd", value: "F"))
        }
        switch filter.kind {
        case .all: break
        case .diversity: query.append(URLQueryItem(name: "multiMovieYn", value: "Y"))
        case .commercial: query.append(URLQueryItem(name: "multiMovieYn", value: "N"))
        }
        if let region = filter.region { query.append(URLQueryItem(name: "wideAreaCd", value: region.code)) }
        let list = period.kind == .daily ? "searchDailyBoxOfficeList" : "searchWeeklyBoxOfficeList"
        return KOBISEndpoint(path: "boxoffice/\(list).json", queryItems: query)
    }

    /// The daily box office of every film: `boxoffice/searchDailyBoxOfficeList.json?key=…&targetDt=…`.
    public static func dailyBoxOffice(date: BoxOfficeDate, key: String) -> KOBISEndpoint {
        chart(.daily(date), key: key)
    }

    /// A movie's detail: `movie/searchMovieInfo.json?key=…&movieCd=20199882`.
    public static func movieInfo(code: MovieCode, key: String) -> KOBISEndpoint {
        KOBISEndpoint(
            path: "movie/searchMovieInfo.json",
            queryItems: [
                URLQueryItem(name: keyParameter, value: key),
                URLQueryItem(name: "movieCd", value: code.rawValue),
            ]
        )
    }

    /// The full URL below `baseURL`, keeping the base's own path (a mirror such as
    /// `http://127.0.0.1:8080/kobis` works) whether or not it ends with a slash.
    /// - Returns: `nil` when `baseURL` cannot carry a path and a query (not a hierarchical URL).
    public func url(relativeTo baseURL: URL) -> URL? {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            return nil
        }
        var basePath = components.percentEncodedPath
        while basePath.hasSuffix("/") { basePath.removeLast() }
        components.percentEncodedPath = basePath + "/" + path
        components.queryItems = queryItems
        components.fragment = nil
        return components.url
    }

    /// The path and query with the key hidden: `boxoffice/…json?key=***&targetDt=20220105`.
    public var description: String {
        var components = URLComponents()
        components.queryItems = queryItems
        return Self.redacted(path + "?" + (components.percentEncodedQuery ?? ""))
    }

    /// The same as ``description``: the key stays hidden in debug output too.
    public var debugDescription: String { description }

    /// The URL as text with the value of every `key=` query parameter replaced by `***`.
    ///
    /// Use it for anything shown or logged: the API key must never appear there.
    public static func redacted(_ url: URL) -> String {
        redacted(url.absoluteString)
    }

    /// Text (a URL or anything containing one) with every `key=` query value replaced by `***`.
    public static func redacted(_ text: String) -> String {
        KeyRedactor(parameter: keyParameter).redact(text)
    }
}
