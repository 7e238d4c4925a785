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
    @OptionGroup var display: DisplayOptions

    @Option(
        name: .customShort("c"),
        help: ArgumentHelp(
            "Run COMMAND as if typed, then exit (repeatable; in order). No prompt, banner or spinner; "
                + "exit status 1 if any command failed.", valueName: "COMMAND"))
    var commands: [String] = []

    @Option(help: "The REPL's starting format: table, box, plain, csv or json (the `format` command).")
    var format: OutputFormat = .table

    @MainActor
    func run() async throws {
        let app = try AppEnvironment.live(demo: source.demo, display: display)
        app.announceSource()
        let saved = app.console.savedPreferences()
        let settings = app.console.displaySettings(
            saved: saved, options: display, format: format.displayFormat)
        let viewModels = app.makeViewModels(settings: settings, saved: saved)
        let interactive = app.terminal.isInputTTY && commands.isEmpty
        // One width for everything: the session's renders and the list Tab prints.
        let width = app.widthTracker()
        let reader: any LineReader
        if !commands.isEmpty {
            reader = CommandListLineReader(commands)
        } else if interactive {
            reader = makeLineEditor(app: app, viewModels: viewModels, columns: { width.columns() })
        } else {
            reader = PlainLineReader()
        }
        let terminal = app.terminal
        let session = ReplSession(
            viewModels: viewModels, reader: reader, output: app.output, errors: app.errors,
            spinner: Spinner(output: app.errors, enabled: interactive && terminal.isErrorTTY),
            // Caught in every mode: at the prompt Ctrl-C cancels the command running; with -c or
            // piped input it also ends the session (exit 130) once what was fetched is kept.
            interrupts: SigintInterruptSignal(),
            options: .init(
                interactive: interactive, columns: { width.columns() }, home: app.environment["HOME"],
                commandFiles: FileSystemCommandFileReader(), imageSupport: app.imageSupport),
            display: ReplDisplay(
                settings: settings, colorEnabled: terminal.colorEnabled,
                pager: interactive ? app.pagerSetup() : nil, wrapsSentences: terminal.isOutputTTY)
        )
        let status = await session.run()
        if status != 0 { throw ExitCode(status) }
        // A store that lost what it held is a failed command to a script; a person at the prompt was told.
        if !interactive, OpenStores.shared.lostWhatItHeld { throw ExitCode.failure }
    }

    /// libedit with history and completion; a plain reader, with a warning, when libedit
    /// cannot be set up. A history that cannot be saved is warned about once. `columns` is the
    /// terminal width the list of candidates is laid out in; warnings are in the app's words.
    @MainActor
    private func makeLineEditor(
        app: AppEnvironment, viewModels: ReplSession.ViewModels, columns: @escaping () -> Int
    ) -> any LineReader {
        let (useCase, shared) = (app.useCase, viewModels.sessionState)
        let completion = ReplCompletionProvider(
            suggestedDates: { useCase.suggestedDates().map(\.compact) },
            detailCandidates: {
                shared.movieCompletions(forArgument: $0, titlesShownAs: TerminalText.sanitize)
            },
            people: { shared.personCompletions }, companies: { shared.companyCompletions })
        let console = app.console
        var warned = false
        do {
            return try LibEditLineReader(
                programName: "boxoffice", historyFile: app.paths.historyFile, completionProvider: completion,
                columns: columns,
                onHistoryFailure: { failure in
                    guard !warned else { return }
                    warned = true
                    console.warn(failure.message(in: app.words))
                })
        } catch {
            console.warn("\(error.message(in: app.words)) \(app.words.readingLinesWithoutEditing)")
            return PlainLineReader()
        }
    }
}
