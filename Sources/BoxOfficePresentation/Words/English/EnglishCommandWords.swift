import BoxOfficeDomain

extension EnglishWords {
    public var commandHelp: [String: CommandHelp] { Self.everyCommandHelp }

    // Merged once: every command's declaration reads its help here, and the shell reads them all at start.
    private static let everyCommandHelp = commandHelp.merging(catalogueHelp) { own, _ in own }.merging(
        filmHistoryHelp
    ) { own, _ in own }

    private static let commandHelp: [String: CommandHelp] = [
        "date": CommandHelp(
            summary: "show the box office of a day (default: the latest day)",
            details: [
                "Shows the daily box office of the day given: `20220105`, `2022-01-05`, `1/5` (this year), "
                    + "`yesterday`, or `-3` (three days back from today in Seoul).",
                "With no day it shows the latest day with figures (yesterday in Seoul, or the newest demo day).",
                "Today has no figures yet (오늘 날짜는 집계중입니다). Tab after `date ` offers recent days.",
            ]),
        "prev": CommandHelp(summary: "show the day before", details: ["Shows the day before the one shown."]),
        "next": CommandHelp(
            summary: "show the day after (the week after, in a weekly chart)",
            details: [
                "Shows the day after the one shown (up to yesterday). In a weekly, weekend or weekdays chart it "
                    + "moves a week."
            ]),
        "weekly": CommandHelp(
            summary: "the weekly box office (Monday to Sunday)",
            details: [
                "`weekly 20220105` shows the chart of the week (Monday to Sunday) that day falls in; any day of "
                    + "the week names it. With no day, the latest week that is over; this week's figures are "
                    + "still being counted.",
                "The heading gives the period and KOBIS's week (week 1 of 2022); rank changes compare with the "
                    + "week before. `prev` and `next` move a week; `date` goes back to days. The filter applies.",
            ]),
        "weekend": CommandHelp(
            summary: "the weekend box office (Friday to Sunday)",
            details: [
                "`weekend 20220105` shows Friday to Sunday of the week that day falls in; otherwise as `weekly`."
            ]),
        "weekdays": CommandHelp(
            summary: "the weekday box office (Monday to Thursday)",
            details: [
                "`weekdays 20220105` shows Monday to Thursday of the week that day falls in; otherwise as `weekly`."
            ]),
        "filter": CommandHelp(
            summary: "filter by nation, kind of film or region (every chart)",
            details: [
                "`filter nation korean|foreign|all`, `filter kind diversity|commercial|all` (다양성/상업), "
                    + "`filter region 서울시` (KOBIS's 17 regions, by their Korean or English names; Tab completes "
                    + "them, and an unknown name gets the nearest), `filter clear`. `filter` alone says the filter.",
                "The filter stays until changed and shows in the heading; a change fetches the chart on screen "
                    + "again. Each filtered chart is stored apart. One-shot commands take --nation, --kind, --region.",
            ]),
        "refresh": CommandHelp(
            summary: "fetch the shown day again",
            details: ["Asks the source again for the day shown: the app's pull-to-refresh."]),
        "detail": CommandHelp(
            summary: "a movie's detail: titles, poster, people, facts, figures",
            details: [
                "`detail 3` shows the movie ranked 3rd in the list shown; `detail 20199882` any movie by its "
                    + "KOBIS code; `detail 경관` the movie of the list whose title starts so (Tab completes "
                    + "titles).",
                "The details of the list's movies are fetched in the background when a day is shown, so they "
                    + "answer at once; fetched details are kept in the local store.",
            ]),
        "poster": CommandHelp(
            summary: "show the poster here (kitty, iTerm2), or its address",
            details: [
                "Shows the poster of the movie named, or of the last detail shown. In kitty and iTerm2 the "
                    + "image is fetched and shown in the terminal; elsewhere its address is printed."
            ]),
        "shares": CommandHelp(
            summary: "the day's sales shares, as bars",
            details: [
                "Shows each movie's share of the day's sales (매출 점유율) as a horizontal bar, the largest "
                    + "filling the width left. It reads the day shown and makes no request: show a day with "
                    + "`date` first. In the plain format it is sentences; in csv and json one record a movie "
                    + "(rank, movieCode, title, salesShare)."
            ]),
        "status": CommandHelp(
            summary: "data source, local store, KOBIS calls today",
            details: [
                "Shows where the figures come from, where the local store is and what it holds, and how many "
                    + "of the key's 3,000 daily KOBIS calls were made today (Asia/Seoul)."
            ]),
        "sync": CommandHelp(
            summary: "fill the store with a range's charts from KOBIS",
            details: [
                "Fetches every chart of the range from FROM to TO (the same forms as `date`; TO is FROM when left out) "
                    + "into the local store: "
                    + "the daily chart unless `--charts` names others (`daily,weekly,weekend,weekdays`; a week's "
                    + "chart once a week). What is stored with final figures is skipped, so a run stopped by "
                    + "Ctrl-C, a failure or the day's quota continues where it stopped when run again.",
                "Options: `--charts daily,weekly,weekend,weekdays`, `--concurrency N`, `--dry-run`. Requests go `--concurrency N` at a time (default 4, 1 to 16), with a progress bar at a terminal. "
                    + "It never passes the key's 3,000 calls a day: a range larger than what is left today "
                    + "(KOBIS's whole history is about 8,400 days) is fetched as far as it fits, and the same sync "
                    + "tomorrow continues. `--dry-run` only says what it would fetch and whether it fits today.",
            ]),
        "export": CommandHelp(
            summary: "the stored rows of a range as csv or json",
            details: [
                "Prints every stored row of the range from FROM to TO (TO is FROM when left out; the daily chart unless `--chart` names "
                    + "another) as csv, or json with `--format json` or the session's `format json`: date, "
                    + "period end, chart, filter, rank, movie code, title, every figure and the rank change. It "
                    + "reads the store only; the days the store lacks are named on standard error with the "
                    + "`sync` that fetches them. For a file, run `boxoffice export FROM TO > file.csv`."
            ]),
        "backup": CommandHelp(
            summary: "copy the store into one file",
            details: [
                "Copies the whole local store to FILE (a relative path starts in the working folder; `~/` is "
                    + "home). SQLite makes the copy from one read, so it is whole even while a sync writes, and that "
                    + "one file holds everything. A file already at FILE is kept unless `--force` is added. The "
                    + "demo data is not stored, so it has no store to back up. To restore, quit boxoffice and copy "
                    + "the backup over the store's file (in docs/store.md, backing up and restoring)."
            ]),
        "calendar": CommandHelp(
            summary: "show a month's calendar",
            details: [
                "Shows a month, weeks from Sunday: the day shown in brackets, days without figures dimmed "
                    + "(today, the future, before 2003-11-11, days missing from the demo data). With no month "
                    + "it shows the month of the day shown. `calendar 202201` or `calendar 2022-01`. In the "
                    + "plain format it is sentences; in csv and json one record a day (date, hasFigures, shown)."
            ]),
        "mode": CommandHelp(
            summary: "list or icon (grid) layout, remembered",
            details: [
                "`mode list` shows one row a movie; `mode icon` a grid of cards, as many across as the "
                    + "terminal allows. The choice is saved and restored at the next start.",
                "Alone, shows the mode.",
            ]),
        "format": CommandHelp(
            summary: "how days, details and status are printed (this session)",
            details: [
                "table: aligned rows (or cards in icon mode); box: a bordered table; plain: one sentence a "
                    + "movie, for screen readers; csv and json: data for other programs, no colour or spinner.",
                "`detail`, `shares`, `status` and `calendar` follow it too (box: the view in a border; plain: "
                    + "sentences).",
                "Like sqlite3's `.mode`, the format lasts for the session. Alone, shows the format.",
            ]),
        "width": CommandHelp(
            summary: "columns of ▲ ▼ and box lines, remembered",
            details: [
                "East Asian Ambiguous characters (▲ ▼, box drawing) take one column in most terminals "
                    + "(`narrow`) and two in terminals set up for CJK (`wide`). Choose what your terminal does "
                    + "so the columns line up. Saved. Alone, shows the setting and the terminal width."
            ]),
        "symbols": CommandHelp(
            summary: "Unicode or ASCII markers and borders, remembered",
            details: [
                "unicode: ▲3 ▼2 NEW and box lines; ascii: +3 -2 NEW and +-| borders; auto (the default): "
                    + "unicode when the locale is UTF-8. Saved. Alone, shows the symbols in use."
            ]),
        "settings": CommandHelp(
            summary: "show mode, format, width, colour, source",
            details: [
                "Shows the current mode, format, widths, symbols, colour, language, data source and where the "
                    + "settings are saved."
            ]),
        "clear": CommandHelp(
            summary: "clear the screen (also Ctrl-L)",
            details: [
                "Clears the terminal's screen; the day shown stays the one `detail N` goes by. Does nothing "
                    + "when commands are piped or given with -c."
            ]),
        "source": CommandHelp(
            summary: "run the commands in a file",
            details: [
                "Runs FILE's lines as commands, one a line; blank lines and lines starting with `#` are "
                    + "skipped. A file may source another, up to 8 deep."
            ]),
        "help": CommandHelp(
            summary: "list the commands, or explain one",
            details: ["`help` lists the commands; `help date` explains one."]),
        "quit": CommandHelp(
            summary: "leave (Ctrl-D too)",
            details: ["Leaves boxoffice. Ctrl-D on an empty line does the same."]),
    ]

    public var banner: String {
        "boxoffice · Korean daily box office · `help` lists the commands · Ctrl-D leaves"
    }

    public var commandsHeading: String { "Commands:" }

    public var keysHelp: String {
        "Tab completes commands and days; Up/Down and Ctrl-R search the history; "
            + "Ctrl-C cancels a request or the line; Ctrl-D leaves."
    }

    public func usageLine(_ usage: String) -> String { "usage: " + usage }

    public func aliasesLine(_ aliases: [String]) -> String { "also: " + aliases.joined(separator: ", ") }

    public func notAvailable(command: String) -> String { "`\(command)` is not available here." }

    public var posterShownHere: String { "this terminal can show images: `poster` shows it here" }

    public var posterSixelCommand: String {
        "this terminal shows sixel images: `poster` prints a command that shows it"
    }

    public func notUTF8(path: String, line: Int) -> String {
        "source: \(path):\(line): not UTF-8; line skipped"
    }

    public func sourceLineTooLong(path: String, line: Int, limit: Int) -> String {
        "source: \(path):\(line): longer than \(roundedSize(limit) ?? counted(limit, "byte")); line skipped"
    }

    public func lineTooLong(limit: Int) -> String {
        "a line longer than \(roundedSize(limit) ?? counted(limit, "byte")) was not read: no command needs that many"
    }

    public func messageTooLong(limit: Int) -> String {
        "a message longer than \(counted(limit, "byte")) was not read: send each message on one line of at most that"
    }

    public func batchTooLarge(limit: Int) -> String {
        "a batch of more than \(limit) messages was not read: send at most that many in one, or each on a line of its own"
    }

    public var requestIDInvalid: String {
        "the request was not read: its id is not a string or a number"
    }

    public var messageUnreadable: String {
        "the request was not read: its JSON cannot be read as values (bytes that are not UTF-8, a control character in a string, nesting deeper than 512, a number too large for a double, a lone surrogate)"
    }

    public var messageNotJSON: String {
        "the message was not read: it is not JSON"
    }

    public var messageNotRequest: String {
        #"the message was not read: it is no JSON-RPC 2.0 request (an object with "jsonrpc":"2.0", a method name and object params)"#
    }

    public func undeclaredArguments(_ names: [String], tool: String, known: [String]) -> String {
        let offered = known.isEmpty ? "it takes none" : "it takes " + known.joined(separator: ", ")
        return "\(tool) has no argument \(names.map { "'\($0)'" }.joined(separator: ", ")): \(offered)"
    }

    public func unknownMethod(_ method: String) -> String {
        "there is no method '\(method)': the server has initialize, ping, tools/list, tools/call, resources/list and resources/read"
    }

    public func paramsInvalid(method: String) -> String {
        "the params of \(method) lack what it needs or hold it as the wrong type"
    }

    public var warningPrefix: String { "warning: " }

    public func unknownCommand(_ typed: String, suggestion: String?) -> String {
        guard let suggestion else { return "Unknown command '\(typed)'. `help` lists the commands." }
        return "Unknown command '\(typed)'. Did you mean '\(suggestion)'? (`help` lists the commands)"
    }

    public func tooManyWords(command: String, limit: Int) -> String {
        "Too many words for \(command): no command takes more than \(NumberFormatting.grouped(limit))."
    }

    public func tooManyArguments(command: String, usage: String) -> String {
        "Too many arguments for \(command): usage is `\(usage)`."
    }

    public func missingArgument(command: String, usage: String) -> String {
        "\(command) needs an argument: usage is `\(usage)`."
    }

    public func wrongArguments(command: String, usage: String, detail: String) -> String {
        "\(detail). Usage is `\(usage)`."
    }

    public func startOption(_ option: String) -> String {
        "\(option) is for starting boxoffice (`boxoffice \(option) …`), not for the prompt."
    }

    public func notAChoice(_ typed: String, command: String, choices: [String]) -> String {
        "'\(typed)' is not a choice of \(command): use \(choices.joined(separator: ", "))."
    }

    public func sourceFileMissing(_ path: String) -> String { "source: no such file: \(path)" }

    public func sourceFileIsFolder(_ path: String) -> String {
        "source: \(path) is a folder, not a file of commands"
    }

    public func sourceFileUnreadable(_ path: String, reason: FileProblem) -> String {
        "source: cannot read \(path): \(text(for: reason))"
    }

    public func sourceFileNotText(_ path: String) -> String {
        "source: \(path) is not a text file of commands (it holds NUL bytes)"
    }

    public func sourceTooDeep(_ path: String, limit: Int) -> String {
        "source: \(path) not run: files may source files only \(limit) deep"
    }

    public var lineEditorUnavailable: String { "The line editor could not be started on this terminal." }

    public var readingLinesWithoutEditing: String { "reading lines without editing." }

    public func historyFolderNotCreated(path: String, reason: FileProblem) -> String {
        "Could not create the history folder \(path) (\(text(for: reason)))."
    }

    public func historyNotLoaded(path: String) -> String {
        "Could not read the command history from \(path)."
    }

    public func historyNotSaved(path: String) -> String { "Could not save the command history to \(path)." }

    public func outputNotWritten(reason: FileProblem) -> String {
        "Could not write the output (\(text(for: reason)))."
    }

    public func inputNotRead(reason: FileProblem) -> String {
        "Could not read the input (\(text(for: reason)))."
    }
}
