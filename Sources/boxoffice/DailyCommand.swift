import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation

/// `boxoffice daily [DATE] [--format table|box|plain|csv|json]`: prints one day and exits.
struct DailyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Print the box office of one day and exit."
    )

    @Argument(
        help: "The day: YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N days back (default: the latest day).")
    var date: String?

    @OptionGroup var output: FormatOptions
    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DisplayOptions

    /// Refuses a day that cannot be read or has no figures (before 2003-11-11, today or later
    /// in Seoul) before anything runs, so the usage shown is `daily`'s.
    mutating func validate() throws {
        guard let date else { return }
        let calendar = BoxOfficeCalendar(now: { Date() })
        do {
            try calendar.validate(try calendar.date(from: DayInput.normalized(date)))
        } catch {
            throw ValidationError(Console.live(display: display).words.text(for: error))
        }
    }

    @MainActor
    func run() async throws {
        let app = try AppEnvironment.live(demo: source.demo, display: display)
        app.announceSource()
        let list = app.makeList()
        await list.load(typed: date)
        switch list.state {
        case .loaded(let content):
            let screen = app.console.oneShotDisplay(options: display, format: output.format)
            app.console.show(screen.render(content, columns: app.terminal.columns))
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
