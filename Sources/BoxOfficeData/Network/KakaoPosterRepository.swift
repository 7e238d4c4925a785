// Posters: Kakao's image search (its endpoint, its answer and mapping) and the download of the image found.

import BoxOfficeDomain
import Foundation

/// Posters from Kakao's image search (`"<title> 영화 포스터"`, then `"<title> 포스터"`); a failure
/// never fails the detail, and the key (in the `Authorization` header) is removed from any reason.
public struct KakaoPosterRepository: PosterRepository {
    private let configuration: KakaoConfiguration
    private let http: any HTTPGet

    /// Makes the repository; `http` is the GET the composition root made for Kakao.
    public init(configuration: KakaoConfiguration, http: any HTTPGet) {
        self.configuration = configuration
        self.http = http
    }

    /// The first image for the title, trying the fallback query when the first finds none.
    public func poster(for code: MovieCode, title: String) async -> PosterLookup {
        guard let key = configuration.apiKey, !key.isEmpty else { return .notConfigured }
        for endpoint in [KakaoImageSearchEndpoint.moviePoster(title: title), .posterFallback(title: title)] {
            do {
                if let poster = try await firstImage(endpoint, key: key) { return .found(poster) }
            } catch {
                return .unavailable(.failed(error))
            }
        }
        return .notFound
    }

    private func firstImage(_ endpoint: KakaoImageSearchEndpoint, key: String) async throws(BoxOfficeFailure)
        -> Poster?
    {
        guard let url = endpoint.url(relativeTo: configuration.baseURL) else {
            throw .unreachable(.unusableBaseURL, service: .kakao)
        }
        let body = try await http.body(
            HTTPGetRequest(
                url, headers: KakaoImageSearchEndpoint.authorizationHeader(key: key), service: .kakao,
                timeout: configuration.requestTimeout, maximumBytes: configuration.maximumResponseBytes,
                carriesCredentials: true))
        do {
            let response = try JSONDecoder().decode(KakaoImageSearchResponseDTO.self, from: body)
            return response.documents.lazy.compactMap { $0.toDomain() }.first
        } catch let error as DecodingError {
            // It may quote the body, from which a key shorter than a real one is not cut.
            let failure = BoxOfficeFailure.undecodableResponse(
                KOBISDecodingError(error, body: body).problem, service: .kakao)
            throw failure.redacting(key)
        } catch {
            throw .undecodableResponse(.notImageSearchAnswer, service: .kakao)
        }
    }
}

/// `GET <base>/v2/search/image?query=…&sort=accuracy&size=1`, the key in the header, not the URL.
public struct KakaoImageSearchEndpoint: Hashable, Sendable {
    public static let path = "v2/search/image"

    /// The words searched for, e.g. `경관의 피 영화 포스터`.
    public let query: String

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

// `{"meta":{…},"documents":[{"image_url",…}]}`: only the documents are read, best first; a
// document missing its sizes still reads.
struct KakaoImageSearchResponseDTO: Decodable, Equatable, Sendable {
    let documents: [DocumentDTO]

    struct DocumentDTO: Decodable, Equatable, Sendable {
        let imageURL: String
        let thumbnailURL: String?
        let width: Int?
        let height: Int?

        private enum CodingKeys: String, CodingKey {
            case imageURL = "image_url"
            case thumbnailURL = "thumbnail_url"
            case width, height
        }
    }
}

extension KakaoImageSearchResponseDTO.DocumentDTO {
    // Blank texts and non-positive sizes made absent.
    func toDomain() -> Poster? {
        guard let image = imageURL.nonBlank else { return nil }
        return Poster(
            imageURL: image, thumbnailURL: thumbnailURL?.nonBlank,
            width: width.flatMap { $0 > 0 ? $0 : nil }, height: height.flatMap { $0 > 0 ? $0 : nil })
    }
}

/// A poster's image, for showing it inline; anything larger than `maximumBytes` is not read.
public struct HTTPPosterImageRepository: PosterImageRepository {
    public static let maximumBytes = 8 * 1_048_576

    private let http: any HTTPGet
    private let timeout: TimeInterval

    /// `http` is the GET the composition root made for images, which carry no key.
    public init(http: any HTTPGet, timeout: TimeInterval) {
        self.http = http
        self.timeout = timeout
    }

    /// Every failure names `RemoteService.posterImage`, never KOBIS.
    public func imageData(at url: String) async throws(BoxOfficeFailure) -> Data {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
            scheme == "http" || scheme == "https"
        else { throw .unreachable(.notHTTPAddress, service: .posterImage) }
        return try await http.body(
            HTTPGetRequest(
                parsed, headers: ["Accept": "image/*"], service: .posterImage, timeout: timeout,
                maximumBytes: Self.maximumBytes, carriesCredentials: false))
    }
}
