// `boxoffice trend|top|compare`: films over time from the local store, printed once in the format asked.

import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation

/// `boxoffice trend MOVIE [--spark] [--format …]`.
struct TrendSubcommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trend",
        abstract: "Print a movie's daily audience over its run, from the local store, and exit.",
        discussion: "MOVIE is a KOBIS movie code or a stored title. Days the store lacks are named on "
            + "standard error with the `boxoffice sync FROM TO` that fills them.")

    @Argument(help: "The KOBIS movie code (20199882) or a stored title.")
    var movie: String

    @Flag(help: "A sparkline instead of a bar a day (the default for runs over 60 days).")
    var spark = false

    @OptionGroup var output: FormatOptions
    @OptionGroup var display: DisplayOptions

    @MainActor
    func run() async throws {
        try await HistoryRun.show(display: display, format: output.format) { [movie, spark] history in
            await history.trend(movie, sparkline: spark)
        }
    }
}

/// `boxoffice top FROM TO [--limit N] [--format …]`.
struct TopSubcommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "top",
        abstract: "Print the films of a period ranked by audience, from the local store, and exit.",
        discussion: "Each film's audience is summed over the stored daily charts of the period: a film "
            + "counts only on days it was in a stored top ten. Days the store lacks are named on standard "
            + "error with the `boxoffice sync FROM TO` that fills them.")

    @Argument(help: "The first day: YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N.")
    var from: String
    @Argument(help: "The last day, in the same forms.")
    var to: String

    @Option(help: "How many films (default 10).")
    var limit: Int = FilmHistoryViewModel.defaultLimit

    @OptionGroup var output: FormatOptions
    @OptionGroup var display: DisplayOptions

    /// Refuses days that cannot be read or have no figures, a range backwards, a limit below 1.
    func validate() throws {
        let words = Console.live(display: display).words
        guard limit > 0 else { throw ValidationError("--limit takes a number from 1, not \(limit).") }
        let calendar = BoxOfficeCalendar(now: { Date() })
        do {
            let first = try calendar.date(from: DayInput.normalized(from))
            _ = try calendar.range(from: first, to: try calendar.date(from: DayInput.normalized(to)))
        } catch {
            throw ValidationError(words.text(for: error))
        }
    }

    @MainActor
    func run() async throws {
        try await HistoryRun.show(display: display, format: output.format) { [from, to, limit] history in
            await history.top(from: from, to: to, limit: limit)
        }
    }
}

/// `boxoffice compare A B [--format …]`.
struct CompareSubcommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Print two movies' runs side by side, aligned by days since each one's first stored day.")

    @Argument(help: "The first movie: a KOBIS movie code or a stored title.")
    var first: String
    @Argument(help: "The second movie.")
    var second: String

    @OptionGroup var output: FormatOptions
    @OptionGroup var display: DisplayOptions

    @MainActor
    func run() async throws {
        try await HistoryRun.show(display: display, format: output.format) { [first, second] history in
            await history.compare(first, second)
        }
    }
}

/// What the three share: the store's ViewModel, its answer printed, its notes said, its failure told.
enum HistoryRun {
    @MainActor
    static func show(
        display: DisplayOptions, format: OutputFormat, _ ask: (FilmHistoryViewModel) async -> Void
    ) async throws {
        let app = try AppEnvironment.live(demo: false, display: display)
        guard let history = app.makeHistory() else {
            throw app.fail(app.words.text(forHistory: .emptyStore(.all)))
        }
        await ask(history)
        switch history.state {
        case .loaded(let content):
            let screen = app.console.oneShotDisplay(options: display, format: format)
            let columns = app.terminal.columns
            switch content {
            case .trend(let view): app.console.show(screen.render(view, columns: columns))
            case .top(let view): app.console.show(screen.render(view, columns: columns))
            case .comparison(let view): app.console.show(screen.render(view, columns: columns))
            }
            for note in content.notes { app.console.say(TerminalText.sanitize(note)) }
        case .failed(let failure):
            throw app.fail(failure.message)
        case .idle, .loading:
            return
        }
    }
}
