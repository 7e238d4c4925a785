import ArgumentParser
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeREPL
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The composition root: the one place that reads the process environment, picks the
/// live clock, network session, terminal and files, and builds the objects from them.
struct AppEnvironment {
    let environment: [String: String]
    let paths: AppPaths
    let terminal: TerminalCapabilities
    let output: FileDescriptorOutputStream
    let errors: FileDescriptorOutputStream
    let repository: any BoxOfficeRepository
    /// Every data source: details, posters, the store's status (see `DataSources`).
    let sources: DataSources
    let calendar: BoxOfficeCalendar
    let isDemo: Bool

    /// The live environment: real clock, real terminal, `URLSession`, KOBIS or demo data.
    static func live(demo: Bool) throws -> AppEnvironment {
        let environment = ProcessInfo.processInfo.environment
        let errors = FileDescriptorOutputStream(descriptor: 2)
        let configuration: KOBISConfiguration
        do {
            configuration = try KOBISConfiguration(environment: environment)
        } catch {
            errors.write("boxoffice: \(error)\n")
            throw ExitCode.failure
        }
        let useDemo = demo || configuration.apiKey == nil
        let paths = AppPaths(environment: environment)
        let calendar = BoxOfficeCalendar(now: { Date() })
        let sources: DataSources
        do {
            sources = try DataSources.live(
                environment: environment, kobis: configuration, demo: useDemo,
                cacheDirectory: paths.cacheDirectory, calendar: calendar)
        } catch {
            errors.write("boxoffice: \(error)\n")
            throw ExitCode.failure
        }
        if let warning = sources.storeWarning {
            errors.write("boxoffice: warning: \(TerminalText.sanitize(warning))\n")
        }
        return AppEnvironment(
            environment: environment,
            paths: paths,
            terminal: TerminalCapabilities.current(environment: environment),
            output: FileDescriptorOutputStream(descriptor: 1),
            errors: errors,
            repository: sources.boxOffice,
            sources: sources,
            calendar: calendar,
            isDemo: useDemo
        )
    }

    /// The use case every command runs.
    var useCase: ShowDailyBoxOfficeUseCase {
        ShowDailyBoxOfficeUseCase(repository: repository, calendar: calendar)
    }

    /// The list layout for this terminal.
    var listRenderer: BoxOfficeListRenderer {
        BoxOfficeListRenderer(
            width: DisplayWidth(ambiguousIsWide: false),
            style: TerminalStyle(colorEnabled: terminal.colorEnabled))
    }

    /// Where the layout, ambiguous width and symbols are saved.
    var preferencesStore: JSONUserPreferencesStore {
        JSONUserPreferencesStore(fileURL: paths.settingsFile)
    }

    /// The terminal width, measured again after each SIGWINCH.
    func widthTracker() -> TerminalWidthTracker {
        TerminalWidthTracker(
            initial: terminal.columns, signal: SigwinchResizeSignal(),
            measure: { TerminalCapabilities.measuredColumns() })
    }

    /// Long output through `$PAGER` (default `less -R`); the policy pages only when standard
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
        let days = repository.availableDates?.count ?? 0
        errors.write(
            "boxoffice: demo data (\(days) days of KOBIS figures); set KOBIS_API_KEY for live data.\n")
    }

    /// Prints `message` as the one-line failure and gives the exit code of a runtime failure.
    func fail(_ message: String) -> ExitCode {
        errors.write("boxoffice: \(TerminalText.sanitize(message))\n")
        return ExitCode.failure
    }
}
