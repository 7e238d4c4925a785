// The sales shares of the chart shown (`shares`): its ViewModel, and what it shows.

import BoxOfficeDomain

/// What the screen of ``SalesSharesViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol SalesSharesIntents: AnyObject {
    /// The shares of `chart`, the chart shown; with none, a failure that says so.
    func show(_ chart: BoxOfficeChart?)
}

/// `shares`: the chart shown, handed in by the session, without a request.
///
/// Its intents are ``SalesSharesIntents``; it publishes ``state``.
@MainActor
public final class SalesSharesViewModel: ViewModel<SalesSharesViewData>, SalesSharesIntents {
    private let words: any Words

    public init(words: any Words) {
        self.words = words
    }

    public func show(_ chart: BoxOfficeChart?) {
        guard let chart else {
            // Nothing shown yet to read shares of: typed wrong (64), as `detail` with no list shown.
            state = .failed(ShownFailure(words.noDayShown, typedWrong: true))
            return
        }
        state = .loaded(SalesSharesViewData(chart, words: words))
    }
}

public struct SalesSharesViewData: Equatable, Sendable {
    public struct Row: Equatable, Sendable {
        public let rank: Int
        public let movieCode: String
        public let title: String
        public let share: Double
        public let percent: String
    }

    public let heading: String
    /// What the view says it shows: `매출 점유율`, with the chart's title when it is a week's or
    /// filtered (`매출 점유율 · 주간 박스오피스 · …`).
    public let label: String
    public let source: DataSource
    public let rows: [Row]
    public let emptyText: String?
    public let sentences: [String]
    public let date: String
    public let periodEnd: String
    public let chart: ChartKind
    /// The filter it was asked under, as programs read it: `all`, `nation=korean`.
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

// The shares as data, the same for every front: a record a movie (csv), one document (json).
extension SalesSharesViewData {
    public static let columns = ["rank", "movieCode", "title", "salesShare"]

    public func csv(cleaning clean: (String) -> String) -> String {
        let rows = rows.map { entry -> [JSONValue] in
            [
                .int(entry.rank), .string(clean(entry.movieCode)), .string(clean(entry.title)),
                .double(entry.share),
            ]
        }
        return CSVText.document(columns: Self.columns, rows: rows)
    }

    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        let records = rows.map { entry -> JSONValue in
            let values: [JSONValue] = [
                .int(entry.rank), .string(entry.movieCode), .string(entry.title), .double(entry.share),
            ]
            return .object(Array(zip(Self.columns, values)))
        }
        let whole = JSONValue.object([
            ("date", .string(date)),
            ("source", .string(source.rawValue)),
            ("chart", .string(chart.rawValue)),
            ("periodEnd", .string(periodEnd)),
            ("filter", .string(filter)),
            ("entries", .array(records)),
        ])
        return whole.mappingStrings(clean)
    }
}
