// The sales shares of the chart shown (`shares`): its ViewModel, and what it shows.

import BoxOfficeDomain

/// `shares`: the sales shares of the chart shown, read from the session without a request.
///
/// Intent: ``show()``; it publishes ``state``.
@MainActor
public final class SalesSharesViewModel: ViewModel<SalesSharesViewData> {
    private let session: SessionState
    private let words: any Words

    /// - Parameters:
    ///   - session: the chart shown.
    ///   - words: the words of the heading, sentences and messages.
    public init(session: SessionState, words: any Words) {
        self.session = session
        self.words = words
    }

    /// Shows the shares of the chart shown, or says that none is shown.
    public func show() {
        guard let chart = session.chart else {
            state = .failed(ShownFailure(words.noDayShown))
            return
        }
        state = .loaded(SalesSharesViewData(chart, words: words))
    }
}

/// A chart's sales shares, ready to show: the heading, a row a movie, the sentences, and the
/// fields of the json document.
public struct SalesSharesViewData: Equatable, Sendable {
    /// One movie's share.
    public struct Row: Equatable, Sendable {
        /// Its rank.
        public let rank: Int
        /// KOBIS's code.
        public let movieCode: String
        /// The title as KOBIS gave it; the terminal front sanitises it.
        public let title: String
        /// The share of the chart's sales, in percent.
        public let share: Double
        /// `34.2%`.
        public let percent: String
    }

    /// The chart's heading: `2022-01-05 (수)`.
    public let heading: String
    /// What the view says it shows: `매출 점유율`, with the chart's title when it is a week's or
    /// filtered (`매출 점유율 · 주간 박스오피스 · …`).
    public let label: String
    /// Where the figures came from.
    public let source: DataSource
    /// The rows, by rank; empty when the chart has no figures.
    public let rows: [Row]
    /// What an empty chart says; `nil` when there are rows.
    public let emptyText: String?
    /// The screen reader's layout: the chart, then a sentence a movie.
    public let sentences: [String]
    /// The chart's first day, `2022-01-05`.
    public let date: String
    /// The chart's last day.
    public let periodEnd: String
    /// Which chart it is.
    public let chart: ChartKind
    /// The filter it was asked under, as programs read it: `all`, `nation=K`.
    public let filter: String

    init(_ chart: BoxOfficeChart, words: any Words) {
        let list = BoxOfficeListViewData(boxOffice: chart, words: words)
        heading = list.heading
        label =
            list.title == words.chartName(.daily)
            ? words.salesShareLabel : "\(words.salesShareLabel) · \(list.title)"
        source = chart.source
        rows = chart.entries.map {
            Row(
                rank: $0.rank, movieCode: $0.movieCode.rawValue, title: $0.title, share: $0.salesShare,
                percent: NumberFormatting.percent($0.salesShare))
        }
        emptyText = rows.isEmpty ? words.noFigures : nil
        let day =
            words.salesShareLabel + ": "
            + words.listSentence(heading: list.heading, title: list.title, source: chart.source)
        sentences =
            [day]
            + (rows.isEmpty
                ? [words.noFigures]
                : rows.map {
                    "\(words.rankLabel) \($0.rank), \($0.title), \(words.salesShareLabel) \($0.percent)."
                })
        date = chart.date.iso
        periodEnd = chart.period.last.iso
        self.chart = chart.period.kind
        filter = chart.filter.description
    }
}
