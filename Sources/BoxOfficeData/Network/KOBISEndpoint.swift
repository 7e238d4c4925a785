// Every KOBIS Open API call as a path and a query, and the key hidden from any text that shows one.

import BoxOfficeDomain
import Foundation

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
