import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL

/// `boxoffice detail <movieCode> [--format table|json]`: prints one movie's detail and exits.
struct DetailCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detail",
        abstract: "Print one movie's detail (KOBIS movie info, Kakao poster) and exit."
    )

    /// How `detail` prints.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        /// The vertical view.
        case table
        /// One JSON object (the contract for scripts).
        case json
    }

    @Argument(help: "The KOBIS movie code, e.g. 20199882.")
    var movieCode: String

    @Option(help: "table or json.")
    var format: Format = .table

    @OptionGroup var source: SourceOptions

    func validate() throws {
        guard case .code = DetailSelector(movieCode) else {
            throw ValidationError(
                "'\(TerminalText.sanitize(String(movieCode.prefix(40))))' is not a movie code: "
                    + "8 letters and digits, e.g. 20199882.")
        }
    }

    func run() async throws {
        let app = try AppEnvironment.live(demo: source.demo)
        app.announceSource()
        guard case .code(let code) = DetailSelector(movieCode) else { throw ExitCode.validationFailure }
        let result: MovieDetailResult
        do {
            result = try await app.detailUseCase.execute(code: code)
        } catch {
            throw app.fail(error.description)
        }
        switch format {
        case .json:
            app.output.write(MovieDetailExport.json(result) + "\n")
        case .table:
            let lines = app.detailRenderer(colorEnabled: app.terminal.colorEnabled).render(
                MovieDetailViewData(result: result, entry: nil, date: nil), columns: app.terminal.columns)
            app.output.write(lines.joined(separator: "\n") + "\n")
        }
    }
}
