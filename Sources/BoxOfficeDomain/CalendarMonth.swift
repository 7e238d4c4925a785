/// A month of the calendar, e.g. 2022-01: what `calendar` shows.
public struct CalendarMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int

    /// Makes a month, or `nil` when the year or month is out of range.
    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    public init(containing date: BoxOfficeDate) {
        year = date.year
        month = date.month
    }

    /// Reads `202201` or `2022-01` (surrounding spaces ignored).
    public static func parse(_ text: String) throws(DateInputError) -> CalendarMonth {
        let trimmed = text.trimmingSpaces()
        let digits =
            trimmed.count == 7 && Array(trimmed)[4] == "-"
            ? String(trimmed.prefix(4) + trimmed.suffix(2)) : trimmed
        guard digits.count == 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let year = Int(digits.prefix(4)), let month = Int(digits.suffix(2)),
            let value = CalendarMonth(year: year, month: month)
        else { throw .malformedMonth(String(trimmed.prefix(40))) }
        return value
    }

    public var firstDay: BoxOfficeDate {
        BoxOfficeDate(year: year, month: month, day: 1) ?? BoxOfficeDate.earliest
    }

    /// How many days the month has (28 to 31).
    public var dayCount: Int {
        BoxOfficeDate.daysIn(month: month, year: year)
    }

    public var days: [BoxOfficeDate] {
        (0..<dayCount).map { firstDay.adding(days: $0) }
    }

    /// The month `count` months later (earlier when negative).
    public func adding(months count: Int) -> CalendarMonth {
        let index = year * 12 + (month - 1) + count
        return CalendarMonth(year: index / 12, month: index % 12 + 1) ?? self
    }

    /// `2022-01`.
    public var description: String {
        String(year) + "-" + (month < 10 ? "0" : "") + String(month)
    }

    public static func < (lhs: CalendarMonth, rhs: CalendarMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }
}
