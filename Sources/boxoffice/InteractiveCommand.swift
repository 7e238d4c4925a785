import ArgumentParser
import BoxOfficePresentation
import BoxOfficeREPL

/// `boxoffice` / `boxoffice repl`: the interactive prompt (or piped commands).
struct InteractiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "The interactive prompt (the default). Reads commands line by line when piped."
    )

    @OptionGroup var source: SourceOptions

    @MainActor
    func run() async throws {
        let app = try AppEnvironment.live(demo: source.demo)
        app.announceSource()
        let viewModel = BoxOfficeListViewModel(useCase: app.useCase)
        let interactive = app.terminal.isInputTTY
        let reader: any LineReader
        var interrupts: (any InterruptSignal)?
        if interactive {
            reader = makeLineEditor(app: app, viewModel: viewModel)
            interrupts = SigintInterruptSignal()
        } else {
            reader = PlainLineReader()
        }
        let terminal = app.terminal
        let session = ReplSession(
            viewModel: viewModel, reader: reader, output: app.output, errors: app.errors,
            renderer: app.listRenderer,
            spinner: Spinner(output: app.errors, enabled: interactive && terminal.isErrorTTY),
            interrupts: interrupts,
            options: .init(
                interactive: interactive,
                columns: { TerminalCapabilities.currentColumns(fallback: terminal.columns) })
        )
        let status = await session.run()
        if status != 0 { throw ExitCode(status) }
    }

    /// libedit with history and completion; a plain reader, with a warning, when libedit
    /// cannot be set up. A history that cannot be saved is warned about once.
    @MainActor
    private func makeLineEditor(app: AppEnvironment, viewModel: BoxOfficeListViewModel) -> any LineReader {
        let completion = ReplCompletionProvider { viewModel.suggestedDates.map(\.compact) }
        let errors = app.errors
        var warned = false
        do {
            return try LibEditLineReader(
                programName: "boxoffice", historyFile: app.paths.historyFile, completionProvider: completion,
                onHistoryFailure: { failure in
                    guard !warned else { return }
                    warned = true
                    errors.write("boxoffice: warning: \(failure)\n")
                })
        } catch {
            app.errors.write("boxoffice: warning: \(error); reading lines without editing.\n")
            return PlainLineReader()
        }
    }
}
