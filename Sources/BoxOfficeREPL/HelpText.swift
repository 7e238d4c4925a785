/// The text of `help` and `help <command>`, from ``CommandCatalog``, word-wrapped to the
/// terminal's width (any width from 40 columns up keeps every line within it).
public enum HelpText {
    /// Below this many columns for the summaries, each summary goes under its usage instead of
    /// beside it.
    static let narrowestSummary = 24

    /// Every command with its one-line summary, the summaries wrapped beside the usages (or under
    /// them when the terminal is narrow), then the keys.
    /// - Parameters:
    ///   - columns: the terminal's width.
    ///   - width: how wide characters are on this terminal.
    public static func overview(columns: Int = 80, width: DisplayWidth = DisplayWidth()) -> [String] {
        let usageWidth = CommandCatalog.entries.map { width.width(of: $0.usage) }.max() ?? 0
        let summaryColumn = 2 + usageWidth + 2
        let beside = columns - summaryColumn >= narrowestSummary
        var lines = ["Commands:"]
        for entry in CommandCatalog.entries {
            if beside {
                let summary = wrap(entry.summary, columns: columns - summaryColumn, width: width)
                for (index, piece) in summary.enumerated() {
                    let usage = index == 0 ? entry.usage : ""
                    lines.append("  " + width.padRight(usage, toWidth: usageWidth) + "  " + piece)
                }
            } else {
                lines += wrap(entry.usage, columns: columns - 2, width: width).map { "  " + $0 }
                lines += wrap(entry.summary, columns: columns - 6, width: width).map { "      " + $0 }
            }
        }
        lines += wrap(
            "Tab completes commands and days; Up/Down and Ctrl-R search the history; "
                + "Ctrl-C cancels a request or the line; Ctrl-D leaves.", columns: columns, width: width)
        return lines
    }

    /// The help of one command, or an explanation that it does not exist, its paragraphs
    /// wrapped to `columns`.
    /// - Parameters:
    ///   - name: the command or alias asked about.
    ///   - columns: the terminal's width.
    ///   - width: how wide characters are on this terminal.
    public static func details(of name: String, columns: Int = 80, width: DisplayWidth = DisplayWidth())
        -> [String]
    {
        guard let entry = CommandCatalog.entry(named: name.lowercased()) else {
            let error = CommandParseError.unknown(name, suggestion: CommandParser.suggestion(for: name))
            return wrap(error.description, columns: columns, width: width)
        }
        var paragraphs = ["usage: \(entry.usage)"]
        if !entry.aliases.isEmpty { paragraphs.append("also: \(entry.aliases.joined(separator: ", "))") }
        paragraphs += entry.details.split(separator: "\n").map(String.init)
        return paragraphs.flatMap { wrap($0, columns: columns, width: width) }
    }

    /// `text` word-wrapped to `columns` (a word wider than a line is broken, nothing is cut).
    private static func wrap(_ text: String, columns: Int, width: DisplayWidth) -> [String] {
        TextWrapping.wrap(text, columns: max(1, columns), maxLines: .max, width: width)
    }
}
