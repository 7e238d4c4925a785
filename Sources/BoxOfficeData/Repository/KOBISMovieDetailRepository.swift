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
    private let client: KOBISClient

    /// Makes the repository.
    /// - Parameters:
    ///   - configuration: the key, the server and the timeout.
    ///   - session: the session requests go through.
    public init(configuration: KOBISConfiguration, session: URLSession) {
        self.client = KOBISClient(configuration: configuration, session: session)
    }

    /// The detail of `code`, fetched now.
    /// - Parameters:
    ///   - code: the movie.
    ///   - refresh: ignored: every call asks KOBIS.
    /// - Throws: ``BoxOfficeFailure``; ``BoxOfficeFailure/missingAPIKey`` without making a request.
    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        try await client.fetch { key in
            KOBISEndpoint.movieInfo(code: code, key: key)
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.movieDetail(from: body, code: code, source: .kobis)
        }
    }
}
