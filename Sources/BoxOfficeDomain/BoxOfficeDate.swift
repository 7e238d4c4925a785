import Foundation

/// A day of the box office: a calendar date with no time and no time zone.
///
/// KOBIS speaks of days as `yyyyMMdd`; users also type `yyyy-MM-dd`. The value is
/// always a date that exists (no 30 February).
public struct BoxOfficeDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2022.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// The first day KOBIS has figures for: 2003-11-11.
    public static let earliest = BoxOfficeDate(validYear: 2003, month: 11, day: 11)

    /// Makes a date, or `nil` when the date does not exist in the Gregorian calendar.
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
    /// - Throws: ``DateInputError`` saying what is wrong with the text.
    public static func parse(_ text: String) throws(DateInputError) -> BoxOfficeDate {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw .empty }
        let digits: Substring
        let scalars = Array(trimmed.unicodeScalars)
        if scalars.count == 8, scalars.allSatisfy(\.isASCIIDigit) {
            digits = Substring(trimmed)
        } else if scalars.count == 10, scalars[4] == "-", scalars[7] == "-",
            scalars.enumerated().allSatisfy({ $0.offset == 4 || $0.offset == 7 || $0.element.isASCIIDigit })
        {
            digits = Substring(trimmed.replacingOccurrences(of: "-", with: ""))
        } else {
            throw .malformed(excerpt(trimmed))
        }
        let year = Int(digits.prefix(4)) ?? 0
        let month = Int(digits.dropFirst(4).prefix(2)) ?? 0
        let day = Int(digits.suffix(2)) ?? 0
        guard let date = BoxOfficeDate(year: year, month: month, day: day) else {
            throw .nonexistent(excerpt(trimmed))
        }
        return date
    }

    /// The date as KOBIS's `targetDt` wants it: `20220105`.
    public var compact: String {
        pad(year, 4) + pad(month, 2) + pad(day, 2)
    }

    /// The date as ISO 8601 `2022-01-05`.
    public var iso: String {
        "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// ISO 8601, `2022-01-05`.
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

    /// Days since 1970-01-01 (negative before), by the civil-from-days algorithm.
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

    /// Whether `year` has a 29 February.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in `month` of `year`.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Orders dates from the earliest to the latest.
    public static func < (lhs: BoxOfficeDate, rhs: BoxOfficeDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

/// What a message may echo of the user's text: at most 40 characters.
private func excerpt(_ text: String) -> String {
    text.count <= 40 ? text : String(text.prefix(40)) + "…"
}

private func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
}

extension Unicode.Scalar {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
