import BoxOfficeDomain

/// The daily box-office screen: which day is shown and what state it is in.
///
/// The view asks (`load`, `refresh`, `showPrevious`, `showNext`) and observes ``state``
/// through ``observe(owner:_:)``; it never sees the repository or the network.
@MainActor
public final class BoxOfficeListViewModel: ViewModel<BoxOfficeListContent> {
    /// The day the list is about, which the prompt names and `prev`, `next` and `refresh`
    /// count from: the day shown, kept through any failed load. Before a day has been shown it
    /// is the last real day asked for whose load failed (so `refresh` tries it again).
    public private(set) var selectedDate: BoxOfficeDate?

    /// The day being fetched while the state is `.loading`, else `nil` (the detail ViewModel
    /// stops prefetching a day the user is leaving).
    public private(set) var loadingDate: BoxOfficeDate?

    private let useCase: ShowDailyBoxOfficeUseCase
    /// The day shown and its rows: the last day loaded, kept through any failed load (refused,
    /// cancelled or failing at the source: the screen still shows it).
    private var shown: (boxOffice: DailyBoxOffice, content: BoxOfficeListContent)?
    /// The words of the headings, rows and messages.
    public let words: any Words

    /// - Parameters:
    ///   - useCase: checks days and fetches their figures.
    ///   - words: the words of the headings, rows and messages.
    public init(useCase: ShowDailyBoxOfficeUseCase, words: any Words) {
        self.useCase = useCase
        self.words = words
    }

    /// The day shown when none is asked for (yesterday, or the newest demo day).
    public var defaultDate: BoxOfficeDate { useCase.defaultDate() }

    /// Days worth offering for completion, newest first.
    public var suggestedDates: [BoxOfficeDate] { useCase.suggestedDates() }

    /// The figures of the day shown, if one is (for `detail`, which shows a movie's figures).
    ///
    /// The last day loaded stays shown while another is loading and after any load that
    /// failed: refused (`date 20991231`, `next` on yesterday), cancelled, or failing at the
    /// source (an HTTP 500, no network). `nil` until a day has been loaded.
    public var shownBoxOffice: DailyBoxOffice? { shown?.boxOffice }

    /// The rows of the day shown, if one is (see ``shownBoxOffice``).
    public var shownContent: BoxOfficeListContent? { shown?.content }

    /// Shows `date` (the default day when `nil`).
    public func load(_ date: BoxOfficeDate? = nil) async {
        await fetch(date ?? defaultDate, refresh: false)
    }

    /// Shows the day as the user typed it (`20220105`, `1/5`, `yesterday`, `-3`; the default day
    /// when `nil`); text that is not a day fails, explained, without a request.
    public func load(typed text: String?) async {
        guard let text else { return await load() }
        do throws(DateInputError) {
            await load(try useCase.date(from: text))
        } catch {
            state = .failed(ShownFailure(words.text(for: error)))
        }
    }

    /// Fetches the selected day again from the source: the app's pull-to-refresh.
    public func refresh() async {
        await fetch(selectedDate ?? defaultDate, refresh: true)
    }

    /// Shows the day before the selected one (in demo data, the one before that has figures).
    public func showPrevious() async {
        await fetch(useCase.neighbour(of: selectedDate ?? defaultDate, step: -1), refresh: false, step: -1)
    }

    /// Shows the day after the selected one (in demo data, the next one that has figures).
    public func showNext() async {
        await fetch(useCase.neighbour(of: selectedDate ?? defaultDate, step: 1), refresh: false, step: 1)
    }

    /// Fetches `date`; `step` is the step of `prev` (−1) or `next` (1) that asked, whose
    /// failure past the last day is worded as that limit (``DayStepLimit``).
    private func fetch(_ date: BoxOfficeDate, refresh: Bool, step: Int? = nil) async {
        loadingDate = date
        state = .loading(words.loading(date))
        do {
            let boxOffice = try await useCase.execute(date: date, refresh: refresh)
            let content = BoxOfficeListContent(boxOffice: boxOffice, words: words)
            selectedDate = date
            shown = (boxOffice, content)
            loadingDate = nil
            state = .loaded(content)
        } catch {
            loadingDate = nil
            // The day shown stays the selected one. With none shown there is nothing to keep:
            // a real day that failed becomes the selected one, for the prompt and `refresh`.
            switch error {
            case .invalidDate, .cancelled: break
            default: if shown == nil { selectedDate = date }
            }
            let limit = step.flatMap { DayStepLimit(failure: error, step: $0) }
            state = .failed(ShownFailure(limit.map(words.text(for:)) ?? words.text(for: error), cause: error))
        }
    }
}
