// What a day typed wrong and the calendar's weekdays are called, in Korean then English: every feature reads days.

import BoxOfficeDomain

/// The days' words, part of ``Words``: a language that lacks one does not build.
public protocol DateWords: Sendable {
    func text(for error: DateInputError) -> String
    /// Weekday names, Sunday first, each at most two columns wide: `일 월 …` / `Su Mo …`.
    var weekdayNames: [String] { get }
}

extension KoreanWords {
    public func text(for error: DateInputError) -> String {
        switch error {
        case .empty:
            "날짜를 입력하세요: YYYYMMDD 또는 YYYY-MM-DD 형식입니다(예: 20220105)."
        case .malformed(let text):
            "\(KoreanParticle.topic.quoted(UserText.excerpt(text))) 날짜가 아닙니다: YYYYMMDD, YYYY-MM-DD, M/D, yesterday, -N(며칠 전) 형식으로 입력하세요."
        case .malformedMonth(let text):
            "\(KoreanParticle.topic.quoted(UserText.excerpt(text))) 월이 아닙니다: YYYYMM 또는 YYYY-MM 형식으로 입력하세요(예: 202201)."
        case .nonexistent(let text):
            "\(KoreanParticle.topic.quoted(UserText.excerpt(text))) 달력에 없는 날입니다."
        case .beforeEarliest(let date):
            "\(topic(date)) KOBIS 집계가 시작된 \(BoxOfficeDate.earliest)보다 앞입니다."
        case .today(let date):
            "오늘 날짜는 집계중입니다(\(date)). 어제 자료는 yesterday로 보세요."
        case .future(let date, let latest):
            "\(topic(date)) 아직 오지 않은 날입니다: 집계된 마지막 날은 \(latest)입니다."
        case .reversedRange(let first, let last):
            "\(topic(first)) \(last)보다 뒤입니다: 앞선 날을 먼저 쓰세요."
        case .periodNotOver(let period, let latest):
            "\(period) 기간은 아직 집계중입니다. 집계된 마지막 기간은 \(latest)입니다."
        }
    }

    public var weekdayNames: [String] { ["일", "월", "화", "수", "목", "금", "토"] }
}

extension EnglishWords {
    public func text(for error: DateInputError) -> String {
        switch error {
        case .empty:
            "A date is needed: use YYYYMMDD or YYYY-MM-DD, e.g. 20220105."
        case .malformed(let text):
            "'\(UserText.excerpt(text))' is not a date: use YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N (days back)."
        case .malformedMonth(let text):
            "'\(UserText.excerpt(text))' is not a month: use YYYYMM or YYYY-MM, e.g. 202201."
        case .nonexistent(let text):
            "'\(UserText.excerpt(text))' is not a day of the calendar."
        case .beforeEarliest(let date):
            "\(date) is before \(BoxOfficeDate.earliest), the first day KOBIS has figures for."
        case .today(let date):
            "\(date) is today: its figures are still being counted (오늘 날짜는 집계중입니다). Try yesterday."
        case .future(let date, let latest):
            "\(date) is in the future: the latest day with figures is \(latest)."
        case .reversedRange(let first, let last):
            "\(first) is after \(last): give the earlier day first."
        case .periodNotOver(let period, let latest):
            "\(period) is not over yet: its figures are still being counted. The latest is \(latest)."
        }
    }

    public var weekdayNames: [String] { ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"] }
}
