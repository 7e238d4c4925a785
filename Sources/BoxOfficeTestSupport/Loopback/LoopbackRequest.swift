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

    /// The value of the first item called `name`.
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    public var targetDt: String? { query("targetDt") }

    public var key: String? { query("key") }

    public var movieCd: String? { query("movieCd") }

    /// The KOBIS service asked, `searchMovieInfo` for `…/movie/searchMovieInfo.json`; `nil` for a
    /// path of another shape.
    public var endpoint: String? { Self.kobisService(in: path)?.name }

    /// `path` read as every KOBIS service is shaped, `<prefix>/<group>/<name>.json`, group and name
    /// of ASCII letters and digits; `nil` for any other path.
    static func kobisService(in path: String) -> (prefix: String, name: String)? {
        var parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3, let file = parts.popLast(), file.hasSuffix(".json"),
            let group = parts.popLast()
        else { return nil }
        let name = file.dropLast(".json".count)
        let isWord = { (part: Substring) in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
        guard isWord(group), isWord(name) else { return nil }
        return (parts.joined(separator: "/"), String(name))
    }
}
