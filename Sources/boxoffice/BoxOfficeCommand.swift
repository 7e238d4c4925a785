import ArgumentParser
import BoxOfficeCommands
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation

/// `boxoffice`: the REPL when run alone, or a one-shot subcommand.
@main
struct BoxOfficeCommand: AsyncParsableCommand {
    // The one place the version is written: `--version` prints it, `boxoffice mcp` gives it to clients.
    static let version = "0.16.0"

    static let configuration = CommandConfiguration(
        commandName: "boxoffice",
        abstract: "The Korean box office (KOBIS, the Korean Film Council) in your terminal.",
        discussion: """
            Run with no subcommand for the interactive prompt. Without KOBIS_API_KEY (or with \
            --demo) it shows the bundled demo data. `boxoffice -c "date 20220105" -c "format csv"` \
            runs commands as if piped, and exits 1 if any failed.

            Environment:
              KOBIS_API_KEY                 live data (without it: demo data)
              KOBIS_BASE_URL                a mirror or local server for KOBIS
              KOBIS_TIMEOUT                 request timeout in seconds (default 10)
              KAKAO_REST_API_KEY            posters from Kakao image search
              KAKAO_BASE_URL                a mirror or local server for Kakao
              BOXOFFICE_YESTERDAY_MAX_AGE   seconds a stored copy of yesterday is used
              BOXOFFICE_DETAIL_MAX_AGE      seconds a stored movie detail is used
              NO_COLOR                      no colour, whatever the terminal
              XDG_STATE_HOME                where the history is kept
              XDG_CACHE_HOME                where the local store is kept
              XDG_CONFIG_HOME               where settings.json (the mode…) is kept
              LANG, LC_ALL, LC_MESSAGES     en_*: English labels and messages
              LC_CTYPE (or LC_ALL, LANG)    not UTF-8 gives ASCII symbols
              PAGER                         the pager for long output (default less -FRX)
            """,
        version: version,
        // Every command of the prompt, from its one declaration; `cache` is for the shell only.
        subcommands: shellCommands + CommandList.all.map { $0 as any ParsableCommand.Type },
        defaultSubcommand: InteractiveCommand.self
    )

    /// Runs the command line, with `daily -N` made readable first (see ``DaysBackArgument``); output
    /// that could not be written is told and ends the run with exit 1 (``Console/unwrittenOutput()``),
    /// as does a store that lost what it held (the prompt decides for itself). Every store opened is closed
    /// here, its log folded into its file (``OpenStores``), and the HTTP client shut down (``NetworkClient``).
    static func main() {
        // Past `ulimit -f` a write then fails with EFBIG and is told like any failed save, instead of
        // SIGXFSZ killing the program mid-write.
        signal(SIGXFSZ, SIG_IGN)
        // Before the run loop opens its own descriptors, which would otherwise take a closed stream's number.
        _ = Console.standardOutput
        Console.holdClosedStreamsOpen()
        // The command runs as a task on the main actor while the main thread runs Foundation's main run
        // loop, which drains the main dispatch queue; `async` main would hand the thread to
        // dispatch_main(), whose pthread_exit() unwinds its stack and read ~1 MiB of unwind tables a run.
        Task { @MainActor in
            await runCommandLine()
            Foundation.exit(ExitCode.success.rawValue)
        }
        // A server answers for long: there dispatch_main's drain, a few system calls a wake where the run
        // loop makes seven, is worth its unwinding, paid once at start.
        if ShellArguments.runOptionsAfterName(Array(CommandLine.arguments.dropFirst())).first
            == MCPCommand.configuration.commandName
        {
            dispatchMain()
        }
        RunLoop.main.run()
    }

    @MainActor
    static func runCommandLine() async {
        let arguments = daysReadable(
            ShellArguments.runOptionsAfterName(Array(CommandLine.arguments.dropFirst())))
        // As ArgumentParser answers it, without reading every command's declaration first (half its start).
        if arguments == ["--version"] {
            print(version)
            Foundation.exit(ExitCode.success.rawValue)
        }
        refuseUnknownCommand(arguments)
        refuseTooManyWords(arguments)
        let oneShot = OneShotRun.parsed(arguments)
        let shell = oneShot == nil ? shellCommandParsed(arguments) : nil
        var command: (any ParsableCommand)?
        if oneShot == nil, shell == nil {
            do {
                command = try parseAsRoot(arguments)
            } catch {
                exitRefusing(error)
            }
        }
        // The prompt's options, read before the command runs (a Sendable copy, not the command itself).
        let prompt = ((shell as? InteractiveCommand) ?? (command as? InteractiveCommand))?.run
        var failure: (any Error)?
        do {
            if let oneShot = oneShot ?? command as? any SessionCommand {
                try await OneShotRun.run(oneShot)
            } else if var shell {
                try await shell.run()
            } else if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command?.run()
            }
        } catch {
            failure = error
        }
        await OpenStores.shared.closeAll()
        await NetworkClient.shared.shutdown()
        if OpenStores.shared.lostWhatItHeld, prompt == nil {
            failure = failure ?? ExitCode.failure
        }
        // The console (environment, terminal, words) is made again only to say a failed write.
        if Console.standardOutput.failure != nil {
            let served = (shell as? MCPCommand) ?? (command as? MCPCommand)
            let options = (oneShot ?? command as? any SessionCommand)?.run ?? prompt ?? served?.run
            let unwritten = Console.live(options: options).unwrittenOutput()
            failure = failure ?? unwritten
        }
        if let failure { exit(withError: failure) }
    }

    /// `boxoffice dat`: a first word that names no command (and is no option) is refused as the
    /// prompt refuses it, with the nearest name, instead of as an argument of the default `repl`.
    static func refuseUnknownCommand(_ arguments: [String]) {
        guard let first = arguments.first, !first.hasPrefix("-"), CommandList.command(named: first) == nil,
            !(shellOnly + ["help"]).contains(first.lowercased())
        else { return }
        let error = CommandParseError.unknown(first, suggestion: suggestion(for: first.lowercased()))
        let console = Console.live(options: ShellArguments.language(in: arguments))
        console.say(error.message(in: console.words))
        Foundation.exit(ExitCode.validationFailure.rawValue)
    }

    /// `boxoffice trend w1 w2 …` with more words than any command takes is refused as the prompt refuses
    /// it, before ArgumentParser, whose time grows with the square of their number.
    static func refuseTooManyWords(_ arguments: [String]) {
        // The run's own options (`--demo`, `--lang en`) are not the command's words, as at the prompt.
        guard arguments.count > CommandList.mostWords + 1,
            arguments.count - ShellArguments.runOptionWords(in: arguments) > CommandList.mostWords + 1
        else { return }
        let name = arguments.first { !$0.hasPrefix("-") } ?? "boxoffice"
        let error = CommandParseError.tooManyWords(
            command: UserText.excerpt(name), limit: CommandList.mostWords)
        let console = Console.live(options: ShellArguments.language(in: arguments))
        console.say(error.message(in: console.words))
        Foundation.exit(ExitCode.validationFailure.rawValue)
    }

    /// The commands of the shell alone: the prompt itself, the store's upkeep, the protocol server.
    static let shellCommands: [any ParsableCommand.Type] = [
        InteractiveCommand.self, CacheCommand.self, MCPCommand.self,
    ]

    /// `boxoffice mcp`, `boxoffice repl` or `boxoffice` alone read by that declaration alone, as
    /// ``OneShotRun/parsed(_:)`` reads a command of the prompt; `nil` for any other line, and for one
    /// the command refuses or asks help of, which the whole tree then reads and tells.
    nonisolated static func shellCommandParsed(_ arguments: [String]) -> (any AsyncParsableCommand)? {
        let (name, rest) = (arguments.first, Array(arguments.dropFirst()))
        if name == MCPCommand.configuration.commandName { return try? MCPCommand.parse(rest) }
        if name == nil || name == InteractiveCommand.configuration.commandName {
            return try? InteractiveCommand.parse(rest)
        }
        return nil
    }

    /// Their names (`repl`, `cache`, `mcp`), from their declarations.
    static let shellOnly = shellCommands.compactMap { $0.configuration.commandName }

    /// The prompt's nearest name, else a shell-only one within two edits (`mpc` → `mcp`).
    static func suggestion(for name: String) -> String? {
        if let prompt = CommandList.suggestion(for: name) { return prompt }
        let near = shellOnly.map { (name: $0, edits: EditDistance.between($0, name)) }.filter {
            $0.edits <= 2
        }
        return near.min { $0.edits < $1.edits }?.name
    }

    /// `boxoffice date -3`: the days of the command named made readable (``DaysBackArgument``).
    static func daysReadable(_ arguments: [String]) -> [String] {
        guard let name = arguments.first, let command = CommandList.command(named: name) else {
            return arguments
        }
        return [name] + DaysBackArgument.normalized(Array(arguments.dropFirst()), of: command)
    }
}
