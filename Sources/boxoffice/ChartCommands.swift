// The one-shot charts: `daily`, `weekly`, `weekend` and `weekdays`, each printing one chart and exiting.

import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation

/// `boxoffice daily [DATE] [filters] [--format table|box|plain|csv|json]`: prints one day and exits.
struct DailyCommand: ChartPrinting {
    static let configuration = CommandConfiguration(
        commandName: "daily", abstract: "Print the box office of one day and exit.")
    static let kind = ChartKind.daily
    @OptionGroup var options: ChartOptions
}

/// `boxoffice weekly [DAY]`: the Monday-to-Sunday chart of the week `DAY` falls in.
struct WeeklyCommand: ChartPrinting {
    static let configuration = CommandConfiguration(
        commandName: "weekly", abstract: "Print the weekly box office (Monday to Sunday) and exit.")
    static let kind = ChartKind.weekly
    @OptionGroup var options: ChartOptions
}

/// `boxoffice weekend [DAY]`: the Friday-to-Sunday chart of the week `DAY` falls in.
struct WeekendCommand: ChartPrinting {
    static let configuration = CommandConfiguration(
        commandName: "weekend", abstract: "Print the weekend box office (Friday to Sunday) and exit.")
    static let kind = ChartKind.weekend
    @OptionGroup var options: ChartOptions
}

/// `boxoffice weekdays [DAY]`: the Monday-to-Thursday chart of the week `DAY` falls in.
struct WeekdaysCommand: ChartPrinting {
    static let configuration = CommandConfiguration(
        commandName: "weekdays", abstract: "Print the weekday box office (Monday to Thursday) and exit.")
    static let kind = ChartKind.weekdays
    @OptionGroup var options: ChartOptions
}

/// What the four one-shot charts take: a day, the filters, the format, the source, the display.
struct ChartOptions: ParsableArguments {
    @Argument(
        help: """
            The day, or any day of the week: YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N days back \
            (default: the latest day, or the latest week that is over).
            """)
    var date: String?

    @OptionGroup var filters: FilterOptions
    @OptionGroup var output: FormatOptions
    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DisplayOptions
}

/// What the four one-shot charts share: their options, the checks before anything runs, and
/// printing the chart through the list ViewModel.
protocol ChartPrinting: AsyncParsableCommand, DisplayingCommand {
    /// The chart the command prints.
    static var kind: ChartKind { get }
    /// The day, the filters, the format, the source, the display.
    var options: ChartOptions { get }
}

extension ChartPrinting {
    /// `--lang`, `--symbols`, `--ambiguous`.
    var display: DisplayOptions { options.display }

    /// Refuses a day that cannot be read or has no figures (before 2003-11-11, today or later in
    /// Seoul, a week not over) and a filter word that names nothing, before anything runs, so the
    /// usage shown is the command's.
    func validate() throws {
        try options.filters.validate(display: display)
        guard let date = options.date else { return }
        let words = Console.live(display: display).words
        let calendar = BoxOfficeCalendar(now: { Date() })
        do {
            let day = try calendar.date(from: DayInput.normalized(date))
            try calendar.validate(ChartPeriod(Self.kind, containing: day))
        } catch {
            throw ValidationError(words.text(for: error))
        }
    }

    @MainActor
    func run() async throws {
        let app = try AppEnvironment.live(demo: options.source.demo, display: display)
        app.announceSource()
        let list = app.makeList()
        await list.setFilter(try options.filters.filter())
        await list.load(Self.kind, typed: options.date)
        switch list.state {
        case .loaded(let content):
            let screen = app.console.oneShotDisplay(options: display, format: options.output.format)
            app.console.show(screen.render(content, columns: app.terminal.columns))
            // Shown, yet lost to the store: a failure all the same.
            if let warning = content.warning { throw app.fail(warning) }
        case .failed(let failure):
            // A day typed wrong, or one without figures, is a usage error; anything else a failure.
            switch failure.cause {
            case nil, .invalidDate: throw ValidationError(failure.message)
            default: throw app.fail(failure.message)
            }
        case .idle, .loading:
            return
        }
    }
}
