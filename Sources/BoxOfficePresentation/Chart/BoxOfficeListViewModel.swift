// The list screen: its ViewModel and the chart it shows (its rows are `BoxOfficeRowViewData.swift`'s).

import BoxOfficeDomain

/// What the screen of ``BoxOfficeListViewModel`` is asked to do: its intents, all it takes.
/// Each is handed the session's ``ChartSelection`` (the period and filter it counts from).
@MainActor
public protocol BoxOfficeListIntents: AnyObject {
    /// Shows the chart of `kind` for the typed day under `filter`, which stays the session's: one
    /// request, never the chart shown first. A day typed wrong, or a source that cannot filter
    /// (the demo data), keeps the filter it had.
    func load(_ kind: ChartKind, typed text: String?, filter: ChartFilter, in selection: ChartSelection) async

    /// Shows the chart of `kind` for the period the typed day names (`20220105`, `1/5`, `yesterday`,
    /// `-3`; any day of a week names the week); with no day, the default day's or the latest week that
    /// is over. Text that is not a day fails, explained, without a request.
    func load(_ kind: ChartKind, typed text: String?, in selection: ChartSelection) async

    /// A source that cannot filter at all (the demo data) keeps the filter it had.
    func setFilter(_ filter: ChartFilter, in selection: ChartSelection) async

    /// Fetches the selected chart again from the source: the app's pull-to-refresh.
    func refresh(in selection: ChartSelection) async

    /// In demo data, the day before with figures.
    func showPrevious(in selection: ChartSelection) async

    /// In demo data, the next day with figures.
    func showNext(in selection: ChartSelection) async

    /// Publishes the chart shown again, without fetching it (the view draws it in new settings);
    /// nothing when none is shown.
    func showAgain()
}

/// The box-office screen: which chart, period and filter is shown. The chart shown, its period and the
/// filter are the session's: it is handed them with each intent and reports what changes (``ChartEffects``).
///
/// Its intents are ``BoxOfficeListIntents``; it publishes ``state``.
@MainActor
public final class BoxOfficeListViewModel: ViewModel<BoxOfficeListViewData>, BoxOfficeListIntents {
    private let useCase: ShowChartUseCase
    private let words: any Words
    private let effects: ChartEffects
    // For `showAgain()`.
    private var shown: BoxOfficeListViewData?

    public init(
        useCase: ShowChartUseCase, words: any Words, effects: ChartEffects
    ) {
        self.useCase = useCase
        self.words = words
        self.effects = effects
    }

    public func load(
        _ kind: ChartKind, typed text: String?, filter: ChartFilter, in selection: ChartSelection
    )
        async
    {
        effects.filterChosen(filter)
        var chosen = selection
        chosen.filter = filter
        await load(kind, typed: text, in: chosen)
        guard case .failed(let failure) = state else { return }
        switch failure.cause {
        case .invalidDate?, .chartNotInDemoData?: effects.filterChosen(selection.filter)
        default: break
        }
    }

    public func load(_ kind: ChartKind, typed text: String?, in selection: ChartSelection) async {
        let period: ChartPeriod
        do throws(DateInputError) {
            period = try useCase.period(kind, typed: text.map(DayInput.normalized))
        } catch {
            effects.failed(nil)
            state = .failed(ShownFailure(words.text(for: error), cause: .invalidDate(error)))
            return
        }
        await fetch(period, filter: selection.filter, refresh: false)
    }

    public func setFilter(_ filter: ChartFilter, in selection: ChartSelection) async {
        guard let period = selection.period else {
            // No chart to fetch again: a source that cannot filter refuses it here, before it is kept.
            guard useCase.hasCharts(under: filter) else {
                let refused = BoxOfficeFailure.chartNotInDemoData(
                    ChartRequest(period: useCase.defaultPeriod(.daily), filter: filter))
                state = .failed(ShownFailure(words.text(for: refused), cause: refused))
                return
            }
            effects.filterChosen(filter)
            return
        }
        effects.filterChosen(filter)
        await fetch(period, filter: filter, refresh: false)
        if case .failed(let failure) = state, case .chartNotInDemoData = failure.cause {
            effects.filterChosen(selection.filter)
        }
    }

    public func refresh(in selection: ChartSelection) async {
        await fetch(selection.period ?? .day(useCase.defaultDate()), filter: selection.filter, refresh: true)
    }

    public func showPrevious(in selection: ChartSelection) async {
        await step(-1, from: selection)
    }

    public func showNext(in selection: ChartSelection) async {
        await step(1, from: selection)
    }

    public func showAgain() {
        guard let shown else { return }
        state = .loaded(shown.withoutWarning)
    }

    private func step(_ step: Int, from selection: ChartSelection) async {
        await fetch(
            useCase.neighbour(of: selection.period ?? .day(useCase.defaultDate()), step: step),
            filter: selection.filter, refresh: false, step: step)
    }

    // `step` (−1 for `prev`, 1 for `next`) words a failure past the last day as that limit (`DayStepLimit`).
    private func fetch(_ period: ChartPeriod, filter: ChartFilter, refresh: Bool, step: Int? = nil) async {
        let request = ChartRequest(period: period, filter: filter)
        effects.loading(period)
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
            case .invalidDate, .cancelled: effects.failed(nil)
            default: effects.failed(period)
            }
            let limit = step.flatMap { DayStepLimit(failure: error, step: $0) }
            state = .failed(ShownFailure(limit.map(words.text(for:)) ?? words.text(for: error), cause: error))
        }
    }

    private func show(_ boxOffice: BoxOfficeChart, period: ChartPeriod, warning: String?) {
        let content = BoxOfficeListViewData(boxOffice: boxOffice, words: words, warning: warning)
        shown = content
        effects.shown(boxOffice, period)
        state = .loaded(content)
    }
}

/// What a chart's load changes beyond this screen: the session's selection, and what that sets off
/// elsewhere (the detail's prefetch). Closures wired where the ViewModels are made, so this ViewModel
/// knows no other and holds nothing shared.
public struct ChartEffects {
    /// A period starts loading; the chart shown is still the one before.
    public var loading: @MainActor (ChartPeriod) -> Void
    /// A chart loaded is the one shown now, with its period.
    public var shown: @MainActor (BoxOfficeChart, ChartPeriod) -> Void
    /// A load failed or was refused; a real period that failed is given, to become the period the
    /// session is about while no chart is shown (`nil`: a day typed wrong, a load cancelled).
    public var failed: @MainActor (ChartPeriod?) -> Void
    /// The filter the session keeps now.
    public var filterChosen: @MainActor (ChartFilter) -> Void

    public init(
        loading: @escaping @MainActor (ChartPeriod) -> Void,
        shown: @escaping @MainActor (BoxOfficeChart, ChartPeriod) -> Void,
        failed: @escaping @MainActor (ChartPeriod?) -> Void,
        filterChosen: @escaping @MainActor (ChartFilter) -> Void
    ) {
        self.loading = loading
        self.shown = shown
        self.failed = failed
        self.filterChosen = filterChosen
    }

    /// For a list on its own, whose selection no one keeps.
    public static var none: ChartEffects {
        ChartEffects(loading: { _ in }, shown: { _, _ in }, failed: { _ in }, filterChosen: { _ in })
    }
}

/// Only values, every word among them: the view lays them out (colouring by ``RankMarker``'s kind).
public struct BoxOfficeListViewData: Equatable, Sendable {
    public let source: DataSource
    /// The heading: `2022-01-05 (수)`, or `2022-01-03 (월) ~ 2022-01-09 (일)` for a week.
    public let heading: String
    /// What the chart is, with its week and filter: `주간 박스오피스 · 2022년 1주 · 한국 영화`.
    public let title: String
    /// Empty when KOBIS has no figures for the day, which `emptyText` then says (else `nil`).
    public let rows: [BoxOfficeRowViewData]
    public let emptyText: String?
    /// The bordered table's column headings: rank, change, title, today, total.
    public let tableHeadings: [String]
    /// The screen reader's layout: the day and each movie as a sentence, with no table, symbols
    /// or colour (titles as KOBIS gave them: the terminal front sanitises the lines).
    public let sentences: [String]
    /// The chart's first day; `periodEnd` is its last.
    public let date: String
    public let periodEnd: String
    public let chart: ChartKind
    /// As programs read it: `all`, `nation=korean`.
    public let filter: String
    /// `2022-01`, for a week's chart.
    public let yearWeek: String?
    /// What went wrong beside the chart shown, said after it as a failed command: the store
    /// could not keep it. `nil` when nothing did.
    public private(set) var warning: String?

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
        let rows = boxOffice.entries.map { BoxOfficeRowViewData(entry: $0, words: words, kind: period.kind) }
        let audienceWidth = rows.map(\.audience.count).max() ?? 0
        let totalWidth = rows.map(\.audienceTotal.count).max() ?? 0
        self.rows = rows.map {
            $0.aligned(audienceWidth: audienceWidth, totalWidth: totalWidth, words: words)
        }
        emptyText = rows.isEmpty ? words.noFigures : nil
        tableHeadings = words.tableHeadings(period.kind)
        sentences =
            [words.listSentence(heading: heading, title: title, source: source)]
            + [emptyText].compactMap { $0 } + rows.map(words.sentence(for:))
        date = boxOffice.date.iso
        periodEnd = period.last.iso
        chart = period.kind
        filter = boxOffice.filter.description
        yearWeek = boxOffice.yearWeek
    }

    // Its warning was said when the chart was first shown.
    var withoutWarning: Self {
        var copy = self
        copy.warning = nil
        return copy
    }
}
