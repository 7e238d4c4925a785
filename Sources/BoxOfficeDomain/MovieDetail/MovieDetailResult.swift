/// A movie's detail together with its poster lookup: what `detail` shows.
public struct MovieDetailResult: Hashable, Sendable {
    /// The movie's detail.
    public var detail: MovieDetail
    /// What the poster search gave.
    public var poster: PosterLookup

    /// Pairs a detail with its poster lookup.
    public init(detail: MovieDetail, poster: PosterLookup) {
        self.detail = detail
        self.poster = poster
    }
}
