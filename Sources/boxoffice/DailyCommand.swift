import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL

/// `boxoffice daily [DATE] [--format table|json|csv]`: prints one day and exits.
struct DailyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Print the box office of one day and exit."
    )

    @Argument(help: "The day: YYYYMMDD or YYYY-MM-DD (default: the latest day with figures).")
    var date: String?

    @Option(help: "table, json or csv.")
    var format: OutputFormat = .table

    @OptionGroup var source: SourceOptions

    func validate() throws {
        guard let date else { return }
        do {
            _ = try BoxOfficeDate.parse(date)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() async throws {
        let app = try AppEnvironment.live(demo: source.demo)
        app.announceSource()
        let useCase = app.useCase
        let day: BoxOfficeDate
        if let date {
            day = try BoxOfficeDate.parse(date)
        } else {
            day = useCase.defaultDate()
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
            app.output.write(DailyBoxOfficeExport.json(boxOffice) + "\n")
        case .csv:
            app.output.write(DailyBoxOfficeExport.csv(boxOffice))
        case .table:
            let lines = app.listRenderer.render(
                BoxOfficeListContent(boxOffice: boxOffice), columns: app.terminal.columns)
            app.output.write(lines.joined(separator: "\n") + "\n")
        }
    }
}
