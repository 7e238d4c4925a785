/// Where movie details come from: KOBIS's movie info, the local store, or the demo data.
public protocol MovieDetailRepository: Sendable {
    /// The detail of the movie with `code`.
    /// - Parameters:
    ///   - code: KOBIS's movie code.
    ///   - refresh: `true` to ask the source again even if a stored copy exists.
    /// - Throws: ``BoxOfficeFailure``: ``BoxOfficeFailure/movieNotFound(_:)`` for a code KOBIS
    ///   does not know, ``BoxOfficeFailure/movieNotInDemoData(_:available:)`` in demo mode,
    ///   ``BoxOfficeFailure/cancelled`` when the task was cancelled.
    func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
}
