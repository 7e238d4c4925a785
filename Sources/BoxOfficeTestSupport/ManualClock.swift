import Foundation

/// A clock a test moves by hand, for freshness rules: `BoxOfficeCalendar(now: clock.now)`.
public final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var instant: Date

    public init(_ instant: Date) {
        self.instant = instant
    }

    /// The instant now; pass it as `now:` (it is `@Sendable`).
    public var now: @Sendable () -> Date {
        { [self] in lock.withLock { instant } }
    }

    public func advance(by seconds: TimeInterval) {
        lock.withLock { instant = instant.addingTimeInterval(seconds) }
    }
}
