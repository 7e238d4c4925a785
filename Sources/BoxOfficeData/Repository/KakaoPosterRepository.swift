import BoxOfficeDomain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Posters from Kakao's image search: `"<title> 영화 포스터"`, first image, and
/// `"<title> 포스터"` when that finds nothing.
///
/// The key travels in the `Authorization: KakaoAK …` header and is removed from any reason
/// shown. A failure never fails the detail: it becomes ``PosterLookup/unavailable(_:)``.
public struct KakaoPosterRepository: PosterRepository {
    private let configuration: KakaoConfiguration
    private let client: HTTPGetClient

    /// Makes the repository.
    /// - Parameters:
    ///   - configuration: the key, the server and the timeout.
    ///   - session: the session requests go through.
    public init(configuration: KakaoConfiguration, session: URLSession) {
        self.configuration = configuration
        self.client = HTTPGetClient(session: session, timeout: configuration.requestTimeout, service: .kakao)
    }

    /// The first image for the title, trying the fallback query when the first finds none.
    public func poster(for code: MovieCode, title: String) async -> PosterLookup {
        guard let key = configuration.apiKey, !key.isEmpty else { return .notConfigured }
        for endpoint in [KakaoImageSearchEndpoint.moviePoster(title: title), .posterFallback(title: title)] {
            do {
                if let poster = try await firstImage(endpoint, key: key) { return .found(poster) }
            } catch {
                return .unavailable(.failed(error.redacting(key)))
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
        let body = try await client.get(url, headers: KakaoImageSearchEndpoint.authorizationHeader(key: key))
        do {
            let response = try JSONDecoder().decode(KakaoImageSearchResponseDTO.self, from: body)
            return response.documents.lazy.compactMap { $0.toDomain() }.first
        } catch let error as DecodingError {
            throw .undecodableResponse(KOBISDecodingError(error, body: body).problem, service: .kakao)
        } catch {
            throw .undecodableResponse(.notImageSearchAnswer, service: .kakao)
        }
    }
}
