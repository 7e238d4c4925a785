// KOBIS over HTTP: its two repositories, the client that asks and decodes for them, and its endpoints.

import BoxOfficeDomain
import Foundation

/// The live box office, asked of KOBIS over HTTP; every failure leaves without the key in it.
public struct KOBISBoxOfficeRepository: BoxOfficeRepository {
    private let client: KOBISClient

    /// Makes the repository; `http` is the GET the composition root made for KOBIS.
    public init(configuration: KOBISConfiguration, http: any HTTPGet) {
        self.client = KOBISClient(configuration: configuration, http: http)
    }

    /// `nil`: KOBIS has every day from 2003-11-11 to yesterday.
    public var availableDates: [BoxOfficeDate]? { nil }

    /// The chart asked for, fetched now (`refresh` changes nothing); an empty list, a period still
    /// being counted, is a valid empty chart.
    public func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart
    {
        try await client.fetch { key in
            KOBISEndpoint.chart(request, key: key)
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.chart(from: body, request: request, source: .kobis)
        }
    }
}

/// Live movie details, from KOBIS's movie info; an answer without a movie is `movieNotFound`.
public struct KOBISMovieDetailRepository: MovieDetailRepository {
    private let client: KOBISClient

    /// Makes the repository; `http` is the GET the composition root made for KOBIS.
    public init(configuration: KOBISConfiguration, http: any HTTPGet) {
        self.client = KOBISClient(configuration: configuration, http: http)
    }

    /// The detail of `code`, fetched now (`refresh` changes nothing).
    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        try await client.fetch { key in
            KOBISEndpoint.movieInfo(code: code, key: key)
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.movieDetail(from: body, code: code, source: .kobis)
        }
    }
}

// What every KOBIS call does: check the key is set, build the endpoint's URL, GET it, and decode the
// body.
struct KOBISClient: Sendable {
    private let configuration: KOBISConfiguration
    private let http: any HTTPGet

    init(configuration: KOBISConfiguration, http: any HTTPGet) {
        self.configuration = configuration
        self.http = http
    }

    // No request is made without a key (`missingAPIKey`).
    func fetch<Value>(
        _ endpoint: (_ key: String) -> KOBISEndpoint,
        decode: (Data) throws(BoxOfficeFailure) -> Value
    ) async throws(BoxOfficeFailure) -> Value {
        guard let key = configuration.apiKey, !key.isEmpty else { throw .missingAPIKey }
        guard let url = endpoint(key).url(relativeTo: configuration.baseURL) else {
            throw .unreachable(.unusableBaseURL)
        }
        let body = try await http.body(
            HTTPGetRequest(
                url, service: .kobis, timeout: configuration.requestTimeout,
                maximumBytes: configuration.maximumResponseBytes, carriesCredentials: true))
        do throws(BoxOfficeFailure) {
            return try decode(body)
        } catch {
            // A decoding failure may quote the body, from which a key shorter than a real one is not cut.
            throw error.redacting(key)
        }
    }
}

/// One KOBIS call: a path under the base URL and its query, which holds the key, so an endpoint
/// describes itself with the key as `***`.
public struct KOBISEndpoint: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public static let keyParameter = "key"

    /// Below the base URL, without a leading slash.
    public let path: String
    /// The key comes first.
    public let queryItems: [URLQueryItem]

    public init(path: String, queryItems: [URLQueryItem]) {
        self.path = path
        self.queryItems = queryItems
    }

    /// `boxoffice/searchDailyBoxOfficeList.json?key=…&targetDt=yyyyMMdd`, or the weekly list with
    /// `weekGb` (0 weekly, 1 weekend, 2 weekdays); then the filter's `repNationCd`, `multiMovieYn`,
    /// `wideAreaCd`.
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

    public static func dailyBoxOffice(date: BoxOfficeDate, key: String) -> KOBISEndpoint {
        chart(.daily(date), key: key)
    }

    /// `movie/searchMovieInfo.json?key=…&movieCd=20199882`.
    public static func movieInfo(code: MovieCode, key: String) -> KOBISEndpoint {
        KOBISEndpoint(
            path: "movie/searchMovieInfo.json",
            queryItems: [
                URLQueryItem(name: keyParameter, value: key),
                URLQueryItem(name: "movieCd", value: code.rawValue),
            ]
        )
    }

    /// The base's own path is kept (a mirror such as `http://127.0.0.1:8080/kobis`); `nil` when the
    /// base cannot carry a path and a query.
    public func url(relativeTo baseURL: URL) -> URL? {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            return nil
        }
        var basePath = components.percentEncodedPath
        while basePath.hasSuffix("/") { basePath.removeLast() }
        components.percentEncodedPath = basePath + "/" + path
        components.queryItems = queryItems
        // URLComponents leaves `+` as it is, which a form's reading (KOBIS's, Kakao's) takes for a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(
            of: "+", with: "%2B")
        components.fragment = nil
        return components.url
    }

    /// `boxoffice/…json?key=***&targetDt=20220105`.
    public var description: String {
        var components = URLComponents()
        components.queryItems = queryItems
        return Self.redacted(path + "?" + (components.percentEncodedQuery ?? ""))
    }

    /// The key stays hidden in debug output too.
    public var debugDescription: String { description }

    /// For anything shown or logged: every `key=` value replaced by `***`.
    public static func redacted(_ url: URL) -> String {
        redacted(url.absoluteString)
    }

    /// For anything shown or logged: every `key=` value replaced by `***`.
    public static func redacted(_ text: String) -> String {
        KeyRedactor(parameter: keyParameter).redact(text)
    }
}
