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

    /// The daily box office: `boxoffice/searchDailyBoxOfficeList.json?key=…&targetDt=yyyyMMdd`.
    public static func dailyBoxOffice(date: BoxOfficeDate, key: String) -> KOBISEndpoint {
        KOBISEndpoint(
            path: "boxoffice/searchDailyBoxOfficeList.json",
            queryItems: [
                URLQueryItem(name: keyParameter, value: key),
                URLQueryItem(name: "targetDt", value: date.compact),
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
