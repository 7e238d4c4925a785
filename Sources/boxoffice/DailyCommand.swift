import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL

/// `boxoffice daily [DATE] [--format table|box|plain|csv|json]`: prints one day and exits.
struct DailyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Print the box office of one day and exit."
    )

    @Argument(
        help: "The day: YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N days back (default: the latest day).")
    var date: String?

    @Option(help: "table, box, plain (sentences), csv or json.")
    var format: OutputFormat = .table

    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DisplayOptions

    @MainActor
    func run() async throws {
        let app = try AppEnvironment.live(demo: source.demo)
        app.announceSource()
        let useCase = app.useCase
        let day: BoxOfficeDate
        do {
            day = try date.map(useCase.date(from:)) ?? useCase.defaultDate()
        } catch {
            throw ValidationError(error.description)
        }
        let boxOffice: DailyBoxOffice
        do {
            boxOffice = try await useCase.execute(date: day)
        } catch {
            if case .invalidDate(let reason) = error { throw ValidationError(reason.description) }
            throw app.fail(error.description)
        }
        switch format {
        case .json:
            app.output.write(TerminalExport.json(boxOffice) + "\n")
        case .csv:
            app.output.write(TerminalExport.csv(boxOffice))
        case .table, .box, .plain:
            let saved = app.savedPreferences()
            let settings = app.displaySettings(saved: saved, options: display, format: format.displayFormat)
            let content = BoxOfficeListContent(boxOffice: boxOffice, language: settings.language)
            let lines = app.makeDisplay(settings: settings, saved: saved, pager: nil).render(
                content, columns: app.terminal.columns)
            app.output.write(lines.joined(separator: "\n") + "\n")
        }
    }
}
