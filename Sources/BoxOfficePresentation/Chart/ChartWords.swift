// What the chart says (`date`, `weekly`, `prev`, `next`, `shares`): its names, its rows, its rank
// markers and its sentences, in Korean then English.

import BoxOfficeDomain

/// The chart's words, part of ``Words``: a language that lacks one does not build.
public protocol ChartWords: Sendable {
    func chartName(_ kind: ChartKind) -> String
    /// The short name of a weekday (1 = Sunday) for a chart's heading: `수` / `Wed`.
    func weekdayShort(_ weekday: Int) -> String
    /// KOBIS's week `201152` as a reader says it: `2011년 52주` / `week 52 of 2011`.
    func weekName(year: Int, week: Int) -> String

    func loading(_ request: ChartRequest) -> String

    /// A chart's own audience figure: `오늘 64,050` for a day, `주간 458,626` for a week.
    func periodFigure(_ text: String, kind: ChartKind) -> String
    /// The noun of a chart's period in sentences: `오늘` / `today`, `이번 주` / `that week`.
    func periodWord(_ kind: ChartKind) -> String

    var dailyBoxOffice: String { get }
    func loading(_ date: BoxOfficeDate) -> String
    func todayFigure(_ text: String) -> String
    func totalFigure(_ text: String) -> String
    var newMarker: String { get }
    var noFigures: String { get }
    /// Column headings of the bordered table: rank, change, title, the period's figure, total.
    func tableHeadings(_ kind: ChartKind) -> [String]
    func text(for limit: DayStepLimit) -> String
    /// The screen reader's heading of a chart: `2022-01-05 (수) 일별 박스오피스, demo 자료.`
    func listSentence(heading: String, title: String, source: DataSource) -> String
    /// What a rank marker means, in words: `3계단 상승`, `신작` / `up 3`, `new` (``RankMarker/meaning``).
    func meaning(of change: RankChange) -> String
    /// The screen reader's row: `1위, 신작, 경관의 피, 오늘 64,050명, 누적 69,228명`.
    func sentence(for row: BoxOfficeRowViewData) -> String

    var noDayShown: String { get }
}

extension ChartWords {
    /// KOBIS's `yearWeekTime` (`YYYYIW`) as a reader says it, or `nil` when it is not that shape.
    public func weekName(_ yearWeek: String) -> String? {
        guard yearWeek.count == 6, let year = Int(yearWeek.prefix(4)), let week = Int(yearWeek.suffix(2)),
            (1...53).contains(week)
        else { return nil }
        return weekName(year: year, week: week)
    }
}

extension KoreanWords {
    public func chartName(_ kind: ChartKind) -> String {
        switch kind {
        case .daily: dailyBoxOffice
        case .weekly: "주간 박스오피스"
        case .weekend: "주말 박스오피스"
        case .weekdays: "주중 박스오피스"
        }
    }

    public func weekName(year: Int, week: Int) -> String { "\(year)년 \(week)주" }

    public func weekdayShort(_ weekday: Int) -> String {
        ["일", "월", "화", "수", "목", "금", "토"][max(0, min(6, weekday - 1))]
    }

    public func loading(_ request: ChartRequest) -> String {
        request.period.kind == .daily && request.filter.isAll
            ? loading(request.period.first) : "\(request.period) \(chartName(request.period.kind)) 불러오는 중…"
    }

    public func periodFigure(_ text: String, kind: ChartKind) -> String {
        kind == .daily ? todayFigure(text) : "\(periodWord(kind)) \(text)"
    }

    public func periodWord(_ kind: ChartKind) -> String {
        switch kind {
        case .daily: "오늘"
        case .weekly: "주간"
        case .weekend: "주말"
        case .weekdays: "주중"
        }
    }

    public var dailyBoxOffice: String { "일별 박스오피스" }

    public func loading(_ date: BoxOfficeDate) -> String { "\(date.iso) 불러오는 중…" }

    public func todayFigure(_ text: String) -> String { "오늘 \(text)" }

    public func totalFigure(_ text: String) -> String { "총 \(text)" }

    public var newMarker: String { "신작" }

    public var noFigures: String { "이 날은 집계된 영화가 없습니다(KOBIS의 목록이 비어 있음)." }

    public func tableHeadings(_ kind: ChartKind) -> [String] { ["순위", "변동", "영화", periodWord(kind), "누적"] }

    public func text(for limit: DayStepLimit) -> String {
        switch limit {
        case .firstDemoDay: "데모 자료의 첫날입니다."
        case .lastDemoDay: "데모 자료의 마지막 날입니다."
        case .latestDay: "가장 최근 날입니다(오늘 날짜는 집계중입니다)."
        case .latestWeek: "가장 최근 주입니다(이번 주는 집계중입니다)."
        }
    }

    public func listSentence(heading: String, title: String, source: DataSource) -> String {
        "\(heading) \(title), \(source.rawValue) 자료."
    }

    public func meaning(of change: RankChange) -> String {
        switch change {
        case .new: "신작"
        case .steady: "변동 없음"
        case .up(let places): "\(places)계단 상승"
        case .down(let places): "\(places)계단 하락"
        }
    }

    public func sentence(for row: BoxOfficeRowViewData) -> String {
        "\(row.rank)위, \(meaning(of: row.marker.change)), \(row.title), \(periodWord(row.kind)) \(row.audience)명, 누적 \(row.audienceTotal)명"
    }

    public var noDayShown: String { "보이는 날이 없습니다: 먼저 `date`로 날짜를 보세요." }
}

extension EnglishWords {
    public func chartName(_ kind: ChartKind) -> String {
        switch kind {
        case .daily: dailyBoxOffice
        case .weekly: "weekly box office"
        case .weekend: "weekend box office"
        case .weekdays: "weekday box office"
        }
    }

    public func weekName(year: Int, week: Int) -> String { "week \(week) of \(year)" }

    public func weekdayShort(_ weekday: Int) -> String {
        ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][max(0, min(6, weekday - 1))]
    }

    public func loading(_ request: ChartRequest) -> String {
        request.period.kind == .daily && request.filter.isAll
            ? loading(request.period.first)
            : "Loading the \(chartName(request.period.kind)) of \(request.period)…"
    }

    public func periodFigure(_ text: String, kind: ChartKind) -> String {
        kind == .daily ? todayFigure(text) : "\(periodWord(kind)) \(text)"
    }

    public func periodWord(_ kind: ChartKind) -> String {
        switch kind {
        case .daily: "today"
        case .weekly: "week"
        case .weekend: "weekend"
        case .weekdays: "weekdays"
        }
    }

    public var dailyBoxOffice: String { "daily box office" }

    public func loading(_ date: BoxOfficeDate) -> String { "Loading \(date.iso)…" }

    public func todayFigure(_ text: String) -> String { "today \(text)" }

    public func totalFigure(_ text: String) -> String { "total \(text)" }

    public var newMarker: String { "NEW" }

    public var noFigures: String { "No figures for this day (KOBIS has an empty list)." }

    public func tableHeadings(_ kind: ChartKind) -> [String] {
        let period = periodWord(kind)
        return ["Rank", "Change", "Title", period.prefix(1).uppercased() + period.dropFirst(), "Total"]
    }

    public func text(for limit: DayStepLimit) -> String {
        switch limit {
        case .firstDemoDay: "This is the first day of the demo data."
        case .lastDemoDay: "This is the last day of the demo data."
        case .latestDay: "This is the latest day (today's figures are still being counted)."
        case .latestWeek: "This is the latest week (this week's figures are still being counted)."
        }
    }

    public func listSentence(heading: String, title: String, source: DataSource) -> String {
        // `Daily box office of 2022-01-05 (Wed)`; with a week or a filter, `…, Korean films, for …`.
        let joiner = title.contains(" · ") ? ", for " : " of "
        let title = title.replacingOccurrences(of: " · ", with: ", ")
        return
            "\(title.prefix(1).uppercased() + title.dropFirst())\(joiner)\(heading), \(source.rawValue) data."
    }

    public func meaning(of change: RankChange) -> String {
        switch change {
        case .new: "new"
        case .steady: "no change"
        case .up(let places): "up \(places)"
        case .down(let places): "down \(places)"
        }
    }

    public func sentence(for row: BoxOfficeRowViewData) -> String {
        "Rank \(row.rank), \(meaning(of: row.marker.change)), \(row.title), \(row.audience) \(row.kind == .daily ? "today" : "that \(periodWord(row.kind))"), \(row.audienceTotal) in total"
    }

    public var noDayShown: String { "No day is shown: show one with `date` first." }
}

extension Words {
    public func heading(_ date: BoxOfficeDate) -> String {
        "\(date.iso) (\(weekdayShort(date.weekday)))"
    }

    public func audienceLine(today: Int, total: Int, kind: ChartKind = .daily) -> String {
        audienceLine(
            todayText: NumberFormatting.grouped(today), totalText: NumberFormatting.grouped(total), kind: kind
        )
    }

    /// Around figures already formatted (perhaps padded, so that a table's rows line up).
    public func audienceLine(todayText: String, totalText: String, kind: ChartKind = .daily) -> String {
        periodFigure(todayText, kind: kind) + " / " + totalFigure(totalText)
    }
}

/// The words a user may type for a day in any language, read as the Domain's: `date 어제` is
/// `date yesterday`.
public enum DayInput {
    static let aliases = ["어제": "yesterday", "오늘": "today"]

    public static func normalized(_ text: String) -> String {
        aliases[String(text.filter { !$0.isWhitespace }).lowercased()] ?? text
    }
}

/// `▲3` (red), `▼2` (blue), `-`, or `신작`; the terminal front decides the colours from ``kind``.
public struct RankMarker: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// Moved up: red in Korean convention.
        case up
        case down
        case steady
        case new
    }

    public let kind: Kind
    /// How many places it moved (0 for new and steady).
    public let places: Int
    public let text: String
    public let asciiText: String
    /// What it means, for a reader who cannot see its symbol or colour: `3계단 상승` / `up 3`.
    public let meaning: String

    public init(_ change: RankChange, words: any Words) {
        meaning = words.meaning(of: change)
        switch change {
        case .new:
            kind = .new
            places = 0
            text = words.newMarker
            asciiText = "NEW"
        case .up(let count):
            kind = .up
            places = count
            text = "▲\(count)"
            asciiText = "+\(count)"
        case .down(let count):
            kind = .down
            places = count
            text = "▼\(count)"
            asciiText = "-\(count)"
        case .steady:
            kind = .steady
            places = 0
            text = "-"
            asciiText = "-"
        }
    }

    /// The change it marks, to be worded in any language (``ChartWords/meaning(of:)``).
    public var change: RankChange {
        switch kind {
        case .up: .up(places)
        case .down: .down(places)
        case .steady: .steady
        case .new: .new
        }
    }

    /// Positive moved up, negative moved down, 0 for new and steady.
    public var delta: Int {
        kind == .down ? -places : places
    }

    public func text(in symbols: SymbolSet) -> String {
        symbols == .unicode ? text : asciiText
    }
}
