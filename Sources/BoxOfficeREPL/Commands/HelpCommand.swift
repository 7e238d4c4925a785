import BoxOfficePresentation

/// `help [COMMAND]`: every command with its one-line summary, or one command's help, in the
/// display's language (``CommandWords/help(forCommand:)``), word-wrapped to the terminal's width
/// (any width from 40 columns up keeps every line within it; Hangul counts two columns).
public struct HelpCommand: ReplCommand, Equatable {
    /// `help`.
    public static let name = "help"
    /// `help [COMMAND]`.
    public static let usage = "help [COMMAND]"
    /// It only prints.
    public static let mayReachKOBIS = false
    /// Below this many columns for the summaries, each summary goes under its usage instead of
    /// beside it.
    static let narrowestSummary = 24

    /// The command asked about (by its name or an alias, in any case); `nil`: all of them.
    public let command: (any ReplCommand.Type)?

    /// Reads one optional command name.
    /// - Throws: ``CommandParseError/unknown(_:suggestion:)`` for a word that names no command,
    ///   so `help xyz` fails as `xyz` does.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        command = try arguments.optionalWord().map { word throws(CommandParseError) in
            try CommandParser.command(named: word)
        }
    }

    /// The same command asked about.
    public static func == (left: HelpCommand, right: HelpCommand) -> Bool {
        left.command.map(ObjectIdentifier.init) == right.command.map(ObjectIdentifier.init)
    }

    /// Every name and alias.
    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        firstArgument(argument) { CommandList.allNames }
    }

    /// Prints the overview or the command's help, wrapped to the terminal's width.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        let (columns, width) = (session.options.columns(), session.display.listRenderer.width)
        let words = session.words
        session.printLines(
            command.map { Self.details(of: $0, words: words, columns: columns, width: width) }
                ?? Self.overview(words: words, columns: columns, width: width))
        return .continueSession
    }

    /// Every command with its one-line summary, the summaries wrapped beside the usages (or under
    /// them when the terminal is narrow), then the keys.
    /// - Parameters:
    ///   - words: the language of the help.
    ///   - columns: the terminal's width.
    ///   - width: how wide characters are on this terminal.
    public static func overview(
        words: any CommandWords, columns: Int = 80, width: DisplayWidth = DisplayWidth()
    )
        -> [String]
    {
        let usageWidth = CommandList.all.map { width.width(of: $0.usage) }.max() ?? 0
        let summaryColumn = 2 + usageWidth + 2
        let beside = columns - summaryColumn >= narrowestSummary
        var lines = [words.commandsHeading]
        for command in CommandList.all {
            let text = words.help(forCommand: command.name)?.summary ?? ""
            if beside {
                let summary = wrap(text, columns: columns - summaryColumn, width: width)
                for (index, piece) in summary.enumerated() {
                    let usage = index == 0 ? command.usage : ""
                    lines.append("  " + width.padRight(usage, toWidth: usageWidth) + "  " + piece)
                }
            } else {
                lines += wrap(command.usage, columns: columns - 2, width: width).map { "  " + $0 }
                lines += wrap(text, columns: columns - 6, width: width).map { "      " + $0 }
            }
        }
        lines += wrap(words.keysHelp, columns: columns, width: width)
        return lines
    }

    /// The help of one command, its paragraphs wrapped to `columns`.
    /// - Parameters:
    ///   - command: the command asked about.
    ///   - words: the language of the help.
    ///   - columns: the terminal's width.
    ///   - width: how wide characters are on this terminal.
    public static func details(
        of command: any ReplCommand.Type, words: any CommandWords, columns: Int = 80,
        width: DisplayWidth = DisplayWidth()
    ) -> [String] {
        var paragraphs = [words.usageLine(command.usage)]
        if !command.aliases.isEmpty { paragraphs.append(words.aliasesLine(command.aliases)) }
        paragraphs += words.help(forCommand: command.name)?.details ?? []
        return paragraphs.flatMap { wrap($0, columns: columns, width: width) }
    }

    /// `text` word-wrapped to `columns` (a word wider than a line is broken, nothing is cut).
    private static func wrap(_ text: String, columns: Int, width: DisplayWidth) -> [String] {
        TextWrapping.wrap(text, columns: max(1, columns), maxLines: .max, width: width)
    }
}
