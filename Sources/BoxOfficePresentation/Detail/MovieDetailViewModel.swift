import BoxOfficeDomain

/// The detail screen: `detail 3`, `detail 20199882` or `detail 경관` against the list shown.
///
/// It watches the list: when a day is shown, the details of its movies are prefetched in the
/// background (``DetailPrefetcher``), so asking for one right after needs no further wait;
/// when the user moves to another day the prefetch of the old one stops (a load that fails,
/// is refused or is cancelled leaves the day shown, and its prefetch, as they were). The view asks with
/// ``show(_:)`` and observes ``state``.
@MainActor
public final class MovieDetailViewModel: ViewModel<MovieDetailViewData> {
    /// The last detail fetched, for `poster` alone.
    public private(set) var lastResult: MovieDetailResult?

    private let list: BoxOfficeListViewModel
    private let prefetcher: DetailPrefetcher
    private let prefetching: Bool
    private let words: any Words

    /// - Parameters:
    ///   - list: the list whose movies `detail N` and title prefixes refer to.
    ///   - useCase: fetches a movie's detail and poster.
    ///   - prefetchConcurrency: movies fetched at once in the background (the composition root
    ///     chooses it with the session's connections per host).
    ///   - prefetching: `false` to fetch only when asked (for comparison in the benchmark).
    ///   - words: the words of the labels and messages.
    public init(
        list: BoxOfficeListViewModel, useCase: ShowMovieDetailUseCase, prefetchConcurrency: Int,
        prefetching: Bool = true, words: any Words
    ) {
        self.list = list
        self.prefetcher = DetailPrefetcher(useCase: useCase, concurrency: prefetchConcurrency)
        self.prefetching = prefetching
        self.words = words
        super.init()
        list.observe(owner: self) { [weak self] state in self?.listChanged(state) }
    }

    /// Whether background fetches are running or queued.
    public var isPrefetching: Bool { prefetcher.isBusy }

    /// Stops the background fetches (when leaving).
    public func cancelBackgroundWork() {
        prefetcher.cancel()
    }

    /// Shows the movie `text` names: a rank, a code or the start of a title.
    public func show(_ text: String?) async {
        let selection: Selection
        do {
            selection = try resolve(text)
        } catch {
            state = .failed(ShownFailure(words.text(for: error)))
            return
        }
        state = .loading(words.loadingMovie)
        switch await detail(of: selection) {
        case .success(let view): state = .loaded(view)
        case .failure(let failure): state = .failed(failure)
        }
    }

    /// The detail of the movie `selection` names, from the prefetch when it is there, kept as
    /// the last detail; not published (`poster N` shows only the poster of it).
    public func detail(of selection: Selection) async -> Result<MovieDetailViewData, ShownFailure> {
        switch await prefetcher.detail(for: selection.movie) {
        case .success(let result):
            lastResult = result
            return .success(
                MovieDetailViewData(
                    result: result, entry: selection.entry, date: selection.date, words: words))
        case .failure(let failure):
            return .failure(ShownFailure(failure, words: words))
        }
    }

    /// The movie a `detail` argument names, with its row in the list shown and that list's day
    /// when the list has it, read together so they always belong to the same day.
    public struct Selection: Sendable {
        /// The movie to fetch.
        public let movie: DetailPrefetcher.Movie
        /// Its row in the list shown; `nil` for a code the list does not have.
        public let entry: DailyBoxOfficeEntry?
        /// The day of ``entry``; `nil` when there is no entry.
        public let date: BoxOfficeDate?

        /// A movie of the list shown: its row and the list's day.
        init(_ entry: DailyBoxOfficeEntry, of day: DailyBoxOffice) {
            movie = DetailPrefetcher.Movie(code: entry.movieCode, title: entry.title)
            self.entry = entry
            date = day.date
        }

        /// A code the list shown does not have (or with no list shown).
        init(code: MovieCode) {
            movie = DetailPrefetcher.Movie(code: code, title: nil)
            entry = nil
            date = nil
        }
    }

    /// The movie `text` names, and its row in the list shown (with the list's day) when it has
    /// one.
    /// - Throws: ``DetailSelectionError`` saying why it is not clear which movie is meant.
    public func resolve(_ text: String?) throws(DetailSelectionError) -> Selection {
        guard let text, let selector = DetailSelector(text) else { throw .noArgument }
        let day = list.shownBoxOffice
        switch selector {
        case .code(let code):
            guard let day, let entry = day.entries.first(where: { $0.movieCode == code }) else {
                return Selection(code: code)
            }
            return Selection(entry, of: day)
        case .rank(let rank):
            guard let day else { throw .noListShown }
            guard let entry = day.entries.first(where: { $0.rank == rank }) else {
                throw .rankOutOfRange(rank, count: day.entries.count)
            }
            return Selection(entry, of: day)
        case .title(let prefix):
            guard let day else { throw .noListShown }
            let wanted = Self.normalized(prefix)
            let matches = day.entries.filter { Self.normalized($0.title).hasPrefix(wanted) }
            let exact = matches.filter { Self.normalized($0.title) == wanted }
            guard let entry = matches.count == 1 ? matches.first : exact.first else {
                if matches.isEmpty { throw .noTitleMatch(prefix) }
                throw .ambiguous(prefix, matches: matches.map { .init(rank: $0.rank, title: $0.title) })
            }
            return Selection(entry, of: day)
        }
    }

    /// What Tab may complete after `detail `: ranks, codes and titles of the list shown.
    ///
    /// `argument` is everything typed after `detail `, spaces included; the candidates stand
    /// for its last word, so a title with spaces completes word by word (`스파이더맨: 노` →
    /// `노 웨이 홈`).
    public func completions(forArgument argument: String) -> [String] {
        guard let day = list.shownBoxOffice else { return [] }
        let lastSpace = argument.lastIndex(where: { $0 == " " || $0 == "\t" })
        guard let lastSpace else {
            return day.entries.map { String($0.rank) } + day.entries.map(\.movieCode.rawValue)
                + day.entries.map(\.title)
        }
        let typedWords = argument[...lastSpace]
        return day.entries.compactMap { entry in
            entry.title.hasPrefix(typedWords) ? String(entry.title.dropFirst(typedWords.count)) : nil
        }
    }

    /// Keeps the prefetch on the day shown: another day's load stops the queue, a day loaded
    /// is prefetched, and a failed load prefetches the rest of the day still shown or, when
    /// none is, cancels everything.
    private func listChanged(_ state: ViewState<BoxOfficeListContent>) {
        let day = list.shownBoxOffice
        switch state {
        case .loading:
            if list.loadingDate != day?.date { prefetcher.stopQueue() }
        case .loaded, .failed, .idle:
            guard let day else {
                prefetcher.cancel()
                return
            }
            guard prefetching else { return }
            prefetcher.prefetch(
                day.entries.map { DetailPrefetcher.Movie(code: $0.movieCode, title: $0.title) })
        }
    }

    /// Lower-cased, without spaces: `스파이더맨:노웨이홈`.
    private static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace })
    }
}
