// `boxoffice sync FROM TO`: the history sync one-shot, with a progress bar when standard error is a terminal.

import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation

/// `boxoffice sync FROM TO [--charts daily,weekend] [--concurrency N] [--dry-run]`.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract:
            "Fill the local store with the charts of a range from KOBIS (resumable, within the day's calls).",
        discussion: """
            Charts stored with final figures are skipped, so a sync stopped by Ctrl-C, a failure or \
            the key's 3,000 calls a day continues where it stopped when run again. Exit status 1 when \
            charts remain to fetch, a chart fetched could not be kept in the store among them; 130 \
            when Ctrl-C stopped it.
            """
    )

    @Argument(help: "The first day: YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N days back.")
    var from: String

    @Argument(help: "The last day, in the same forms (default: the first).")
    var to: String?

    @Option(
        help: "The charts, comma-separated: daily, weekly, weekend, weekdays (a week's chart once a week).")
    var charts = "daily"

    @Option(help: "Requests in flight at once, 1 to 16.")
    var concurrency = SyncHistoryUseCase.defaultConcurrency

    @Flag(help: "Only say what would be fetched and whether it fits in today's calls.")
    var dryRun = false

    @OptionGroup var filters: FilterOptions
    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DisplayOptions

    /// The charts named by `--charts`.
    var kinds: [ChartKind] {
        get throws {
            try charts.split(separator: ",", omittingEmptySubsequences: false).map { word in
                guard let kind = ChartKind(rawValue: word.lowercased()) else {
                    throw ValidationError("--charts takes daily, weekly, weekend or weekdays, not '\(word)'.")
                }
                return kind
            }
        }
    }

    /// Refuses charts, a bound or a range that cannot be, before anything runs.
    mutating func validate() throws {
        _ = try kinds
        guard SyncHistoryUseCase.concurrencyRange.contains(concurrency) else {
            throw ValidationError("--concurrency takes 1 to 16, not \(concurrency).")
        }
        try HistoryRange.validate(from: from, to: to ?? from, display: display)
        try filters.validate(display: display)
    }

    @MainActor
    func run() async throws {
        let app = try AppEnvironment.live(demo: source.demo, display: display)
        let sync = app.makeSync()
        let bar = ProgressBar(output: app.errors, enabled: app.terminal.isErrorTTY)
        let screen = app.console.oneShotDisplay(options: display, format: .table)
        var succeeded = true
        sync.observe(owner: bar) { state in
            switch state {
            case .loaded(.started(let lines)), .loaded(.planned(let lines)):
                app.console.show(lines)
            case .loaded(.progress(let done, let total, let text)):
                bar.draw(
                    done: done, total: total, text: text, columns: app.terminal.columns,
                    width: screen.listRenderer.width, symbols: screen.listRenderer.symbols)
            case .loaded(.finished(let lines, let allFetched)):
                bar.clear()
                app.console.show(lines.map(TerminalText.sanitize))
                succeeded = allFetched
            case .idle, .loading, .failed:
                break
            }
        }
        let order = SyncOrder(
            from: from, to: to ?? from, kinds: try kinds, filter: try filters.filter(),
            concurrency: concurrency,
            dryRun: dryRun)
        // Ctrl-C cancels the requests in flight instead of ending the process: the summary says what was kept.
        let interrupted = await CancellableWork.run(cancelledBy: SigintInterruptSignal()) {
            await sync.sync(order)
        }
        if case .failed(let failure) = sync.state {
            let failed = app.fail(failure.message)
            throw interrupted ? ExitCode.interrupted : failed
        }
        if interrupted { throw ExitCode.interrupted }
        if !succeeded { throw ExitCode.failure }
    }
}

/// FROM and TO of `sync` and `export`, checked before anything runs: a day that cannot be read,
/// has no figures, or comes after the other is a usage error (exit 64), worded in `--lang`.
enum HistoryRange {
    /// Checks `from` and `to`.
    static func validate(from: String, to: String, display: DisplayOptions) throws {
        let calendar = BoxOfficeCalendar(now: { Date() })
        do {
            _ = try calendar.range(
                from: try calendar.date(from: DayInput.normalized(from)),
                to: try calendar.date(from: DayInput.normalized(to)))
        } catch {
            throw ValidationError(Console.live(display: display).words.text(for: error))
        }
    }
}
