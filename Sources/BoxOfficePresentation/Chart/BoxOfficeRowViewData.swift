// A row of the list screen: one film of the chart, its words and figures lined up for every front.

import BoxOfficeDomain

/// A chart's entry ready to show: its rank marker, title and audience line in the session's words,
/// and its figures as numbers for programs.
public struct BoxOfficeRowViewData: Hashable, Sendable {
    public let rank: Int
    public let marker: RankMarker
    /// As KOBIS gave it; the terminal front sanitises it before printing.
    public let title: String
    /// `오늘 64,050 / 총 69,228`.
    public let audienceLine: String
    /// The same with its figures right-aligned to the chart's widest, so rows line up like a table's.
    public private(set) var alignedAudienceLine: String
    /// The line's two halves, `오늘 64,050` and `총 69,228`, for a terminal too narrow for it whole.
    public let periodFigure: String
    public let totalFigure: String
    public let audience: String
    public let audienceTotal: String
    public let movieCode: String
    /// Whether its audience is a day's or a week's.
    public let kind: ChartKind
    /// The row's figures as numbers, for programs.
    public let figures: Figures

    public struct Figures: Hashable, Sendable {
        /// `nil` when KOBIS has no release day.
        public let openDate: String?
        /// In the chart's period, like `sales`.
        public let audience: Int
        public let audienceTotal: Int
        /// In won.
        public let sales: Int
        public let salesTotal: Int
        /// Percent of the period's sales.
        public let salesShare: Double
        public let screens: Int
        public let shows: Int
    }

    public init(entry: BoxOfficeEntry, words: any Words, kind: ChartKind = .daily) {
        self.kind = kind
        rank = entry.rank
        marker = RankMarker(entry.rankChange, words: words)
        title = entry.title
        audience = NumberFormatting.grouped(entry.audience)
        audienceTotal = NumberFormatting.grouped(entry.audienceTotal)
        audienceLine = words.audienceLine(todayText: audience, totalText: audienceTotal, kind: kind)
        alignedAudienceLine = audienceLine
        periodFigure = words.periodFigure(audience, kind: kind)
        totalFigure = words.totalFigure(audienceTotal)
        movieCode = entry.movieCode.rawValue
        figures = Figures(
            openDate: entry.openDate?.iso, audience: entry.audience, audienceTotal: entry.audienceTotal,
            sales: entry.sales, salesTotal: entry.salesTotal, salesShare: entry.salesShare,
            screens: entry.screens,
            shows: entry.shows)
    }

    // Figures are ASCII digits and commas, one column each: padding by count is padding by width.
    func aligned(audienceWidth: Int, totalWidth: Int, words: any Words) -> Self {
        func padded(_ text: String, _ width: Int) -> String {
            String(repeating: " ", count: max(0, width - text.count)) + text
        }
        var copy = self
        copy.alignedAudienceLine = words.audienceLine(
            todayText: padded(audience, audienceWidth), totalText: padded(audienceTotal, totalWidth),
            kind: kind)
        return copy
    }
}
