// `boxoffice`: the program's entry, the command line read as shell habits write it, and its one exit.

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
        let servers = [MCPCommand.configuration.commandName, WebCommand.configuration.commandName]
        if servers.contains(
            ShellArguments.runOptionsAfterName(Array(CommandLine.arguments.dropFirst())).first)
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
        refuseDaysBack(arguments)
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
            let server = shell.map { $0 as any ParsableCommand } ?? command
            let served = (server as? MCPCommand)?.run ?? (server as? WebCommand)?.run
            let options = (oneShot ?? command as? any SessionCommand)?.run ?? prompt ?? served
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

    /// `boxoffice trend -1`: days back given to a command that takes no day is refused as the prompt refuses it.
    static func refuseDaysBack(_ arguments: [String]) {
        guard let name = arguments.first, let command = CommandList.command(named: name),
            let refusal = DaysBackArgument.refusal(Array(arguments.dropFirst()), of: command, calledAs: name)
        else { return }
        let console = Console.live(options: ShellArguments.language(in: arguments))
        console.say(refusal.message(in: console.words))
        Foundation.exit(ExitCode.validationFailure.rawValue)
    }

    /// The commands of the shell alone: the prompt itself, the store's upkeep, the protocol server, the site.
    static let shellCommands: [any ParsableCommand.Type] = [
        InteractiveCommand.self, CacheCommand.self, MCPCommand.self, WebCommand.self,
    ]

    /// `boxoffice mcp`, `boxoffice web`, `boxoffice repl` or `boxoffice` alone read by that declaration alone, as
    /// ``OneShotRun/parsed(_:)`` reads a command of the prompt; `nil` for any other line, and for one
    /// the command refuses or asks help of, which the whole tree then reads and tells.
    nonisolated static func shellCommandParsed(_ arguments: [String]) -> (any AsyncParsableCommand)? {
        let (name, rest) = (arguments.first, Array(arguments.dropFirst()))
        if name == MCPCommand.configuration.commandName { return try? MCPCommand.parse(rest) }
        if name == WebCommand.configuration.commandName { return try? WebCommand.parse(rest) }
        if name == nil || name == InteractiveCommand.configuration.commandName {
            return try? InteractiveCommand.parse(rest)
        }
        return nil
    }

    /// Their names (`repl`, `cache`, `mcp`, `web`), from their declarations.
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

// The command line as shell habits write it: the options of a run typed before the command's name.
enum ShellArguments {
    /// The options of every run (``RunOptions``) that take a value, and its flags, read off its declaration.
    static let runOptionsWithValue = runOptions(ofKind: "option")
    static let runFlags = runOptions(ofKind: "flag").subtracting(["--help"])

    private static func runOptions(ofKind kind: String) -> Set<String> {
        Set(
            DeclaredArguments.of(RunOptions.self).filter { $0.kind == kind }.compactMap(\.longName).map {
                "--" + $0
            })
    }

    /// `boxoffice --lang en daily 20220105`: the run's options typed before a command's name are moved
    /// just after it, where ArgumentParser reads them as the command's (before the name they would be
    /// the prompt's, which refuses the name as an argument). A first word that names no command moves
    /// them too, so its refusal is said in the language asked for. `cache` reads them in its
    /// subcommand (`cache info --lang en`), so they go after both names when one is given.
    static func runOptionsAfterName(_ arguments: [String]) -> [String] {
        // A command named first (the usual run) needs no declaration read at start, nor a line without a
        // word that could name one (`--version`, `--help`): reading RunOptions' declaration was half its start.
        // Every run option is long (`--lang`), so `-c settings` needs none read either.
        guard arguments.first?.hasPrefix("--") == true, arguments.contains(where: { !$0.hasPrefix("-") })
        else {
            return arguments
        }
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            let option = String(word.prefix { $0 != "=" })
            if runFlags.contains(word) {
                index += 1
            } else if runOptionsWithValue.contains(option) {
                index += word.contains("=") ? 1 : 2
            } else {
                break
            }
        }
        // `boxoffice -- date`: `--` ends the options, as ArgumentParser means it, and the command follows.
        let endOfOptions = index < arguments.endIndex && arguments[index] == "--"
        let nameIndex = endOfOptions ? index + 1 : index
        guard endOfOptions || index > arguments.startIndex, nameIndex < arguments.endIndex else {
            return arguments
        }
        let name = arguments[nameIndex]
        guard !name.hasPrefix("-") else { return arguments }
        var end = nameIndex + 1
        if hasSubcommands(name), end < arguments.endIndex, !arguments[end].hasPrefix("-") { end += 1 }
        return Array(arguments[nameIndex..<end] + arguments[..<index] + arguments[end...])
    }

    // `cache`, whose options are its subcommands' (`cache info --lang en`).
    private static func hasSubcommands(_ name: String) -> Bool {
        BoxOfficeCommand.shellCommands.contains {
            $0.configuration.commandName == name && !$0.configuration.subcommands.isEmpty
        }
    }

    /// How many of `arguments` are the run's options and their values (`--demo`, `--lang en`, `--lang=en`).
    static func runOptionWords(in arguments: [String]) -> Int {
        var count = 0
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            let option = String(word.prefix { $0 != "=" })
            let taken =
                runFlags.contains(word)
                ? 1 : runOptionsWithValue.contains(option) ? (word.contains("=") ? 1 : 2) : 0
            count += min(taken, arguments.endIndex - index)
            index += max(taken, 1)
        }
        return count
    }

    /// The language `--lang` asks for anywhere among `arguments`, for a refusal said before they are
    /// parsed; `nil` (the locale's) when none is asked for or it names none.
    static func language(in arguments: [String]) -> RunOptions? {
        var asked: String?
        for (index, word) in arguments.enumerated() {
            if word.hasPrefix("--lang=") {
                asked = String(word.dropFirst("--lang=".count))
            } else if word == "--lang", index + 1 < arguments.count {
                asked = arguments[index + 1]
            }
        }
        return asked.flatMap { try? RunOptions.parse(["--lang", $0]) }
    }
}
