import ArgumentParser
import BoxOfficeCommands
import BoxOfficePresentation
import BoxOfficeREPL

/// `boxoffice` / `boxoffice repl`: the interactive prompt (or piped commands).
struct InteractiveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "The interactive prompt (the default). Reads commands line by line when piped."
    )

    @OptionGroup var run: RunOptions

    @Option(
        name: .customShort("c"),
        help: ArgumentHelp(
            "Run COMMAND as if typed, then exit (repeatable; in order). No prompt, banner or spinner; "
                + "exit status 1 if any command failed.", valueName: "COMMAND"))
    var commands: [String] = []

    @MainActor
    func run() async throws {
        let app = try AppEnvironment.live(options: run)
        app.announceSource()
        let interactive = app.terminal.isInputTTY && commands.isEmpty
        let session = app.makeSession(options: run, interactive: interactive) {
            viewModels, width in
            if !commands.isEmpty { return CommandListLineReader(commands) }
            if interactive {
                return makeLineEditor(app: app, viewModels: viewModels, columns: { width.columns() })
            }
            return PlainLineReader()
        }
        let status = await session.run()
        if status != 0 { throw ExitCode(status) }
        // A store that lost what it held is a failed command to a script; a person at the prompt was told.
        if !interactive, OpenStores.shared.lostWhatItHeld { throw ExitCode.failure }
    }

    @MainActor
    private func makeLineEditor(
        app: AppEnvironment, viewModels: SessionViewModels, columns: @escaping () -> Int
    ) -> any LineReader {
        let shared = viewModels.sessionState
        // The charts are asked for at the first Tab after `date `, not before.
        let completion = ReplCompletionProvider(
            suggestedDates: { app.useCase.suggestedDates().map(\.compact) },
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
