import BoxOfficeDomain

/// What the interactive prompt says, in one language: each command's help, the banner, the
/// prompt's notices, and the wording of its errors. The errors stay typed values in the REPL;
/// these requirements take their facts (the word typed, the usage, the choices, the path).
public protocol CommandWords: Sendable {
    /// The help of each command, keyed by the command's name (`date`, `calendar`, …).
    var commandHelp: [String: CommandHelp] { get }
    /// The first line of an interactive session.
    var banner: String { get }
    /// The heading of `help`.
    var commandsHeading: String { get }
    /// The keys paragraph at the end of `help`.
    var keysHelp: String { get }
    /// The first line of `help <command>`: `usage: date [DAY]`.
    func usageLine(_ usage: String) -> String
    /// The other names in `help <command>`: `also: cal`.
    func aliasesLine(_ aliases: [String]) -> String

    /// A command the session was not given what it needs for (`detail`, `poster`, `status`).
    func notAvailable(command: String) -> String
    /// `poster` with no movie named and no detail shown before.
    var noDetailShown: String { get }
    /// `shares` before any day is shown.
    var noDayShown: String { get }
    /// `2022-01 개봉작` / `Films opened in 2022-01`.
    func openingsHeading(_ month: String) -> String
    /// `openings` when no film that opened in the month is in its stored daily charts.
    var noOpenings: String { get }
    /// The plain format's film of `openings`: `2022-01-05 개봉, 경관의 피, 최고 1위, 누적관객수 69,228명.`
    func openingSentence(_ film: OpeningFilm) -> String
    /// The poster image could not be downloaded: `reason` says why.
    func posterNotFetched(reason: String) -> String
    /// How to show a poster at `url` in a sixel terminal.
    func sixelHint(url: String) -> String
    /// kitty was sent an image at `url` that is not a PNG.
    func kittyPNGOnly(url: String) -> String
    /// Under a found poster in a terminal that shows images: `poster` shows it here.
    var posterShownHere: String { get }
    /// Under a found poster in a sixel terminal: `poster` prints a command that shows it.
    var posterSixelCommand: String { get }
    /// The sentence of the plain calendar naming the day shown (`heading`: its date and weekday).
    func calendarDayShown(_ heading: String) -> String
    /// A line of the `source` file at `path` that is not UTF-8 (`line` from 1).
    func notUTF8(path: String, line: Int) -> String
    /// A line of the `source` file at `path` longer than `limit` bytes, skipped.
    func sourceLineTooLong(path: String, line: Int, limit: Int) -> String
    /// What goes before a warning on standard error or under `status`.
    var warningPrefix: String { get }

    /// No command is called `typed`; `suggestion` is the nearest one, if any is near.
    func unknownCommand(_ typed: String, suggestion: String?) -> String
    /// `command` takes fewer arguments than were typed.
    func tooManyArguments(command: String, usage: String) -> String
    /// `command` needs an argument that was not typed.
    func missingArgument(command: String, usage: String) -> String
    /// The arguments typed are not what `command` takes; `detail` is the parser's own account, in English.
    func wrongArguments(command: String, usage: String, detail: String) -> String
    /// `option` chooses how the program starts, so the prompt does not take it.
    func startOption(_ option: String) -> String
    /// `typed` is not one of `command`'s `choices`.
    func notAChoice(_ typed: String, command: String, choices: [String]) -> String

    /// `source` was given a path with no file.
    func sourceFileMissing(_ path: String) -> String
    /// `source` was given a folder.
    func sourceFileIsFolder(_ path: String) -> String
    /// `source` could not read the file, for `reason` (permissions, a loop of links, I/O).
    func sourceFileUnreadable(_ path: String, reason: FileProblem) -> String
    /// Files sourced files more than `limit` deep, so `path` was not run.
    func sourceTooDeep(_ path: String, limit: Int) -> String

    /// libedit could not be set up on this terminal.
    var lineEditorUnavailable: String { get }
    /// What the prompt does instead when the line editor is unavailable.
    var readingLinesWithoutEditing: String { get }
    /// The history folder at `path` could not be created, for `reason`.
    func historyFolderNotCreated(path: String, reason: FileProblem) -> String
    /// The history file at `path` could not be read.
    func historyNotLoaded(path: String) -> String
    /// The history file at `path` could not be written.
    func historyNotSaved(path: String) -> String
    /// Standard output could not be written (a full disk, a closed stream), for `reason`.
    func outputNotWritten(reason: FileProblem) -> String

    // MARK: - Files that are not text

    /// `source` was given a file holding NUL bytes (a program, an image), so no line of it ran.
    func sourceFileNotText(_ path: String) -> String

    // MARK: - Files the system could not read or write

    /// Why a file or its folder could not be read or written, as a phrase that goes inside a
    /// sentence (`권한 없음` / `permission denied`); the system's own text for another reason.
    func text(for problem: FileProblem) -> String
}

/// What `help` says about one command.
public struct CommandHelp: Sendable {
    /// One line on what it does, beside its usage in `help`.
    public let summary: String
    /// The paragraphs of `help <command>`, each wrapped to the terminal's width.
    public let details: [String]

    /// The help of a command: its one-line `summary`, then the paragraphs of its `details`.
    public init(summary: String, details: [String]) {
        self.summary = summary
        self.details = details
    }
}

extension CommandWords {
    /// The help of the command called `name` (not an alias), or `nil` when it has none.
    public func help(forCommand name: String) -> CommandHelp? {
        commandHelp[name]
    }
}
