// `help` laid out for the terminal: summaries beside the usages when the width allows, wrapped; each
// command's help read through its declaration (`help(in:)`).

import BoxOfficeCommands
import BoxOfficePresentation

extension HelpCommand {
    /// The narrowest summary column kept beside the usages; narrower, each summary goes under its usage.
    static let narrowestSummary = 24
    /// Below this the summaries' indent leaves no room for a Hangul syllable; the terminal wraps the rest.
    static let narrowestLayout = 20

    public static func overview(
        words: any Words, columns: Int = 80, width: DisplayWidth = DisplayWidth()
    )
        -> [String]
    {
        let columns = max(columns, narrowestLayout)
        let usageWidth = CommandList.all.map { width.width(of: listed($0)) }.max() ?? 0
        let summaryColumn = 2 + usageWidth + 2
        let beside = columns - summaryColumn >= narrowestSummary
        var lines = [words.commandsHeading]
        for command in CommandList.all {
            let text = command.help(in: words.language)?.summary ?? ""
            if beside {
                let summary = wrap(text, columns: columns - summaryColumn, width: width)
                for (index, piece) in summary.enumerated() {
                    let usage = index == 0 ? listed(command) : ""
                    lines.append("  " + width.padRight(usage, toWidth: usageWidth) + "  " + piece)
                }
            } else {
                lines += wrap(listed(command), columns: columns - 2, width: width).map { "  " + $0 }
                lines += wrap(text, columns: columns - 6, width: width).map { "      " + $0 }
            }
        }
        lines += wrap(words.keysHelp, columns: columns, width: width)
        return lines
    }

    /// The usage and the aliases Tab offers, as the list names the command: `calendar [YYYYMM], cal`.
    static func listed(_ command: any SessionCommand.Type) -> String {
        ([command.usage] + command.offeredAliases).joined(separator: ", ")
    }

    public static func details(
        of command: any SessionCommand.Type, words: any Words, columns: Int = 80,
        width: DisplayWidth = DisplayWidth()
    ) -> [String] {
        let columns = max(columns, narrowestLayout)
        var paragraphs = [words.usageLine(command.usage)]
        if !command.aliases.isEmpty { paragraphs.append(words.aliasesLine(command.aliases)) }
        paragraphs += command.help(in: words.language)?.details ?? []
        return paragraphs.flatMap { wrap($0, columns: columns, width: width) }
    }

    private static func wrap(_ text: String, columns: Int, width: DisplayWidth) -> [String] {
        TextWrapping.wrap(text, columns: max(1, columns), maxLines: .max, width: width)
    }
}
