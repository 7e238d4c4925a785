import ArgumentParser
import BoxOfficePresentation
import BoxOfficeREPL

/// `boxoffice status [--format table|box|plain|csv|json]`: where data comes from, the local
/// store, and today's KOBIS calls.
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the data source, the local store and today's KOBIS calls."
    )

    @OptionGroup var output: FormatOptions
    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DisplayOptions

    @MainActor
    func run() async throws {
        let app = try AppEnvironment.live(demo: source.demo, display: display)
        let screen = app.console.oneShotDisplay(options: display, format: output.format)
        let viewModel = StatusViewModel(useCase: app.statusUseCase, words: app.words)
        await viewModel.showStatus()
        guard case .loaded(let status) = viewModel.state else { return }
        app.console.show(screen.render(status, columns: app.terminal.columns))
        if let warning = status.warning { app.console.warn(warning) }
    }
}
