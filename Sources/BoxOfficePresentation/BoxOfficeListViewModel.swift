import BoxOfficeDomain

/// The daily box-office screen: which day is shown and what state it is in.
///
/// The view asks (`load`, `refresh`, `showPrevious`, `showNext`) and observes ``state``
/// through ``observe(owner:_:)``; it never sees the repository or the network.
@MainActor
public final class BoxOfficeListViewModel {
    /// The current state; every change is published to the observers.
    public private(set) var state: BoxOfficeListState = .idle {
        didSet { observers.notify(state) }
    }

    /// The day the list is about: the last day asked for that was a real day.
    public private(set) var selectedDate: BoxOfficeDate?

    private let useCase: ShowDailyBoxOfficeUseCase
    private let observers = Observers<BoxOfficeListState>()
    /// The day shown and its rows: the last day loaded, kept through a refused or cancelled
    /// load (the screen still shows it) and dropped when a failure moves ``selectedDate`` on.
    private var shown: (boxOffice: DailyBoxOffice, content: BoxOfficeListContent)?
    /// The language of the headings and rows.
    public let language: Language

    /// - Parameters:
    ///   - useCase: checks days and fetches their figures.
    ///   - language: the language of the headings and rows; Korean by default.
    public init(useCase: ShowDailyBoxOfficeUseCase, language: Language = .korean) {
        self.useCase = useCase
        self.language = language
    }

    /// Calls `observer` with every later state while `owner` is alive.
    public func observe(owner: AnyObject, _ observer: @escaping (BoxOfficeListState) -> Void) {
        observers.add(owner: owner, observer)
    }

    /// The day shown when none is asked for (yesterday, or the newest demo day).
    public var defaultDate: BoxOfficeDate { useCase.defaultDate() }

    /// Days worth offering for completion, newest first.
    public var suggestedDates: [BoxOfficeDate] { useCase.suggestedDates() }

    /// Reads a day as the user typed it (`20220105`, `1/5`, `yesterday`, `-3`).
    /// - Throws: ``DateInputError`` saying what is wrong with the text.
    public func date(from text: String) throws(DateInputError) -> BoxOfficeDate {
        try useCase.date(from: text)
    }

    /// Whether `date` has figures to show (for the calendar's dimmed days).
    public func hasFigures(on date: BoxOfficeDate) -> Bool {
        useCase.hasFigures(on: date)
    }

    /// The figures of the day shown, if one is (for `detail`, which shows a movie's figures).
    ///
    /// The last day loaded stays shown while another is loading and after a load that was
    /// refused (`date 20991231`, `next` on yesterday) or cancelled; a failure for another day
    /// (which the prompt then names) leaves none shown.
    public var shownBoxOffice: DailyBoxOffice? { shown?.boxOffice }

    /// The rows of the day shown, if one is (see ``shownBoxOffice``).
    public var shownContent: BoxOfficeListContent? { shown?.content }

    /// Shows `date` (the default day when `nil`).
    public func load(_ date: BoxOfficeDate? = nil) async {
        await fetch(date ?? defaultDate, refresh: false)
    }

    /// Fetches the selected day again from the source: the app's pull-to-refresh.
    public func refresh() async {
        await fetch(selectedDate ?? defaultDate, refresh: true)
    }

    /// Shows the day before the selected one.
    public func showPrevious() async {
        await fetch((selectedDate ?? defaultDate).adding(days: -1), refresh: false)
    }

    /// Shows the day after the selected one.
    public func showNext() async {
        await fetch((selectedDate ?? defaultDate).adding(days: 1), refresh: false)
    }

    private func fetch(_ date: BoxOfficeDate, refresh: Bool) async {
        state = .loading(date)
        do {
            let boxOffice = try await useCase.execute(date: date, refresh: refresh)
            let content = BoxOfficeListContent(boxOffice: boxOffice, language: language)
            selectedDate = date
            shown = (boxOffice, content)
            state = .loaded(content)
        } catch {
            switch error {
            case .invalidDate, .cancelled: break
            default:
                if date != selectedDate { shown = nil }
                selectedDate = date
            }
            state = .failed(error, message: error.description)
        }
    }
}
