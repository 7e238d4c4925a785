// A box-office day: the date itself, and the calendar that knows which days exist and reads a typed one.

import Foundation

/// A day of the box office: a date that exists (no 30 February), with no time and no time zone.
public struct BoxOfficeDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// The first day KOBIS has figures for: 2003-11-11.
    public static let earliest = BoxOfficeDate(validYear: 2003, month: 11, day: 11)

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.init(validYear: year, month: month, day: day)
    }

    private init(validYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `20220105` or `2022-01-05` (surrounding spaces ignored).
    public static func parse(_ text: String) throws(DateInputError) -> BoxOfficeDate {
        // Foundation's trimming only when needed: every row of a stored chart has a date to read.
        let plain = fields(of: text)
        let trimmed = plain == nil ? text.trimmingCharacters(in: .whitespaces) : text
        guard !trimmed.isEmpty else { throw .empty }
        guard let (year, month, day) = plain ?? fields(of: trimmed) else {
            throw .malformed(excerpt(trimmed))
        }
        guard let date = BoxOfficeDate(year: year, month: month, day: day) else {
            throw .nonexistent(excerpt(trimmed))
        }
        return date
    }

    /// The year, month and day of exactly `20220105` or `2022-01-05`, in ASCII digits.
    private static func fields(of text: String) -> (year: Int, month: Int, day: Int)? {
        var bytes = Array(text.utf8)
        let dash = UInt8(ascii: "-")
        if bytes.count == 10, bytes[4] == dash, bytes[7] == dash {
            bytes.remove(at: 7)
            bytes.remove(at: 4)
        }
        guard bytes.count == 8, bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
        else {
            return nil
        }
        func number(_ range: Range<Int>) -> Int {
            bytes[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        return (number(0..<4), number(4..<6), number(6..<8))
    }

    /// The date as KOBIS's `targetDt` wants it: `20220105`.
    public var compact: String {
        pad(year, 4) + pad(month, 2) + pad(day, 2)
    }

    /// The date as ISO 8601 `2022-01-05`.
    public var iso: String {
        "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    public var description: String { iso }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> BoxOfficeDate {
        Self(dayNumber: dayNumber + days)
    }

    /// How many days from `self` to `other` (positive when `other` is later).
    public func days(to other: BoxOfficeDate) -> Int {
        other.dayNumber - dayNumber
    }

    /// The day of the week, 1 = Sunday … 7 = Saturday (as Foundation's `Calendar` counts).
    public var weekday: Int {
        // 1970-01-01 was a Thursday (5).
        ((dayNumber % 7) + 7 + 4) % 7 + 1
    }

    // By the civil-from-days algorithm; negative before 1970-01-01.
    var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    init(dayNumber: Int) {
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.init(validYear: year, month: month, day: day)
    }

    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public static func < (lhs: BoxOfficeDate, rhs: BoxOfficeDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

/// Which box-office days exist, from an injected clock: "yesterday" is yesterday in Seoul, where
/// KOBIS counts, whatever the machine's time zone (at 2023-11-14 22:13 UTC it is 2023-11-15 there).
public struct BoxOfficeCalendar: Sendable {
    private let now: @Sendable () -> Date
    // Made once: a Calendar costs ~2 M instructions to make, and a one-shot run asks for days three times.
    private let calendar: Calendar

    public static let seoul = TimeZone(identifier: "Asia/Seoul") ?? TimeZone(secondsFromGMT: 9 * 3600) ?? .gmt

    /// The live clock is `{ Date() }`; tests pass a fixed instant.
    public init(now: @escaping @Sendable () -> Date, timeZone: TimeZone = BoxOfficeCalendar.seoul) {
        self.now = now
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// A day whose figures are still being counted.
    public func today() -> BoxOfficeDate {
        day(at: now())
    }

    public func day(at instant: Date) -> BoxOfficeDate {
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        return BoxOfficeDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? BoxOfficeDate.earliest
    }

    /// The instant now, by the injected clock (for stamping fetched data).
    public func instant() -> Date {
        now()
    }

    public func yesterday() -> BoxOfficeDate {
        today().adding(days: -1)
    }

    /// Every day that has figures: 2003-11-11 through yesterday.
    public var availableRange: ClosedRange<BoxOfficeDate> {
        BoxOfficeDate.earliest...max(BoxOfficeDate.earliest, yesterday())
    }

    /// Throws for a day before 2003-11-11, today, or the future.
    public func validate(_ date: BoxOfficeDate) throws(DateInputError) {
        let today = today()
        if date < BoxOfficeDate.earliest { throw .beforeEarliest(date) }
        if date == today { throw .today(date) }
        if date > today { throw .future(date, latest: today.adding(days: -1)) }
    }

    /// A week's chart needs its period over (its last day before today).
    public func validate(_ period: ChartPeriod) throws(DateInputError) {
        guard period.kind != .daily else { return try validate(period.first) }
        if period.last < BoxOfficeDate.earliest { throw .beforeEarliest(period.first) }
        if period.first > today() { throw .future(period.first, latest: yesterday()) }
        if period.last >= today() {
            var latest = ChartPeriod(period.kind, containing: yesterday())
            while latest.last >= today() { latest = latest.moved(by: -1) }
            throw .periodNotOver(period, latest: latest)
        }
    }

    /// The days from `first` to `last`, both with figures (a range for `sync`, `top`, `export`).
    public func range(from first: BoxOfficeDate, to last: BoxOfficeDate) throws(DateInputError)
        -> ClosedRange<BoxOfficeDate>
    {
        guard first <= last else { throw .reversedRange(first: first, last: last) }
        try validate(first)
        try validate(last)
        return first...last
    }

    /// Reads `20220105`, `2022-01-05`, `1/5` (this year), `yesterday`, `today` or `-3` (days before
    /// today in Seoul); the words of other languages are Presentation's (`DayInput`). The day is not
    /// checked for figures here, so `today` gets its own explanation from `validate`.
    public func date(from text: String) throws(DateInputError) -> BoxOfficeDate {
        let trimmed = text.trimmingSpaces()
        switch trimmed.lowercased() {
        case "": throw .empty
        case "yesterday": return yesterday()
        case "today": return today()
        default: break
        }
        if trimmed.hasPrefix("-"), trimmed.count > 1, trimmed.count <= 6,
            trimmed.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }), let back = Int(trimmed.dropFirst())
        {
            return today().adding(days: -back)
        }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        if parts.count == 2, parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isASCIIDigit) })
        {
            let month = Int(parts[0]) ?? 0
            let day = Int(parts[1]) ?? 0
            guard let date = BoxOfficeDate(year: today().year, month: month, day: day) else {
                throw .nonexistent(trimmed)
            }
            return date
        }
        return try BoxOfficeDate.parse(trimmed)
    }

    /// KOBIS revises a day's figures until the next morning: only days more than two days before
    /// today in Seoul may be served from a stored copy without asking again.
    public func isFinal(_ date: BoxOfficeDate) -> Bool {
        isFinal(date, asOf: instant())
    }

    /// A copy fetched at `instant` never changes again only when this holds.
    public func isFinal(_ date: BoxOfficeDate, asOf instant: Date) -> Bool {
        date.days(to: day(at: instant)) > 2
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

private func excerpt(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(40)) + "…"
}

private func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
}

extension ClosedRange where Bound == BoxOfficeDate {
    /// Every day of the range, in order.
    public var days: [BoxOfficeDate] {
        (0...lowerBound.days(to: upperBound)).map { lowerBound.adding(days: $0) }
    }
}
