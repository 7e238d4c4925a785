// The site over stub sources, as `boxoffice web` builds it: services once, a session a request.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficePresentation
@testable import BoxOfficeWeb

/// The site's server on stub sources: charts from `charts`, the history from `history`, a poster's
/// bytes from `posterBytes` (none: no poster found). Settings, status, sync, export, backup and the
/// code lists are ViewModels no address reaches: one made stops the test.
@MainActor
enum SiteInProcess {
    /// 2024-02-10 03:00 in Seoul: all of January 2024 is final.
    static let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_707_501_600) })
    static let words = EnglishWords(kobisKeySet: true)

    /// The sessions made so far, weakly: a request's session ends with its answer.
    final class Sessions {
        private(set) var made = 0
        private var kept: [WeakSession] = []

        func made(_ session: SessionViewModels) {
            made += 1
            kept.append(WeakSession(session: session))
        }

        var alive: Int { kept.filter { $0.session != nil }.count }
    }

    struct WeakSession {
        weak var session: SessionViewModels?
    }

    static func server(
        words: any Words = words, isDemo: Bool = false,
        charts: any BoxOfficeRepository = StubBoxOfficeRepository(),
        history: [BoxOfficeChart] = [], posterBytes: Data? = nil, sessions: Sessions = Sessions(),
        host: String = "127.0.0.1", port: Int = 0,
        listening: @escaping @Sendable (String) async -> Void = { _ in }
    ) -> WebServer {
        let site = WebSite(words: words) {
            let session = makeSession(
                words: words, charts: charts, history: history, posterBytes: posterBytes)
            sessions.made(session)
            return session
        }
        return WebServer(
            site: site, frames: WebFrames(words: words, isDemo: isDemo, demoDays: isDemo ? 9 : 0), host: host,
            port: port, listening: listening)
    }

    static func makeSession(
        words: any Words, charts: any BoxOfficeRepository, history: [BoxOfficeChart], posterBytes: Data?
    ) -> SessionViewModels {
        let session = SessionState()
        let chart = ShowChartUseCase(repository: charts, calendar: calendar)
        let stored = StubFilmHistoryRepository(charts: history)
        let films = FilmHistoryUseCase(repository: stored, calendar: calendar)
        let poster = posterBytes.map { _ in
            Poster(imageURL: "https://img.example/p.png", width: 510, height: 727)
        }
        let prefetcher = DetailPrefetcher(
            useCase: ShowMovieDetailUseCase(
                details: StubMovieDetailRepository(),
                posters: NoPosterRepository(outcome: poster.map(PosterLookup.found) ?? .notFound)),
            concurrency: 5)
        let makers = SessionViewModels.Makers(
            list: { BoxOfficeListViewModel(useCase: chart, words: words, effects: $0) },
            calendar: { CalendarViewModel(useCase: chart, words: words) },
            settings: untouched("settings"),
            detail: {
                MovieDetailViewModel(
                    prefetcher: prefetcher, prefetching: false, words: words, titlesShownAs: { $0 },
                    fetched: { session.detailFetched($0) })
            },
            poster: {
                PosterViewModel(
                    prefetcher: prefetcher,
                    images: ShowPosterImageUseCase(images: FixedImages(bytes: posterBytes)),
                    words: words, titlesShownAs: { $0 }, fetched: { session.detailFetched($0) })
            },
            status: untouched("status"),
            callBudget: { CallBudgetViewModel(words: words) },
            catalogue: {
                CatalogueViewModel(
                    useCase: SearchCatalogueUseCase(repository: StubCatalogueRepository()), words: words,
                    effects: .kept(in: session))
            },
            sync: untouched("sync"), export: untouched("export"),
            trend: { FilmTrendViewModel(useCase: films, words: words) },
            top: { TopFilmsViewModel(useCase: films, words: words) },
            compare: { FilmComparisonViewModel(useCase: films, words: words) },
            openings: {
                OpeningsViewModel(
                    useCase: MonthOpeningsUseCase(repository: stored, calendar: calendar),
                    unavailable: .storeUnreadable, words: words)
            },
            months: { MonthsViewModel(useCase: nil, unavailable: .needsKOBISKey, words: words) },
            backup: untouched("backup"), shares: { SalesSharesViewModel(words: words) },
            codes: untouched("codes"),
            prefetchesDetails: false)
        return SessionViewModels(sessionState: session, makers: makers)
    }

    private static func untouched<Model>(_ name: String) -> @MainActor () -> Model {
        { preconditionFailure("the test touched the \(name) ViewModel, which no address reaches") }
    }
}

/// A poster's bytes, the same for every address; none is a failed download.
struct FixedImages: PosterImageRepository {
    let bytes: Data?

    func imageData(at url: String) async throws(BoxOfficeFailure) -> Data {
        guard let bytes else { throw .httpStatus(404, service: .kakao) }
        return bytes
    }
}

/// 2024-01-`number`.
func day(_ number: Int) throws -> BoxOfficeDate {
    try #require(BoxOfficeDate(year: 2024, month: 1, day: number))
}
