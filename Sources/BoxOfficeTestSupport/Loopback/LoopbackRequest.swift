import Foundation

/// A request the ``LoopbackKOBISServer`` received, as recorded for assertions.
public struct LoopbackRequest: Hashable, Sendable {
    /// The path, e.g. `/kobis/boxoffice/searchDailyBoxOfficeList.json`.
    public let path: String
    /// The query items in the order they were sent.
    public let queryItems: [URLQueryItem]
    /// The `Authorization` header sent, if any (Kakao's `KakaoAK <key>`).
    public let authorization: String?

    /// Records a request.
    public init(path: String, queryItems: [URLQueryItem], authorization: String? = nil) {
        self.path = path
        self.queryItems = queryItems
        self.authorization = authorization
    }

    /// The value of the first query item called `name`, or `nil` when it was not sent.
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// The `targetDt` sent, e.g. `20220105`.
    public var targetDt: String? { query("targetDt") }

    /// The `key` sent.
    public var key: String? { query("key") }

    /// The `movieCd` sent (movie info).
    public var movieCd: String? { query("movieCd") }
}
