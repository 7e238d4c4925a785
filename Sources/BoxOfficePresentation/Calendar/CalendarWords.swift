// What `calendar` says: the month's title and the sentences of its days, in Korean then English.

import BoxOfficeDomain

/// The calendar's words, part of ``Words``: a language that lacks one does not build.
public protocol CalendarWords: Sendable {
    func monthTitle(_ month: CalendarMonth) -> String
    /// The days with figures, given as ranges (`5, 14, 23-26`): `자료 있는 날: 5, 14, 23-26일`.
    func daysWithFigures(_ ranges: String, in month: CalendarMonth) -> String
    var noDayWithFigures: String { get }
    func dayShownSentence(_ heading: String) -> String
}

extension KoreanWords {
    public func monthTitle(_ month: CalendarMonth) -> String { "\(month.year)년 \(month.month)월" }

    public func daysWithFigures(_ ranges: String, in month: CalendarMonth) -> String {
        "자료 있는 날: \(ranges)일"
    }

    public var noDayWithFigures: String { "이 달에는 자료가 있는 날이 없습니다." }

    public func dayShownSentence(_ heading: String) -> String { "보이는 날: \(heading)." }
}

extension EnglishWords {
    public func monthTitle(_ month: CalendarMonth) -> String {
        "\(Self.months[month.month - 1]) \(month.year)"
    }

    /// The month is named, so a lone day is not read as a count.
    public func daysWithFigures(_ ranges: String, in month: CalendarMonth) -> String {
        "Days with figures: \(Self.months[month.month - 1].prefix(3)) \(ranges)"
    }

    public var noDayWithFigures: String { "No day of this month has figures." }

    public func dayShownSentence(_ heading: String) -> String { "Day shown: \(heading)." }

    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}
