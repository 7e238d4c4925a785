import BoxOfficePresentation

/// The text of `help` and `help <command>` in the display's language, from ``CommandCatalog``,
/// word-wrapped to the terminal's width (any width from 40 columns up keeps every line within
/// it; Hangul counts two columns).
public enum HelpText {
    /// Below this many columns for the summaries, each summary goes under its usage instead of
    /// beside it.
    static let narrowestSummary = 24

    /// Every command with its one-line summary, the summaries wrapped beside the usages (or under
    /// them when the terminal is narrow), then the keys.
    /// - Parameters:
    ///   - language: the language of the summaries.
    ///   - columns: the terminal's width.
    ///   - width: how wide characters are on this terminal.
    public static func overview(language: Language, columns: Int = 80, width: DisplayWidth = DisplayWidth())
        -> [String]
    {
        let messages = ReplMessages(language)
        let usageWidth = CommandCatalog.entries.map { width.width(of: $0.usage) }.max() ?? 0
        let summaryColumn = 2 + usageWidth + 2
        let beside = columns - summaryColumn >= narrowestSummary
        var lines = [messages.commandsHeading]
        for entry in CommandCatalog.entries {
            let text = entry.summary(in: language)
            if beside {
                let summary = wrap(text, columns: columns - summaryColumn, width: width)
                for (index, piece) in summary.enumerated() {
                    let usage = index == 0 ? entry.usage : ""
                    lines.append("  " + width.padRight(usage, toWidth: usageWidth) + "  " + piece)
                }
            } else {
                lines += wrap(entry.usage, columns: columns - 2, width: width).map { "  " + $0 }
                lines += wrap(text, columns: columns - 6, width: width).map { "      " + $0 }
            }
        }
        lines += wrap(messages.keys, columns: columns, width: width)
        return lines
    }

    /// The help of one command, or an explanation that it does not exist, its paragraphs
    /// wrapped to `columns`.
    /// - Parameters:
    ///   - name: the command or alias asked about.
    ///   - language: the language of the help.
    ///   - columns: the terminal's width.
    ///   - width: how wide characters are on this terminal.
    public static func details(
        of name: String, language: Language, columns: Int = 80, width: DisplayWidth = DisplayWidth()
    ) -> [String] {
        guard let entry = CommandCatalog.entry(named: name.lowercased()) else {
            let error = CommandParseError.unknown(name, suggestion: CommandParser.suggestion(for: name))
            return wrap(error.message(in: language), columns: columns, width: width)
        }
        let messages = ReplMessages(language)
        var paragraphs = [messages.usage(entry.usage)]
        if !entry.aliases.isEmpty { paragraphs.append(messages.aliases(entry.aliases)) }
        paragraphs += entry.details(in: language).split(separator: "\n").map(String.init)
        return paragraphs.flatMap { wrap($0, columns: columns, width: width) }
    }

    /// `text` word-wrapped to `columns` (a word wider than a line is broken, nothing is cut).
    private static func wrap(_ text: String, columns: Int, width: DisplayWidth) -> [String] {
        TextWrapping.wrap(text, columns: max(1, columns), maxLines: .max, width: width)
    }
}
