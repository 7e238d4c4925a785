import Foundation

public struct LoopbackRequest: Hashable, Sendable {
    public let path: String
    public let queryItems: [URLQueryItem]
    /// The `Authorization` header sent, if any (Kakao's `KakaoAK <key>`).
    public let authorization: String?

    public init(path: String, queryItems: [URLQueryItem], authorization: String? = nil) {
        self.path = path
        self.queryItems = queryItems
        self.authorization = authorization
    }

    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    public var targetDt: String? { query("targetDt") }

    public var key: String? { query("key") }

    public var movieCd: String? { query("movieCd") }
}
