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
        /// Longer help, shown by `help <command>`: paragraphs separated by `\n`, each wrapped to
        /// the terminal's width.
        public let details: String
    }

    /// The commands in the order `help` lists them.
    public static let entries: [Entry] = [
        Entry(
            name: "date", aliases: [], usage: "date [DAY]",
            summary: "show the box office of a day (default: the latest day)",
            details:
                "Shows the daily box office of the day given: `20220105`, `2022-01-05`, `1/5` (this year), "
                + "`yesterday`, or `-3` (three days back from today in Seoul).\n"
                + "With no day it shows the latest day with figures (yesterday in Seoul, or the newest demo day).\n"
                + "Today has no figures yet (오늘 날짜는 집계중입니다). Tab after `date ` offers recent days."),
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
            name: "detail", aliases: [], usage: "detail N|MOVIECODE|TITLE",
            summary: "a movie's detail: titles, poster, people, facts, figures",
            details:
                "`detail 3` shows the movie ranked 3rd in the list shown; `detail 20199882` any movie by its "
                + "KOBIS code; `detail 경관` the movie of the list whose title starts so (Tab completes titles).\n"
                + "The details of the list's movies are fetched in the background when a day is shown, so they "
                + "answer at once; fetched details are kept in the local store."),
        Entry(
            name: "poster", aliases: [], usage: "poster [N|MOVIECODE|TITLE]",
            summary: "show the poster here (kitty, iTerm2), or its address",
            details:
                "Shows the poster of the movie named, or of the last detail shown. In kitty and iTerm2 the "
                + "image is fetched and shown in the terminal; elsewhere its address is printed."),
        Entry(
            name: "status", aliases: [], usage: "status",
            summary: "data source, local store, KOBIS calls today",
            details:
                "Shows where the figures come from, where the local store is and what it holds, and how many "
                + "of the key's 3,000 daily KOBIS calls were made today (Asia/Seoul)."),
        Entry(
            name: "calendar", aliases: ["cal"], usage: "calendar [YYYYMM]",
            summary: "show a month's calendar",
            details:
                "Shows a month, weeks from Sunday: the day shown in brackets, days without figures dimmed "
                + "(today, the future, before 2003-11-11, days missing from the demo data). With no month it "
                + "shows the month of the day shown. `calendar 202201` or `calendar 2022-01`. In the plain "
                + "format it is sentences; in csv and json one record a day (date, hasFigures, shown)."),
        Entry(
            name: "mode", aliases: [], usage: "mode [list|icon]",
            summary: "list or icon (grid) layout, remembered",
            details:
                "`mode list` shows one row a movie; `mode icon` a grid of cards, as many across as the "
                + "terminal allows. The choice is saved and restored at the next start.\n"
                + "Alone, shows the mode."),
        Entry(
            name: "format", aliases: [], usage: "format [table|box|plain|csv|json]",
            summary: "how days, details and status are printed (this session)",
            details:
                "table: aligned rows (or cards in icon mode); box: a bordered table; plain: one sentence a "
                + "movie, for screen readers; csv and json: data for other programs, no colour or spinner.\n"
                + "`detail` and `status` follow it too (box: the view in a border; plain: sentences).\n"
                + "Like sqlite3's `.mode`, the format lasts for the session. Alone, shows the format."),
        Entry(
            name: "width", aliases: [], usage: "width [narrow|wide]",
            summary: "columns of ▲ ▼ and box lines, remembered",
            details:
                "East Asian Ambiguous characters (▲ ▼, box drawing) take one column in most terminals "
                + "(`narrow`) and two in terminals set up for CJK (`wide`). Choose what your terminal does so "
                + "the columns line up. Saved. Alone, shows the setting and the terminal width."),
        Entry(
            name: "symbols", aliases: [], usage: "symbols [auto|unicode|ascii]",
            summary: "Unicode or ASCII markers and borders, remembered",
            details:
                "unicode: ▲3 ▼2 신작 and box lines; ascii: +3 -2 NEW and +-| borders; auto (the default): "
                + "unicode when the locale is UTF-8. Saved. Alone, shows the symbols in use."),
        Entry(
            name: "settings", aliases: [], usage: "settings",
            summary: "show mode, format, width, colour, source",
            details:
                "Shows the current mode, format, widths, symbols, colour, language, data source and "
                + "where the settings are saved."),
        Entry(
            name: "source", aliases: [], usage: "source FILE", summary: "run the commands in a file",
            details:
                "Runs FILE's lines as commands, one a line; blank lines and lines starting with `#` are "
                + "skipped. A file may source another, up to \(ReplSession.sourceDepthLimit) deep."),
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
