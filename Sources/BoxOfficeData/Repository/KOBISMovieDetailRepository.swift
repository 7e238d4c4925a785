import BoxOfficeDomain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Live movie details: asks KOBIS's movie info (`movie/searchMovieInfo.json`) over HTTP.
///
/// Failures are the same ``BoxOfficeFailure``s as the box office's, without the key; an
/// answer without a movie is ``BoxOfficeFailure/movieNotFound(_:)``.
public struct KOBISMovieDetailRepository: MovieDetailRepository {
    private let configuration: KOBISConfiguration
    private let client: HTTPGetClient

    /// Makes the repository.
    /// - Parameters:
    ///   - configuration: the key, the server and the timeout.
    ///   - session: the session requests go through.
    public init(configuration: KOBISConfiguration, session: URLSession) {
        self.configuration = configuration
        self.client = HTTPGetClient(session: session, timeout: configuration.requestTimeout)
    }

    /// The detail of `code`, fetched now.
    /// - Parameters:
    ///   - code: the movie.
    ///   - refresh: ignored: every call asks KOBIS.
    /// - Throws: ``BoxOfficeFailure``; ``BoxOfficeFailure/missingAPIKey`` without making a request.
    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        guard let key = configuration.apiKey, !key.isEmpty else { throw .missingAPIKey }
        do throws(BoxOfficeFailure) {
            let endpoint = KOBISEndpoint.movieInfo(code: code, key: key)
            guard let url = endpoint.url(relativeTo: configuration.baseURL) else {
                throw .unreachable("the base URL cannot be used (check KOBIS_BASE_URL)")
            }
            let body = try await client.get(url)
            return try KOBISResponseDecoder.movieDetail(from: body, code: code, source: .kobis)
        } catch {
            throw error.redacting(key)
        }
    }
}
