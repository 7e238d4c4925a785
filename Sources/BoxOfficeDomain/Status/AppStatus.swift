// What `status` reports: the store, today's KOBIS calls against the budget, and the use case that asks.

/// What `status` reports: where data comes from, the store, and today's KOBIS calls.
public struct AppStatus: Hashable, Sendable {
    /// Live KOBIS figures, or the demo data.
    public var source: DataSource
    public var store: StoreAvailability
    /// Today in Seoul, the day calls are counted for.
    public var day: BoxOfficeDate
    /// The calls counted today; `nil` when nothing counts them.
    public var budget: KOBISCallBudget?

    public init(source: DataSource, store: StoreAvailability, day: BoxOfficeDate, budget: KOBISCallBudget?) {
        self.source = source
        self.store = store
        self.day = day
        self.budget = budget
    }
}

/// Whether the app has a local store, and what is in it.
public enum StoreAvailability: Hashable, Sendable {
    case available(StoreSummary)
    case unavailable(StoreProblem)  // There is no store (read-only cache folder, …); the problem says why
    // The demo data needs none.
    case notUsed
}

/// What the local store holds, for `status` and `cache info`.
public struct StoreSummary: Hashable, Sendable {
    public var location: String
    /// Box-office days stored.
    public var days: Int
    public var movieDetails: Int
    public var posters: Int
    /// The size of the database on disk, in bytes (with its WAL file).
    public var bytes: Int

    public init(location: String, days: Int, movieDetails: Int, posters: Int, bytes: Int) {
        self.location = location
        self.days = days
        self.movieDetails = movieDetails
        self.posters = posters
        self.bytes = bytes
    }
}

/// The 3,000 calls a day every KOBIS key may make, and how close a count is to them.
public struct KOBISCallBudget: Hashable, Sendable {
    /// The calls a key may make in one day (Asia/Seoul).
    public static let dailyLimit = 3_000
    /// A first try and its retries (429, 502–504, a dropped connection), each counted: what
    /// `RetryPolicy.standard` allows.
    public static let callsPerRequestAtMost = 3
    /// From this many calls on, the app warns: 90 % of the limit.
    public static let warningThreshold = 2_700

    /// In the order a day's count reaches them.
    public enum Level: Hashable, Sendable, Comparable {
        case fine
        case nearLimit
        case exhausted  // At or above ``KOBISCallBudget/dailyLimit``: KOBIS will answer 320011
    }

    public let calls: Int

    public init(calls: Int) {
        self.calls = calls
    }

    /// Calls left before the limit (never negative).
    public var remaining: Int { max(0, Self.dailyLimit - calls) }

    public var level: Level {
        if calls >= Self.dailyLimit { return .exhausted }
        if calls >= Self.warningThreshold { return .nearLimit }
        return .fine
    }
}

/// A day's calls as a call this run counted brought them back (every process's calls of the key that day).
public struct CountedBudget: Hashable, Sendable {
    public let day: BoxOfficeDate
    public let budget: KOBISCallBudget

    public init(day: BoxOfficeDate, budget: KOBISCallBudget) {
        self.day = day
        self.budget = budget
    }
}

/// Where `status` learns what the local store holds and how many KOBIS calls were made.
public protocol StatusRepository: Sendable {
    // `nil` when nothing counts them.
    func kobisCalls(on day: BoxOfficeDate) async -> Int?
    func store() async -> StoreAvailability
}

/// The status of an app without a store: nothing counted, nothing stored.
public struct NoStatusRepository: StatusRepository {
    private let availability: StoreAvailability

    public init(availability: StoreAvailability = .notUsed) {
        self.availability = availability
    }

    /// `nil`: no calls are counted.
    public func kobisCalls(on day: BoxOfficeDate) async -> Int? { nil }

    public func store() async -> StoreAvailability { availability }
}

/// Gathers what `status` shows, counting calls on today's date in Seoul.
public struct ShowStatusUseCase: Sendable {
    private let repository: any StatusRepository
    private let calendar: BoxOfficeCalendar
    private let source: DataSource

    /// `source` is `.kobis` for live data, `.demo` for the bundled data.
    public init(repository: any StatusRepository, calendar: BoxOfficeCalendar, source: DataSource) {
        self.repository = repository
        self.calendar = calendar
        self.source = source
    }

    public func execute() async -> AppStatus {
        let today = calendar.today()
        return AppStatus(
            source: source, store: await repository.store(), day: today, budget: await budget(on: today))
    }

    private func budget(on day: BoxOfficeDate) async -> KOBISCallBudget? {
        await repository.kobisCalls(on: day).map(KOBISCallBudget.init)
    }
}
