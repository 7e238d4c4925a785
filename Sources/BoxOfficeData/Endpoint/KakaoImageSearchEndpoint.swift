import Foundation

/// Kakao's image search: `GET <base>/v2/search/image?query=…&sort=accuracy&size=1`.
///
/// The key is not part of the URL: it travels in the `Authorization` header, which
/// ``authorizationHeader(key:)`` builds.
public struct KakaoImageSearchEndpoint: Hashable, Sendable {
    /// The path below the base URL.
    public static let path = "v2/search/image"

    /// The words searched for, e.g. `경관의 피 영화 포스터`.
    public let query: String

    /// An image search for `query`, first result only.
    public init(query: String) {
        self.query = query
    }

    /// The query for a movie's poster, the app's convention: `"<title> 영화 포스터"`.
    public static func moviePoster(title: String) -> KakaoImageSearchEndpoint {
        KakaoImageSearchEndpoint(query: "\(title) 영화 포스터")
    }

    /// The fallback query when the first finds nothing: `"<title> 포스터"`.
    public static func posterFallback(title: String) -> KakaoImageSearchEndpoint {
        KakaoImageSearchEndpoint(query: "\(title) 포스터")
    }

    /// The URL below `baseURL`, keeping any path the base has.
    public func url(relativeTo baseURL: URL) -> URL? {
        KOBISEndpoint(
            path: Self.path,
            queryItems: [
                URLQueryItem(name: "query", value: query),
                URLQueryItem(name: "sort", value: "accuracy"),
                URLQueryItem(name: "size", value: "1"),
            ]
        ).url(relativeTo: baseURL)
    }

    /// The header that carries the key: `["Authorization": "KakaoAK <key>"]`.
    public static func authorizationHeader(key: String) -> [String: String] {
        ["Authorization": "KakaoAK \(key)"]
    }
}
