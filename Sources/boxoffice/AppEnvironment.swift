// The composition root: the live environment, its data sources, and the ViewModels made from them.

import ArgumentParser
import BoxOfficeCommands
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The composition root: the one place that reads the process environment, picks the
/// live clock, network session, terminal and files, and builds the objects from them.
struct AppEnvironment {
    /// The environment, files, terminal and output streams.
    let console: Console
    let repository: any BoxOfficeRepository
    /// Every data source: details, posters, the store's status (see `DataSources`).
    let sources: DataSources
    let calendar: BoxOfficeCalendar
    let isDemo: Bool

    /// The process environment.
    var environment: [String: String] { console.environment }
    /// Where boxoffice keeps its files.
    var paths: AppPaths { console.paths }
    /// What the terminal is.
    var terminal: TerminalCapabilities { console.terminal }
    /// Standard output.
    var output: FileDescriptorOutputStream { console.output }
    /// Standard error.
    var errors: FileDescriptorOutputStream { console.errors }
    /// Every word of this run, in its language, never suggesting a key that is set.
    var words: any Words { console.words }

    /// The live environment: real clock, real terminal, `URLSession`, KOBIS or demo data;
    /// words in the language `display` asks for (else the locale's).
    static func live(options: RunOptions) throws -> AppEnvironment {
        let demo = options.demo
        let console = Console.live(options: options)
        let configuration: KOBISConfiguration
        do {
            configuration = try KOBISConfiguration(environment: console.environment)
        } catch {
            throw console.fail(console.words.text(for: error))
        }
        let useDemo = demo || configuration.apiKey == nil
        let calendar = BoxOfficeCalendar(now: { Date() })
        let sources: DataSources
        do {
            sources = try DataSources.live(
                environment: console.environment, kobis: configuration, demo: useDemo,
                cacheDirectory: console.paths.cacheDirectory, calendar: calendar,
                openStore: { OpenStores.shared.open(in: $0, console: console) })
        } catch {
            throw console.fail(console.words.text(for: error))
        }
        if let problem = sources.storeWarning { console.warn(console.words.storeWarning(problem)) }
        return AppEnvironment(
            console: console, repository: sources.boxOffice, sources: sources, calendar: calendar,
            isDemo: useDemo)
    }

    /// The use case every command runs.
    var useCase: ShowChartUseCase {
        ShowChartUseCase(repository: repository, calendar: calendar)
    }

    /// The terminal width, measured again after each SIGWINCH.
    func widthTracker() -> TerminalWidthTracker {
        TerminalWidthTracker(
            initial: terminal.columns, signal: SigwinchResizeSignal(),
            measure: { TerminalCapabilities.measuredColumns() })
    }

    /// Long output through `$PAGER` (default `less -FRX`); the policy pages only when standard
    /// input and output are terminals.
    func pagerSetup() -> PagerSetup {
        PagerSetup(
            isInputTTY: terminal.isInputTTY, isOutputTTY: terminal.isOutputTTY,
            rows: { TerminalCapabilities.currentRows() }, pagerVariable: environment["PAGER"],
            pager: ProcessPager())
    }

    /// Says on standard error, in one line, when the figures are the demo data.
    func announceSource() {
        guard isDemo else { return }
        console.say("boxoffice: " + words.demoAnnouncement(days: repository.availableDates?.count ?? 0))
    }

    /// Prints `message` as the one-line failure and gives the exit code of a runtime failure.
    func fail(_ message: String) -> ExitCode {
        console.fail(message)
    }
}

extension AppEnvironment {
    /// `detail`'s use case: details and posters from the live (or demo) sources.
    var detailUseCase: ShowMovieDetailUseCase {
        ShowMovieDetailUseCase(details: sources.movieDetails, posters: sources.posters)
    }

    /// `status`'s use case.
    var statusUseCase: ShowStatusUseCase {
        ShowStatusUseCase(repository: sources.status, calendar: calendar, source: isDemo ? .demo : .kobis)
    }

    /// What the terminal can show of images, from `TERM`, `TERM_PROGRAM` and `KITTY_WINDOW_ID`;
    /// nothing when standard output is not a terminal.
    var imageSupport: TerminalImageSupport {
        terminal.isOutputTTY ? TerminalImageSupport(environment: environment) : .none
    }

    /// What `settings` says about the data: demo (and how many days) or KOBIS.
    var sourceSummary: DataSourceSummary {
        guard isDemo else { return DataSourceSummary(source: .kobis) }
        return DataSourceSummary(source: .demo, demoDays: repository.availableDates?.count ?? 0)
    }

    /// The list with nothing shown yet, for a command that shows a day or a movie of it.
    @MainActor
    func makeList(session: SessionState = SessionState()) -> BoxOfficeListViewModel {
        BoxOfficeListViewModel(useCase: useCase, session: session, words: words)
    }

    /// The details of the movies shown, fetched ``DataSources/requestsPerService`` at a time.
    @MainActor
    func makePrefetcher() -> DetailPrefetcher {
        DetailPrefetcher(useCase: detailUseCase, concurrency: DataSources.requestsPerService)
    }

    /// `detail` against `session`'s numbered movies; it prefetches the details of each chart shown
    /// through `prefetcher`, unless `prefetching` is off.
    @MainActor
    func makeDetail(
        session: SessionState = SessionState(), prefetcher: DetailPrefetcher? = nil, prefetching: Bool = true
    ) -> MovieDetailViewModel {
        MovieDetailViewModel(
            session: session, prefetcher: prefetcher ?? makePrefetcher(), prefetching: prefetching,
            words: words, titlesShownAs: TerminalText.sanitize)
    }

    /// The catalogue's ViewModel, whose lists are `session`'s numbered ones.
    @MainActor
    func makeCatalogue(session: SessionState = SessionState()) -> CatalogueViewModel {
        CatalogueViewModel(
            useCase: SearchCatalogueUseCase(repository: sources.catalogue), session: session, words: words)
    }

    /// Every ViewModel of the prompt, over one session state: the settings start as `settings`
    /// and save through the settings file (`saved`: what it holds, without this run's options).
    @MainActor
    func makeViewModels(settings: DisplaySettings, saved: UserPreferences, prefetching: Bool)
        -> SessionViewModels
    {
        let session = SessionState()
        // The detail and the poster share one prefetcher, made with the first of them.
        let prefetcher = MadeOnce { makePrefetcher() }
        let statusUseCase = statusUseCase
        return SessionViewModels(
            sessionState: session,
            makers: SessionViewModels.Makers(
                list: { makeList(session: session) },
                calendar: { CalendarViewModel(useCase: useCase, session: session, words: words) },
                settings: {
                    SettingsViewModel(
                        settings: settings, saved: saved, store: console.preferencesStore,
                        location: paths.settingsFile.path, source: sourceSummary)
                },
                detail: {
                    makeDetail(session: session, prefetcher: prefetcher.value, prefetching: prefetching)
                },
                poster: {
                    PosterViewModel(
                        session: session, prefetcher: prefetcher.value,
                        images: ShowPosterImageUseCase(images: sources.posterImages), words: words,
                        titlesShownAs: TerminalText.sanitize)
                },
                status: { StatusViewModel(useCase: statusUseCase, words: words) },
                callBudget: { CallBudgetViewModel(useCase: statusUseCase, words: words) },
                catalogue: { makeCatalogue(session: session) }, sync: { makeSync() },
                export: { makeExport() }, history: { makeHistory(session: session) },
                openings: {
                    OpeningsViewModel(
                        useCase: sources.store.map {
                            MonthOpeningsUseCase(
                                repository: StoreHistoryRepository(store: $0), calendar: calendar)
                        }, unavailable: syncUnavailable, words: words)
                },
                backup: { makeBackup() }, shares: { SalesSharesViewModel(session: session, words: words) },
                prefetchesDetails: prefetching))
    }

    /// `backup` of the live store; with the demo data, or without a store, it says there is none.
    @MainActor
    func makeBackup() -> StoreBackupViewModel {
        let unavailable: StoreBackupFailure =
            isDemo ? .demo : .noStore(sources.storeWarning ?? .unreadable(paths.cacheDirectory.path))
        return StoreBackupViewModel(
            store: isDemo ? nil : sources.store, unavailable: unavailable, words: words)
    }

    /// `trend`, `top` and `compare` over the local store, titles matched as the terminal shows
    /// them; rows of `session`'s chart name films. `nil` without a store.
    @MainActor
    func makeHistory(session: SessionState = SessionState()) -> FilmHistoryViewModel {
        FilmHistoryViewModel(
            useCase: sources.history.map { repository in
                FilmHistoryUseCase(
                    repository: repository, calendar: calendar, displayed: { TerminalText.sanitize($0) })
            }, unavailable: syncUnavailable, session: session, words: words)
    }
}

/// A value made the first time it is asked for, then kept.
@MainActor
final class MadeOnce<Value> {
    private let make: @MainActor () -> Value
    private var made: Value?

    init(_ make: @escaping @MainActor () -> Value) { self.make = make }

    var value: Value {
        if let made { return made }
        let value = make()
        made = value
        return value
    }
}
