// `boxoffice NAME ARGS`: a command of the prompt run once, non-interactively, through the same session.

import ArgumentParser
import BoxOfficeCommands
import BoxOfficePresentation
import BoxOfficeREPL

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

    /// Each KOBIS call counted is checked against the day's budget where it is made: the session's
    /// call budget, made and bound to its front's view at the first count, hears every count the store gives back.
    @MainActor
    func listenToCalls(_ viewModels: SessionViewModels) {
        sources.callsCounted.listen { counted in await viewModels.callBudget.counted(counted) }
    }
}
