// A session run by each front of the shell: the prompt (`boxoffice`, `repl`, `-c`, piped) and one command
// one-shot (`boxoffice NAME ARGS`), both through the same session.

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

/// `boxoffice NAME ARGS`: a command of the prompt run once, non-interactively, through the same session.
enum OneShotRun {
    /// `boxoffice daily 20220105` read by the named command's declaration alone, as the whole tree would
    /// read it, without building the tree (every command's help) or casting the result; `nil` for any
    /// other line, and for one that command refuses or asks help of, which the tree then reads and tells.
    static func parsed(_ arguments: [String]) -> (any SessionCommand)? {
        guard let name = arguments.first, name != "help", let command = CommandList.command(named: name)
        else {
            return nil
        }
        return try? command.parsedAlone(Array(arguments.dropFirst()))
    }

    /// Runs `command` as `boxoffice -c` would run its line, and ends with that run's exit status.
    @MainActor
    static func run(_ command: any SessionCommand) async throws {
        let app = try AppEnvironment.live(options: command.run)
        app.announceSource()
        // The session starts as any does; the command's own `--format` then applies to it alone, as at the prompt.
        var start = command.run
        start.format = nil
        let session = app.makeSession(options: start, interactive: false) { _, _ in
            CommandListLineReader([])
        }
        let status = await session.runOnce(command)
        if status != 0 { throw ExitCode(status) }
        if OpenStores.shared.lostWhatItHeld { throw ExitCode.failure }
    }
}

extension AppEnvironment {
    /// The session every front runs: at the prompt, with `-c`, piped, or one command one-shot.
    @MainActor
    func makeSession(
        options: RunOptions, interactive: Bool,
        reader: (SessionViewModels, TerminalWidthTracker) -> any LineReader
    ) -> ReplSession {
        let saved = console.savedPreferences()
        let settings = console.displaySettings(saved: saved, options: options)
        // Details are fetched ahead for a person browsing the chart; a script (piped, -c, one-shot)
        // pays for no call it did not ask for.
        let viewModels = makeViewModels(settings: settings, saved: saved, prefetching: interactive)
        // One width for everything: the session's renders and the list Tab prints.
        let width = widthTracker()
        let session = ReplSession(
            viewModels: viewModels, reader: reader(viewModels, width), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: interactive && terminal.isErrorTTY),
            // Caught in every mode: at the prompt Ctrl-C cancels the command running; with -c, piped
            // or one-shot it also ends the session (exit 130) once what was fetched is kept.
            interrupts: SigintInterruptSignal(),
            options: .init(
                interactive: interactive, columns: { width.columns() }, home: environment["HOME"],
                commandFiles: FileSystemCommandFileReader(), imageSupport: imageSupport),
            display: ReplDisplay(
                settings: settings, colorEnabled: terminal.colorEnabled,
                pager: interactive ? pagerSetup() : nil, wrapsSentences: terminal.isOutputTTY)
        )
        listenToCalls(viewModels)
        return session
    }

    /// Each KOBIS call counted is checked against the day's budget where it is made: a count well below
    /// the limit has nothing to warn of, so the session's call budget is made, and bound to its front's
    /// view, at the first count near or at the limit, and hears each such count the store gives back.
    @MainActor
    func listenToCalls(_ viewModels: SessionViewModels) {
        sources.callsCounted.listen { counted in
            guard counted.budget.level > .fine else { return }
            await viewModels.callBudget.counted(counted)
        }
    }
}
