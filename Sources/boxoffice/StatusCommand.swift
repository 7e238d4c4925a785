import ArgumentParser
import BoxOfficePresentation
import BoxOfficeREPL

/// `boxoffice status`: where data comes from, the local store, and today's KOBIS calls.
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the data source, the local store and today's KOBIS calls."
    )

    @OptionGroup var source: SourceOptions

    func run() async throws {
        let app = try AppEnvironment.live(demo: source.demo)
        let status = StatusViewData(status: await app.statusUseCase.execute())
        let labelWidth = status.rows.map(\.label.count).max() ?? 0
        for row in status.rows {
            let padding = String(repeating: " ", count: labelWidth - row.label.count)
            app.output.write(TerminalText.sanitize("\(row.label)\(padding)  \(row.value)") + "\n")
        }
        if let warning = status.warning { app.errors.write("boxoffice: warning: \(warning)\n") }
    }
}
