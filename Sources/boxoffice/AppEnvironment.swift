// The composition root: the live environment, its data sources, the ViewModels made from them, and the
// stores this run opened, each closed at the program's one exit (SQLite then folds the log into the file).

import ArgumentParser
import BoxOfficeCommands
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation
import Synchronization

/// The composition root: the one place that reads the process environment, picks the
/// live clock, network session, terminal and files, and builds the objects from them.
struct AppEnvironment {
    /// The environment, files, terminal and output streams.
    let console: Console
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

    /// The live environment: real clock, real terminal, the HTTP client, KOBIS or demo data;
    /// words in the language `display` asks for (else the locale's).
    static func live(options: RunOptions) throws -> AppEnvironment {
        let demo = options.demo
        let console = Console.live(options: options)
        let configuration: KOBISConfiguration
        do {
            configuration = try KOBISConfiguration(environment: console.environment)
        } catch {
            // The demo (`--demo`, or no key) never calls KOBIS: its settings are told by a run that uses them.
            let apiKey = KOBISConfiguration.apiKey(in: console.environment)
            guard demo || apiKey == nil else { throw console.fail(console.words.text(for: error)) }
            configuration = KOBISConfiguration(apiKey: apiKey)
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
            console: console, sources: sources, calendar: calendar, isDemo: useDemo)
    }

    /// The charts, made at the first command that asks for them.
    var repository: any BoxOfficeRepository { sources.boxOffice.value }

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
    /// Every ViewModel of the prompt, over one session state: the settings start as `settings`
    /// and save through the settings file (`saved`: what it holds, without this run's options).
    @MainActor
    func makeViewModels(settings: DisplaySettings, saved: UserPreferences, prefetching: Bool)
        -> SessionViewModels
    {
        makeViewModels(services: sessionServices(settings: settings, saved: saved, prefetching: prefetching))
    }

    /// A session's ViewModels over `services`, made once a run: a server makes one session a request.
    @MainActor
    func makeViewModels(services: SessionServices) -> SessionViewModels {
        let session = SessionState()
        return SessionViewModels(
            sessionState: session,
            makers: .init(
                services, history: sources.history.value, catalogue: sources.catalogue.value, session: session
            ))
    }

    /// What every session of this run is made from: its sources, its settings and how titles are shown.
    func sessionServices(settings: DisplaySettings, saved: UserPreferences, prefetching: Bool)
        -> SessionServices
    {
        SessionServices(
            charts: { sources.boxOffice.value }, calendar: calendar, words: words,
            movieDetails: { sources.movieDetails.value }, posters: { sources.posters.value },
            detailsAtOnce: DataSources.requestsPerService,
            prefetchesDetails: prefetching,
            posterImages: { sources.posterImages.value }, status: { sources.status.value },
            source: sourceSummary,
            archive: sources.store, sync: { sources.sync.value },
            historyUnavailable: historyUnavailable, backup: isDemo ? nil : sources.store,
            backupUnavailable: isDemo
                ? .demo : .noStore(sources.storeWarning ?? .unreadable(paths.cacheDirectory.path)),
            settings: settings, savedPreferences: saved, preferences: console.preferencesStore,
            settingsLocation: paths.settingsFile.path, titlesShownAs: { TerminalText.sanitize($0) })
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

    /// Why there is no sync, export or history: the demo data, or the store's problem.
    var historyUnavailable: HistoryFailure {
        if isDemo { return .needsKOBISKey }
        return sources.storeWarning.map(HistoryFailure.noStore) ?? .storeUnreadable
    }
}

/// Every store this run opened, so ``BoxOfficeCommand/main()`` closes each however the command
/// ended (its end, `quit`, Ctrl-D, the end of piped input, an error, a sync stopped by Ctrl-C); and
/// whether a store lost what it held during the run: salvaged (at open or in use) with parts lost.
final class OpenStores: Sendable {
    /// One per run, as standard output is: the commands open stores, `main` closes them at exit.
    static let shared = OpenStores()

    private struct Opened: Sendable {
        let store: BoxOfficeStore
        let console: Console
    }

    private struct Stores {
        var opened: [Opened] = []
        var lostWhatItHeld = false
    }

    private let state = Mutex(Stores())

    /// Whether a store was salvaged with parts of it lost during this run: charts it held are no
    /// longer in it, so the run failed.
    var lostWhatItHeld: Bool { state.withLock { $0.lostWhatItHeld } }

    /// Opens the store in `directory`; what healing does while it is in use is said through `console`.
    func open(in directory: URL, console: Console) -> StoreOpening {
        let opening = BoxOfficeStore.open(
            in: directory, whenHealed: { [self] healed in tell(healed, console) })
        if case .opened(let store, let warning) = opening {
            state.withLock { state in
                state.opened.append(Opened(store: store, console: console))
                if case .salvaged(_, _, let salvage)? = warning, salvage.lostAny {
                    state.lostWhatItHeld = true
                }
            }
        }
        return opening
    }

    /// Closes each store; one that could not be closed is said (nothing is lost: its log stays
    /// beside the file).
    func closeAll() async {
        let opened = state.withLock { state in
            defer { state.opened = [] }
            return state.opened
        }
        for entry in opened {
            do {
                try await entry.store.close()
            } catch {
                entry.console.warn(entry.console.words.storeNotFolded(path: entry.store.file.path))
            }
        }
    }

    /// A store salvaged is said, and is a failure of the run when anything of it was lost.
    private func tell(_ healed: StoreHealed, _ console: Console) {
        if case .salvaged(_, _, let salvage) = healed, salvage.lostAny {
            state.withLock { $0.lostWhatItHeld = true }
        }
        console.say("boxoffice: \(console.shown(console.words.text(for: healed)))")
    }
}
