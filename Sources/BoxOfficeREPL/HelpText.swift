/// The text of `help` and `help <command>`, from ``CommandCatalog``.
public enum HelpText {
    /// Every command with its one-line summary.
    public static func overview() -> [String] {
        let usageWidth = CommandCatalog.entries.map(\.usage.count).max() ?? 0
        var lines = ["Commands:"]
        for entry in CommandCatalog.entries {
            let padding = String(repeating: " ", count: usageWidth - entry.usage.count)
            lines.append("  \(entry.usage)\(padding)  \(entry.summary)")
        }
        lines.append("Tab completes commands and days; Up/Down and Ctrl-R search the history;")
        lines.append("Ctrl-C cancels a request or the line; Ctrl-D leaves.")
        return lines
    }

    /// The help of one command, or an explanation that it does not exist.
    public static func details(of name: String) -> [String] {
        guard let entry = CommandCatalog.entry(named: name.lowercased()) else {
            return [
                CommandParseError.unknown(name, suggestion: CommandParser.suggestion(for: name)).description
            ]
        }
        var lines = ["usage: \(entry.usage)"]
        if !entry.aliases.isEmpty { lines.append("also: \(entry.aliases.joined(separator: ", "))") }
        lines.append(contentsOf: entry.details.split(separator: "\n").map(String.init))
        return lines
    }
}
