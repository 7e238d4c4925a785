import Foundation

/// Knows which box-office days exist, from an injected clock and time zone.
///
/// "Yesterday" is yesterday in Asia/Seoul, where KOBIS counts, whatever the machine's
/// own time zone: at 2023-11-14 22:13 UTC it is already 2023-11-15 in Seoul.
public struct BoxOfficeCalendar: Sendable {
    private let now: @Sendable () -> Date
    private let timeZone: TimeZone

    /// The time zone KOBIS counts days in.
    public static let seoul = TimeZone(identifier: "Asia/Seoul") ?? TimeZone(secondsFromGMT: 9 * 3600) ?? .gmt

    /// - Parameters:
    ///   - now: the clock; the live one is `{ Date() }`, tests pass a fixed instant.
    ///   - timeZone: where days are counted; KOBIS's is ``seoul``.
    public init(now: @escaping @Sendable () -> Date, timeZone: TimeZone = BoxOfficeCalendar.seoul) {
        self.now = now
        self.timeZone = timeZone
    }

    /// Today in the calendar's time zone: a day whose figures are still being counted.
    public func today() -> BoxOfficeDate {
        day(at: now())
    }

    /// The day `instant` falls on in the calendar's time zone.
    public func day(at instant: Date) -> BoxOfficeDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        return BoxOfficeDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? BoxOfficeDate.earliest
    }

    /// The instant now, by the injected clock (for stamping fetched data).
    public func instant() -> Date {
        now()
    }

    /// The latest day with figures.
    public func yesterday() -> BoxOfficeDate {
        today().adding(days: -1)
    }

    /// Every day that has figures: 2003-11-11 through yesterday.
    public var availableRange: ClosedRange<BoxOfficeDate> {
        BoxOfficeDate.earliest...max(BoxOfficeDate.earliest, yesterday())
    }

    /// Checks that `date` has figures.
    /// - Throws: ``DateInputError/beforeEarliest(_:)``, ``DateInputError/today(_:)`` or
    ///   ``DateInputError/future(_:latest:)``.
    public func validate(_ date: BoxOfficeDate) throws(DateInputError) {
        let today = today()
        if date < BoxOfficeDate.earliest { throw .beforeEarliest(date) }
        if date == today { throw .today(date) }
        if date > today { throw .future(date, latest: today.adding(days: -1)) }
    }
}
