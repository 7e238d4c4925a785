// The list screen: its ViewModel, the chart it shows, and its rows.

import BoxOfficeDomain

/// The box-office screen: which chart (daily, weekly, weekend, weekdays), period and filter is
/// shown, and what state it is in.
///
/// Intents: ``load(_:)``, ``load(typed:)``, ``load(_:typed:)``, ``setFilter(_:)``, ``refresh()``,
/// ``showPrevious()``, ``showNext()``, ``showAgain()``; it publishes ``state``. The chart shown,
/// its period and the filter are the session's (``SessionState``), which it keeps up to date.
@MainActor
public final class BoxOfficeListViewModel: ViewModel<BoxOfficeListViewData> {
    private let useCase: ShowChartUseCase
    private let session: SessionState
    private let words: any Words
    /// The rows of the chart shown, for ``showAgain()``.
    private var shown: BoxOfficeListViewData?

    /// - Parameters:
    ///   - useCase: checks periods and fetches their charts.
    ///   - session: the chart shown and the filter, which this ViewModel keeps.
    ///   - words: the words of the headings, rows and messages.
    public init(useCase: ShowChartUseCase, session: SessionState, words: any Words) {
        self.useCase = useCase
        self.session = session
        self.words = words
    }

    /// Shows the daily chart of `date` (the default day when `nil`).
    public func load(_ date: BoxOfficeDate? = nil) async {
        await fetch(.day(date ?? useCase.defaultDate()), refresh: false)
    }

    /// Shows the daily chart of the day as the user typed it (`20220105`, `1/5`, `yesterday`,
    /// `-3`; the default day when `nil`); text that is not a day fails, explained, without a request.
    public func load(typed text: String?) async {
        await load(.daily, typed: text)
    }

    /// Shows the chart of `kind` for the period the typed day names (any day of a week names the
    /// week); with no day, the default day's or the latest week that is over.
    public func load(_ kind: ChartKind, typed text: String?) async {
        guard let text else { return await fetch(useCase.defaultPeriod(kind), refresh: false) }
        do throws(DateInputError) {
            let day = try useCase.date(from: DayInput.normalized(text))
            await fetch(ChartPeriod(kind, containing: day), refresh: false)
        } catch {
            session.chartFailed(nil)
            state = .failed(ShownFailure(words.text(for: error), cause: .invalidDate(error)))
        }
    }

    /// Keeps `filter` for every chart from now on, and shows the selected chart under it.
    /// A source that cannot filter at all (the demo data) keeps the filter it had.
    public func setFilter(_ filter: ChartFilter) async {
        let previous = session.filter
        session.filter = filter
        guard let period = session.period else { return }
        await fetch(period, refresh: false)
        if case .failed(let failure) = state, case .chartNotInDemoData = failure.cause {
            session.filter = previous
        }
    }

    /// Fetches the selected chart again from the source: the app's pull-to-refresh.
    public func refresh() async {
        await fetch(session.period ?? .day(useCase.defaultDate()), refresh: true)
    }

    /// Shows the day (or week) before the selected one (in demo data, the day before with figures).
    public func showPrevious() async {
        await fetch(
            useCase.neighbour(of: session.period ?? .day(useCase.defaultDate()), step: -1), refresh: false,
            step: -1)
    }

    /// Shows the day (or week) after the selected one (in demo data, the next day with figures).
    public func showNext() async {
        await fetch(
            useCase.neighbour(of: session.period ?? .day(useCase.defaultDate()), step: 1), refresh: false,
            step: 1)
    }

    /// Publishes the chart shown again, without fetching it (the view draws it in new settings);
    /// nothing when none is shown.
    public func showAgain() {
        guard let shown else { return }
        state = .loaded(shown.withoutWarning)
    }

    /// Fetches `period` under the filter; `step` is the step of `prev` (−1) or `next` (1) that
    /// asked, whose failure past the last day is worded as that limit (``DayStepLimit``).
    private func fetch(_ period: ChartPeriod, refresh: Bool, step: Int? = nil) async {
        let request = ChartRequest(period: period, filter: session.filter)
        session.chartLoading(period)
        state = .loading(words.loading(request))
        do {
            show(try await useCase.execute(request, refresh: refresh), period: period, warning: nil)
        } catch .chartNotKept(let boxOffice, let problem) {
            // Fetched and worth showing, but lost to the store: shown, and said as a failure.
            show(boxOffice, period: period, warning: words.text(for: .chartNotKept(boxOffice, problem)))
        } catch {
            // The chart shown stays the selected one. With none shown there is nothing to keep:
            // a real period that failed becomes the selected one, for the prompt and `refresh`.
            switch error {
            case .invalidDate, .cancelled: session.chartFailed(nil)
            default: session.chartFailed(period)
            }
            let limit = step.flatMap { DayStepLimit(failure: error, step: $0) }
            state = .failed(ShownFailure(limit.map(words.text(for:)) ?? words.text(for: error), cause: error))
        }
    }

    private func show(_ boxOffice: BoxOfficeChart, period: ChartPeriod, warning: String?) {
        let content = BoxOfficeListViewData(boxOffice: boxOffice, words: words, warning: warning)
        shown = content
        session.chartShown(boxOffice, period: period)
        state = .loaded(content)
    }
}

/// A loaded chart, ready to show: the heading, the rows, the sentences, and the figures for
/// programs. Only values: the view words nothing it holds but the typed labels (``ChartKind``,
/// ``RankMarker``), in the words of its own display.
public struct BoxOfficeListViewData: Equatable, Sendable {
    /// Where the figures came from.
    public let source: DataSource
    /// The heading: `2022-01-05 (수)`, or `2022-01-03 (월) ~ 2022-01-09 (일)` for a week.
    public let heading: String
    /// What the chart is, with its week and filter: `주간 박스오피스 · 2022년 1주 · 한국 영화`.
    public let title: String
    /// The rows, by rank; empty when KOBIS has no figures for the day.
    public let rows: [BoxOfficeRowViewData]
    /// The screen reader's layout: the day and each movie as a sentence, with no table, symbols
    /// or colour (titles as KOBIS gave them: the terminal front sanitises the lines).
    public let sentences: [String]
    /// The figures as programs read them (``DailyBoxOfficeExport``): the csv cells of each movie
    /// and the json document.
    public let csvRows: [[JSONValue]]
    /// The json document of the chart.
    public let document: JSONValue
    /// What went wrong beside the chart shown, said after it as a failed command: the store
    /// could not keep it. `nil` when nothing did.
    public private(set) var warning: String?

    /// The view data of a chart.
    /// - Parameters:
    ///   - boxOffice: the chart's figures.
    ///   - words: the language of the heading, the rows and the sentences.
    ///   - warning: what went wrong beside it (see ``warning``).
    public init(boxOffice: BoxOfficeChart, words: any Words, warning: String? = nil) {
        self.warning = warning
        source = boxOffice.source
        let period = boxOffice.period
        heading =
            period.first == period.last
            ? words.heading(period.first) : "\(words.heading(period.first)) ~ \(words.heading(period.last))"
        title =
            ([words.chartName(period.kind)] + [boxOffice.yearWeek.flatMap(words.weekName)].compactMap { $0 }
            + [words.filterSummary(boxOffice.filter)].compactMap { $0 }).joined(separator: " · ")
        rows = boxOffice.entries.map { BoxOfficeRowViewData(entry: $0, words: words, kind: period.kind) }
        sentences =
            [words.listSentence(heading: heading, title: title, source: source)]
            + (rows.isEmpty ? [words.noFigures] : []) + rows.map(words.sentence(for:))
        csvRows = DailyBoxOfficeExport.rows(boxOffice)
        document = DailyBoxOfficeExport.document(boxOffice)
    }

    /// The same chart without its warning, which was said when it was first shown.
    var withoutWarning: Self {
        var copy = self
        copy.warning = nil
        return copy
    }
}

/// What one row of the list shows: rank, marker, title and the audience line.
public struct BoxOfficeRowViewData: Hashable, Sendable {
    /// The rank, e.g. `1`.
    public let rank: Int
    /// The rank-change marker.
    public let marker: RankMarker
    /// The title as KOBIS gave it; the terminal front sanitises it before printing.
    public let title: String
    /// `오늘 64,050 / 총 69,228`.
    public let audienceLine: String
    /// Tickets sold that day, grouped: `64,050`.
    public let audience: String
    /// Tickets sold since release, grouped: `69,228`.
    public let audienceTotal: String
    /// The movie's code: `20199882`.
    public let movieCode: String
    /// The chart the row is of: whether its audience is a day's or a week's.
    public let kind: ChartKind

    /// The view data of an entry.
    /// - Parameters:
    ///   - entry: the row's figures.
    ///   - words: the language of the audience line and the marker.
    ///   - kind: the chart the row is of (a day's by default).
    public init(entry: BoxOfficeEntry, words: any Words, kind: ChartKind = .daily) {
        self.kind = kind
        rank = entry.rank
        marker = RankMarker(entry.rankChange, words: words)
        title = entry.title
        audienceLine = words.audienceLine(today: entry.audience, total: entry.audienceTotal, kind: kind)
        audience = NumberFormatting.grouped(entry.audience)
        audienceTotal = NumberFormatting.grouped(entry.audienceTotal)
        movieCode = entry.movieCode.rawValue
    }
}

/// The list's lines composed from the words of either language.
extension Words {
    /// The heading of a day: `2022-01-05 (수)` / `2022-01-05 (Wed)`.
    public func heading(_ date: BoxOfficeDate) -> String {
        "\(date.iso) (\(weekdayShort(date.weekday)))"
    }

    /// `오늘 64,050 / 총 69,228` / `today 64,050 / total 69,228`.
    public func audienceLine(today: Int, total: Int, kind: ChartKind = .daily) -> String {
        audienceLine(
            todayText: NumberFormatting.grouped(today), totalText: NumberFormatting.grouped(total), kind: kind
        )
    }

    /// The audience line around figures already formatted (and perhaps padded, so that a table's
    /// rows line up): `오늘  9,736 / 총 4,553,399`.
    public func audienceLine(todayText: String, totalText: String, kind: ChartKind = .daily) -> String {
        periodFigure(todayText, kind: kind) + " / " + totalFigure(totalText)
    }
}

/// The words a user may type for a day in any of the app's languages, read as the Domain's own:
/// `date 어제` is `date yesterday`. The Domain reads dates, `yesterday`, `today` and `-N`.
public enum DayInput {
    /// Each language's word for a relative day, and the Domain's word for it.
    static let aliases = ["어제": "yesterday", "오늘": "today"]

    /// `text` with a language's word for a relative day replaced by the Domain's; else as typed.
    public static func normalized(_ text: String) -> String {
        aliases[String(text.filter { !$0.isWhitespace }).lowercased()] ?? text
    }
}
