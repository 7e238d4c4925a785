// `boxoffice mcp`: the protocol server for assistants, on standard input and output.

import ArgumentParser
import BoxOfficeCommands
import BoxOfficeMCP
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation

/// Serves the prompt's commands as Model Context Protocol tools over standard input and output:
/// nothing else is written to standard output; what is said goes to standard error.
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the box office to an AI assistant (Model Context Protocol on standard input/output)."
    )

    @OptionGroup var run: RunOptions

    @MainActor
    func run() async throws {
        // A closed standard output leaves no client to answer: the run ends at once, and says so as any
        // output unwritten is said.
        if Console.standardOutput.failure != nil { throw ExitCode.failure }
        // A client that stops reading makes a write fail with EPIPE, which ends the run, instead of killing
        // it; standard error too, which the demo's announcement is written to first.
        signal(SIGPIPE, SIG_IGN)
        let app = try AppEnvironment.live(options: run)
        app.announceSource()
        let saved = app.console.savedPreferences()
        let settings = app.console.displaySettings(saved: saved, options: run)
        // An assistant asks for what it needs: nothing is fetched ahead for it.
        let viewModels = app.makeViewModels(settings: settings, saved: saved, prefetching: false)
        let server = BoxOfficeMCPServer(
            viewModels: viewModels,
            storedCharts: StoredChartsViewModel(
                archive: app.sources.store, calendar: app.calendar, words: app.words),
            words: app.words, version: BoxOfficeCommand.version, cleaning: { TerminalText.sanitize($0) })
        app.listenToCalls(viewModels)
        let transport = LineTransport(input: STDIN_FILENO, output: STDOUT_FILENO, words: app.words)
        await server.run(on: transport)
        // A client that went away is not told anything: nobody is left to read it. A system's refusal is said.
        if let problem = transport.inputProblem {
            app.console.say("boxoffice: " + app.words.inputNotRead(reason: problem))
        }
        if let problem = transport.outputProblem {
            app.console.say("boxoffice: " + app.words.outputNotWritten(reason: problem))
        }
        if transport.failed { throw ExitCode.failure }
    }
}
