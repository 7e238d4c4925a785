/// Fetches what `detail` shows: the movie's detail and its poster, at the same time when
/// the title is already known (from the list shown), one after the other when it is not.
public struct ShowMovieDetailUseCase: Sendable {
    private let details: any MovieDetailRepository
    private let posters: any PosterRepository

    /// - Parameters:
    ///   - details: where details come from.
    ///   - posters: where posters are looked up.
    public init(details: any MovieDetailRepository, posters: any PosterRepository) {
        self.details = details
        self.posters = posters
    }

    /// The detail and poster of the movie `code`.
    /// - Parameters:
    ///   - code: the movie.
    ///   - knownTitle: its title when the list shows it, so the poster search need not wait
    ///     for the detail; `nil` to search with the detail's title.
    ///   - refresh: ask the sources again even when a stored copy exists.
    /// - Throws: what the detail repository throws, as soon as it throws (a poster search
    ///   still under way is cancelled); a poster never makes it fail.
    public func execute(code: MovieCode, knownTitle: String? = nil, refresh: Bool = false)
        async throws(BoxOfficeFailure) -> MovieDetailResult
    {
        guard let knownTitle else {
            let detail = try await details.movieDetail(for: code, refresh: refresh)
            return MovieDetailResult(
                detail: detail, poster: await posters.poster(for: code, title: detail.title))
        }
        // A failed detail throws at once: leaving the scope without awaiting `poster` cancels
        // the search, so the failure does not wait for Kakao.
        async let poster = posters.poster(for: code, title: knownTitle)
        let detail = try await details.movieDetail(for: code, refresh: refresh)
        return MovieDetailResult(detail: detail, poster: await poster)
    }
}
