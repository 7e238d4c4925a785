// The list screen: its ViewModel, the chart it shows, and its rows.

import BoxOfficeDomain

/// The box-office screen: which chart (daily, weekly, weekend, weekdays), period and filter is
/// shown, and what state it is in.
///
/// The view asks (`load`, `refresh`, `showPrevious`, `showNext`, `setFilter`) and observes
/// ``state`` through ``observe(owner:_:)``; it never sees the repository or the network.
@MainActor
public final class BoxOfficeListViewModel: ViewModel<BoxOfficeListContent> {
    /// The period the list is about, which the prompt names and `prev`, `next` and `refresh`
    /// count from: the one shown, kept through any failed load. Before a chart has been shown it
    /// is the last real period asked for whose load failed (so `refresh` tries it again).
    public private(set) var selectedPeriod: ChartPeriod?
    /// The period being fetched while the state is `.loading`, else `nil`.
    public private(set) var loadingPeriod: ChartPeriod?
    /// Which films the charts count, kept until changed (`filter`).
    public private(set) var filter = ChartFilter.all

    private let useCase: ShowChartUseCase
    /// The chart shown and its rows: the last one loaded, kept through any failed load (refused,
    /// cancelled or failing at the source: the screen still shows it).
    private var shown: (boxOffice: BoxOfficeChart, content: BoxOfficeListContent)?
    /// The words of the headings, rows and messages.
    public let words: any Words

    /// - Parameters:
    ///   - useCase: checks periods and fetches their charts.
    ///   - words: the words of the headings, rows and messages.
    public init(useCase: ShowChartUseCase, words: any Words) {
        self.useCase = useCase
        self.words = words
    }

    /// The first day of the period the list is about (see ``selectedPeriod``).
    public var selectedDate: BoxOfficeDate? { selectedPeriod?.first }

    /// The first day of the period being fetched (the detail ViewModel stops prefetching a chart
    /// the user is leaving).
    public var loadingDate: BoxOfficeDate? { loadingPeriod?.first }

    /// The chart `prev`, `next` and a new filter keep to: the one selected, else the daily one.
    public var chartKind: ChartKind { selectedPeriod?.kind ?? .daily }

    /// The day shown when none is asked for (yesterday, or the newest demo day).
    public var defaultDate: BoxOfficeDate { useCase.defaultDate() }

    /// Days worth offering for completion, newest first.
    public var suggestedDates: [BoxOfficeDate] { useCase.suggestedDates() }

    /// The figures of the chart shown, if one is (for `detail`, which shows a movie's figures).
    ///
    /// The last chart loaded stays shown while another is loading and after any load that
    /// failed: refused (`date 20991231`, `next` on yesterday), cancelled, or failing at the
    /// source (an HTTP 500, no network). `nil` until a chart has been loaded.
    public var shownBoxOffice: BoxOfficeChart? { shown?.boxOffice }

    /// The rows of the chart shown, if one is (see ``shownBoxOffice``).
    public var shownContent: BoxOfficeListContent? { shown?.content }

    /// Shows the daily chart of `date` (the default day when `nil`).
    public func load(_ date: BoxOfficeDate? = nil) async {
        await fetch(.day(date ?? defaultDate), refresh: false)
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
            state = .failed(ShownFailure(words.text(for: error), cause: .invalidDate(error)))
        }
    }

    /// Keeps `filter` for every chart from now on, and shows the selected chart under it.
    /// A source that cannot filter at all (the demo data) keeps the filter it had.
    public func setFilter(_ filter: ChartFilter) async {
        let previous = self.filter
        self.filter = filter
        guard let period = selectedPeriod else { return }
        await fetch(period, refresh: false)
        if case .failed(let failure) = state, case .chartNotInDemoData = failure.cause {
            self.filter = previous
        }
    }

    /// Fetches the selected chart again from the source: the app's pull-to-refresh.
    public func refresh() async {
        await fetch(selectedPeriod ?? .day(defaultDate), refresh: true)
    }

    /// Shows the day (or week) before the selected one (in demo data, the day before with figures).
    public func showPrevious() async {
        await fetch(
            useCase.neighbour(of: selectedPeriod ?? .day(defaultDate), step: -1), refresh: false, step: -1)
    }

    /// Shows the day (or week) after the selected one (in demo data, the next day with figures).
    public func showNext() async {
        await fetch(
            useCase.neighbour(of: selectedPeriod ?? .day(defaultDate), step: 1), refresh: false, step: 1)
    }

    /// Fetches `period` under the filter; `step` is the step of `prev` (−1) or `next` (1) that
    /// asked, whose failure past the last day is worded as that limit (``DayStepLimit``).
    private func fetch(_ period: ChartPeriod, refresh: Bool, step: Int? = nil) async {
        let request = ChartRequest(period: period, filter: filter)
        loadingPeriod = period
        state = .loading(words.loading(request))
        do {
            show(try await useCase.execute(request, refresh: refresh), period: period, warning: nil)
        } catch .chartNotKept(let boxOffice, let problem) {
            // Fetched and worth showing, but lost to the store: shown, and said as a failure.
            show(boxOffice, period: period, warning: words.text(for: .chartNotKept(boxOffice, problem)))
        } catch {
            loadingPeriod = nil
            // The chart shown stays the selected one. With none shown there is nothing to keep:
            // a real period that failed becomes the selected one, for the prompt and `refresh`.
            switch error {
            case .invalidDate, .cancelled: break
            default: if shown == nil { selectedPeriod = period }
            }
            let limit = step.flatMap { DayStepLimit(failure: error, step: $0) }
            state = .failed(ShownFailure(limit.map(words.text(for:)) ?? words.text(for: error), cause: error))
        }
    }
}

extension BoxOfficeListViewModel {
    fileprivate func show(_ boxOffice: BoxOfficeChart, period: ChartPeriod, warning: String?) {
        let content = BoxOfficeListContent(boxOffice: boxOffice, words: words, warning: warning)
        selectedPeriod = period
        shown = (boxOffice, content)
        loadingPeriod = nil
        state = .loaded(content)
    }
}

/// A loaded chart, ready to show: the heading, the rows, and the words to show them with.
public struct BoxOfficeListContent: Hashable, Sendable {
    /// The first day of the chart shown.
    public let date: BoxOfficeDate
    /// Where the figures came from.
    public let source: DataSource
    /// The heading: `2022-01-05 (수)`, or `2022-01-03 (월) ~ 2022-01-09 (일)` for a week.
    public let heading: String
    /// What the chart is, with its week and filter: `주간 박스오피스 · 2022년 1주 · 한국 영화`.
    public let title: String
    /// The rows, by rank; empty when KOBIS has no figures for the day.
    public let rows: [BoxOfficeRowViewData]
    /// The figures themselves, for the csv and json formats.
    public let boxOffice: BoxOfficeChart
    /// The words the heading and rows were made with, for whatever else the view says.
    public let words: any Words
    /// What went wrong beside the chart shown, said after it as a failed command: the store
    /// could not keep it. `nil` when nothing did.
    public let warning: String?

    /// The content of a day's box office.
    /// - Parameters:
    ///   - boxOffice: the day's figures.
    ///   - words: the language of the heading and the rows.
    ///   - warning: what went wrong beside it (see ``warning``).
    public init(boxOffice: BoxOfficeChart, words: any Words, warning: String? = nil) {
        self.boxOffice = boxOffice
        self.words = words
        self.warning = warning
        date = boxOffice.date
        source = boxOffice.source
        let period = boxOffice.period
        heading =
            period.first == period.last
            ? words.heading(period.first) : "\(words.heading(period.first)) ~ \(words.heading(period.last))"
        title =
            ([words.chartName(period.kind)] + [boxOffice.yearWeek.flatMap(words.weekName)].compactMap { $0 }
            + [words.filterSummary(boxOffice.filter)].compactMap { $0 }).joined(separator: " · ")
        rows = boxOffice.entries.map { BoxOfficeRowViewData(entry: $0, words: words, kind: period.kind) }
    }

    /// The screen reader's layout: the day and each movie as a sentence, with no table, symbols
    /// or colour (titles as KOBIS gave them: the terminal front sanitises the lines).
    public var sentences: [String] {
        [words.listSentence(heading: heading, title: title, source: source)]
            + (rows.isEmpty ? [words.noFigures] : [])
            + rows.map(words.sentence(for:))
    }

    /// The same day in the same words (everything else is made from them).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.boxOffice == rhs.boxOffice && lhs.words.speaksLike(rhs.words) && lhs.warning == rhs.warning
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(boxOffice)
        hasher.combine(words.language)
        hasher.combine(warning)
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
    /// The movie's code, for `detail`.
    public let movieCode: MovieCode
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
        movieCode = entry.movieCode
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
