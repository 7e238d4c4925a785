import ArgumentParser
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
    /// Whether `KOBIS_API_KEY` is set (with `isDemo`: demo data was asked for with `--demo`).
    let hasKOBISKey: Bool
    /// The messages of this run: in its language, and never suggesting a key that is set.
    let messages: MessageWording

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

    /// The live environment: real clock, real terminal, `URLSession`, KOBIS or demo data;
    /// messages in the language `display` asks for (else the locale's).
    static func live(demo: Bool, display: DisplayOptions) throws -> AppEnvironment {
        let console = Console.live()
        let language = display.language(environment: console.environment)
        let configuration: KOBISConfiguration
        do {
            configuration = try KOBISConfiguration(environment: console.environment)
        } catch {
            throw console.fail(ConfigurationErrorWording(language: language).text(for: error))
        }
        let useDemo = demo || configuration.apiKey == nil
        let calendar = BoxOfficeCalendar(now: { Date() })
        let sources: DataSources
        do {
            sources = try DataSources.live(
                environment: console.environment, kobis: configuration, demo: useDemo,
                cacheDirectory: console.paths.cacheDirectory, calendar: calendar)
        } catch {
            throw console.fail(ConfigurationErrorWording(language: language).text(for: error))
        }
        let messages = MessageWording(language, kobisKeySet: configuration.apiKey != nil)
        if let problem = sources.storeWarning { console.warn(messages.storeWarning(problem)) }
        return AppEnvironment(
            console: console, repository: sources.boxOffice, sources: sources, calendar: calendar,
            isDemo: useDemo, hasKOBISKey: configuration.apiKey != nil, messages: messages)
    }

    /// The use case every command runs.
    var useCase: ShowDailyBoxOfficeUseCase {
        ShowDailyBoxOfficeUseCase(repository: repository, calendar: calendar)
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
        console.say("boxoffice: " + messages.demoAnnouncement(days: repository.availableDates?.count ?? 0))
    }

    /// Prints `message` as the one-line failure and gives the exit code of a runtime failure.
    func fail(_ message: String) -> ExitCode {
        console.fail(message)
    }
}
