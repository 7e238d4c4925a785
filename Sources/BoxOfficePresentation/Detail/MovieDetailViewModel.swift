import BoxOfficeDomain

/// The detail screen: `detail 3`, `detail 20199882` or `detail 경관` against the list shown.
///
/// It watches the list: when a day is shown, the details of its movies are prefetched in the
/// background (``DetailPrefetcher``), so asking for one right after needs no further wait;
/// when the user moves to another day the prefetch of the old one stops. The view asks with
/// ``show(_:refresh:)`` and observes ``state``.
@MainActor
public final class MovieDetailViewModel {
    /// The current state; every change is published to the observers.
    public private(set) var state: MovieDetailState = .idle {
        didSet { observers.notify(state) }
    }

    /// The last detail shown, for `poster`.
    public private(set) var lastResult: MovieDetailResult?

    private let list: BoxOfficeListViewModel
    private let prefetcher: DetailPrefetcher
    private let prefetching: Bool
    private let language: Language
    private let observers = Observers<MovieDetailState>()

    /// - Parameters:
    ///   - list: the list whose movies `detail N` and title prefixes refer to.
    ///   - useCase: fetches a movie's detail and poster.
    ///   - prefetchConcurrency: movies fetched at once in the background.
    ///   - prefetching: `false` to fetch only when asked (for comparison in the benchmark).
    ///   - language: the language of the labels.
    public init(
        list: BoxOfficeListViewModel, useCase: ShowMovieDetailUseCase, prefetchConcurrency: Int = 5,
        prefetching: Bool = true, language: Language = .korean
    ) {
        self.list = list
        self.prefetcher = DetailPrefetcher(useCase: useCase, concurrency: prefetchConcurrency)
        self.prefetching = prefetching
        self.language = language
        list.observe(owner: self) { [weak self] state in self?.listChanged(state) }
    }

    /// Calls `observer` with every later state while `owner` is alive.
    public func observe(owner: AnyObject, _ observer: @escaping (MovieDetailState) -> Void) {
        observers.add(owner: owner, observer)
    }

    /// Whether background fetches are running or queued.
    public var isPrefetching: Bool { prefetcher.isBusy }

    /// Whether the detail of `code` is ready without a request.
    public func isReady(_ code: MovieCode) -> Bool { prefetcher.hasResult(for: code) }

    /// Stops the background fetches (when leaving).
    public func cancelBackgroundWork() {
        prefetcher.cancel()
    }

    /// Shows the movie `text` names: a rank, a code or the start of a title.
    /// - Parameter refresh: ask the sources again instead of using what is ready or stored.
    public func show(_ text: String?, refresh: Bool = false) async {
        let movie: DetailPrefetcher.Movie
        let entry: DailyBoxOfficeEntry?
        do {
            (movie, entry) = try resolve(text)
        } catch {
            state = .failed(error.description, cancelled: false)
            return
        }
        state = .loading(movie.title ?? movie.code.rawValue)
        switch await prefetcher.detail(for: movie, refresh: refresh) {
        case .success(let result):
            lastResult = result
            state = .loaded(
                MovieDetailViewData(
                    result: result, entry: entry, date: entry == nil ? nil : list.shownBoxOffice?.date,
                    language: language))
        case .failure(let failure):
            state = .failed(failure.description, cancelled: failure == .cancelled)
        }
    }

    /// The movie `text` names, and its row in the list shown when it has one.
    /// - Throws: ``DetailSelectionError`` saying why it is not clear which movie is meant.
    public func resolve(_ text: String?) throws(DetailSelectionError) -> (
        DetailPrefetcher.Movie, DailyBoxOfficeEntry?
    ) {
        guard let text, let selector = DetailSelector(text) else { throw .noArgument }
        let day = list.shownBoxOffice
        switch selector {
        case .code(let code):
            let entry = day?.entries.first { $0.movieCode == code }
            return (DetailPrefetcher.Movie(code: code, title: entry?.title), entry)
        case .rank(let rank):
            guard let day else { throw .noListShown }
            guard let entry = day.entries.first(where: { $0.rank == rank }) else {
                throw .rankOutOfRange(rank, count: day.entries.count)
            }
            return (DetailPrefetcher.Movie(code: entry.movieCode, title: entry.title), entry)
        case .title(let prefix):
            guard let day else { throw .noListShown }
            let wanted = Self.normalized(prefix)
            let matches = day.entries.filter { Self.normalized($0.title).hasPrefix(wanted) }
            let exact = matches.filter { Self.normalized($0.title) == wanted }
            guard let entry = matches.count == 1 ? matches.first : exact.first else {
                if matches.isEmpty { throw .noTitleMatch(prefix) }
                throw .ambiguous(prefix, matches: matches.map { .init(rank: $0.rank, title: $0.title) })
            }
            return (DetailPrefetcher.Movie(code: entry.movieCode, title: entry.title), entry)
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

    private func listChanged(_ state: BoxOfficeListState) {
        switch state {
        case .loading:
            prefetcher.stopQueue()
        case .loaded:
            guard prefetching, let day = list.shownBoxOffice else { return }
            prefetcher.prefetch(
                day.entries.map { DetailPrefetcher.Movie(code: $0.movieCode, title: $0.title) })
        case .failed, .idle:
            prefetcher.cancel()
        }
    }

    /// Lower-cased, without spaces: `스파이더맨:노웨이홈`.
    private static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace })
    }
}
