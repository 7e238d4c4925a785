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
    private var callWaiters = CountWaiters()
    private var cancelWaiters = CountWaiters()

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

    /// Returns once `count` calls have been made.
    public func untilCalled(_ count: Int) async {
        guard calls.count < count else { return }
        await withCheckedContinuation { callWaiters.add($0) { $0 >= count } }
    }

    /// Returns once `count` calls have been cancelled.
    public func untilCancelled(_ count: Int) async {
        guard cancelled.count < count else { return }
        await withCheckedContinuation { cancelWaiters.add($0) { $0 >= count } }
    }

    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        calls.append(code)
        callWaiters.count(is: calls.count)
        if let delay {
            do {
                try await Task.sleep(for: delay)
            } catch {
                cancelled.append(code)
                cancelWaiters.count(is: cancelled.count)
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
