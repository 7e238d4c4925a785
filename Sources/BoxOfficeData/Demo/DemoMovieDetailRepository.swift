import BoxOfficeDomain

/// Movie details without a network or a key: the few bundled with the demo data.
///
/// Any other movie is an explained failure, ``BoxOfficeFailure/movieNotInDemoData(_:available:)``.
public struct DemoMovieDetailRepository: MovieDetailRepository {
    private let details: [MovieCode: MovieDetail]

    /// The bundled details (경관의 피, from KOBIS).
    public init() {
        self.init(details: DemoMovieDetailData.details)
    }

    /// Demo details made of the given ones; their source becomes `.demo`.
    public init(details: [MovieDetail]) {
        var byCode: [MovieCode: MovieDetail] = [:]
        for var detail in details {
            detail.source = .demo
            byCode[detail.movieCode] = detail
        }
        self.details = byCode
    }

    /// The codes of the bundled details, sorted.
    public var availableCodes: [MovieCode] {
        details.keys.sorted { $0.rawValue < $1.rawValue }
    }

    /// The bundled detail of `code`.
    /// - Throws: ``BoxOfficeFailure/movieNotInDemoData(_:available:)`` for another movie,
    ///   ``BoxOfficeFailure/cancelled`` when the task is already cancelled.
    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        if Task.isCancelled { throw .cancelled }
        guard let detail = details[code] else { throw .movieNotInDemoData(code, available: availableCodes) }
        return detail
    }
}
