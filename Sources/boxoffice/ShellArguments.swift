// The command line as shell habits write it: the options of a run typed before the command's name.

import BoxOfficeCommands
import BoxOfficePresentation

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
    /// subcommand (`cache info --lang en`), so they go after both names when one is given; `help` is
    /// left as typed.
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
        guard index > arguments.startIndex, index < arguments.endIndex else { return arguments }
        let name = arguments[index]
        guard !name.hasPrefix("-"), name.lowercased() != "help" else { return arguments }
        var end = index + 1
        if hasSubcommands(name), end < arguments.endIndex, !arguments[end].hasPrefix("-") { end += 1 }
        return Array(arguments[index..<end] + arguments[..<index] + arguments[end...])
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
