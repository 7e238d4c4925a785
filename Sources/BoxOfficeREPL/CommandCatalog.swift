/// Every REPL command with its usage and help text: the one list that parsing,
/// completion and `help` read from.
public enum CommandCatalog {
    /// What `help` says about one command.
    public struct Entry: Sendable {
        /// The name typed at the prompt.
        public let name: String
        /// Other names for it.
        public let aliases: [String]
        /// The usage line, e.g. `date [YYYYMMDD|YYYY-MM-DD]`.
        public let usage: String
        /// One line on what it does.
        public let summary: String
        /// Longer help, shown by `help <command>`.
        public let details: String
    }

    /// The commands in the order `help` lists them.
    public static let entries: [Entry] = [
        Entry(
            name: "date", aliases: [], usage: "date [YYYYMMDD|YYYY-MM-DD]",
            summary: "show the box office of a day (default: the latest day)",
            details:
                "Shows the daily box office of the day given, e.g. `date 20220105` or `date 2022-01-05`.\n"
                + "With no day it shows the latest day with figures (yesterday in Seoul, or the newest demo day).\n"
                + "Tab after `date ` offers recent days."),
        Entry(
            name: "prev", aliases: [], usage: "prev", summary: "show the day before",
            details: "Shows the day before the one shown."),
        Entry(
            name: "next", aliases: [], usage: "next", summary: "show the day after",
            details: "Shows the day after the one shown (up to yesterday)."),
        Entry(
            name: "refresh", aliases: [], usage: "refresh", summary: "fetch the shown day again",
            details: "Asks the source again for the day shown: the app's pull-to-refresh."),
        Entry(
            name: "help", aliases: [], usage: "help [COMMAND]", summary: "list the commands, or explain one",
            details: "`help` lists the commands; `help date` explains one."),
        Entry(
            name: "quit", aliases: ["exit"], usage: "quit", summary: "leave (also `exit` or Ctrl-D)",
            details: "Leaves boxoffice. Ctrl-D on an empty line does the same."),
    ]

    /// Every name and alias, for completion.
    public static var allNames: [String] {
        entries.flatMap { [$0.name] + $0.aliases }
    }

    /// The entry a name or alias stands for.
    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name || $0.aliases.contains(name) }
    }
}
