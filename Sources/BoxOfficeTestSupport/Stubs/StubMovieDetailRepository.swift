import BoxOfficeDomain

/// A ``MovieDetailRepository`` test double: answers from a closure after an optional delay,
/// and records the codes asked for and the calls that were cancelled while waiting.
public actor StubMovieDetailRepository: MovieDetailRepository {
    private let delay: Duration?
    private let answer: @Sendable (MovieCode) -> Result<MovieDetail, BoxOfficeFailure>
    /// Every code asked for, in order (recorded before the delay).
    public private(set) var calls: [MovieCode] = []
    /// The codes whose call was cancelled during the delay.
    public private(set) var cancelled: [MovieCode] = []

    public init(
        delay: Duration? = nil,
        answer: @escaping @Sendable (MovieCode) -> Result<MovieDetail, BoxOfficeFailure> = {
            .success(.stub(code: $0))
        }
    ) {
        self.delay = delay
        self.answer = answer
    }

    public var callCount: Int { calls.count }

    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        calls.append(code)
        if let delay {
            do {
                try await Task.sleep(for: delay)
            } catch {
                cancelled.append(code)
                throw .cancelled
            }
        }
        if Task.isCancelled { throw .cancelled }
        return try answer(code).get()
    }
}

extension MovieDetail {
    /// A detail with only the code and a title set (source `.kobis`).
    public static func stub(code: MovieCode, title: String? = nil) -> MovieDetail {
        MovieDetail(movieCode: code, title: title ?? "영화 \(code.rawValue)", source: .kobis)
    }
}
