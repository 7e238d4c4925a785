import BoxOfficeDomain

/// What the prompt says. Its errors stay typed values in the REPL; these requirements take their
/// facts (the word typed, the usage, the choices, the path).
public protocol CommandWords: Sendable {
    /// The help of each command, keyed by the command's name (`date`, `calendar`, …).
    var commandHelp: [String: CommandHelp] { get }
    var banner: String { get }
    var commandsHeading: String { get }
    var keysHelp: String { get }
    func usageLine(_ usage: String) -> String
    func aliasesLine(_ aliases: [String]) -> String

    /// A command the session was not given what it needs for (`detail`, `poster`, `status`).
    func notAvailable(command: String) -> String
    /// `poster` with no movie named and no detail shown before.
    var noDetailShown: String { get }
    var noDayShown: String { get }
    /// `2022-01 개봉작` / `Films opened in 2022-01`.
    func openingsHeading(_ month: String) -> String
    var noOpenings: String { get }
    /// The plain format's film of `openings`: `2022-01-05 개봉, 경관의 피, 최고 1위, 누적관객수 69,228명.`
    func openingSentence(_ film: OpeningFilm) -> String
    /// `2022년 월별 박스오피스` / `2022 month by month`.
    func monthsHeading(_ year: String) -> String
    /// That `months` adds up the stored daily top tens, so its audience is not the whole market's.
    var topTenAudienceOnly: String { get }
    /// Month, days stored, films, top-ten audience, the top film's audience, the top film.
    var monthsHeader: [String] { get }
    /// A month of `months` the store holds no day of (not an audience of zero).
    var noStoredDay: String { get }
    /// The plain format's month of `months`.
    func monthSentence(_ month: YearMonth) -> String
    func text(for error: YearInputError) -> String
    func posterNotFetched(reason: String) -> String
    func sixelHint(url: String) -> String
    /// kitty was sent an image at `url` that is not a PNG.
    func kittyPNGOnly(url: String) -> String
    var posterShownHere: String { get }
    var posterSixelCommand: String { get }
    /// The sentence of the plain calendar naming the day shown (`heading`: its date and weekday).
    func calendarDayShown(_ heading: String) -> String
    /// `line` counts from 1.
    func notUTF8(path: String, line: Int) -> String
    /// A line of the `source` file at `path` longer than `limit` bytes, skipped.
    func sourceLineTooLong(path: String, line: Int, limit: Int) -> String
    var warningPrefix: String { get }

    /// No command is called `typed`; `suggestion` is the nearest one, if any is near.
    func unknownCommand(_ typed: String, suggestion: String?) -> String
    func tooManyArguments(command: String, usage: String) -> String
    func missingArgument(command: String, usage: String) -> String
    /// `detail` is the parser's own account, in English.
    func wrongArguments(command: String, usage: String, detail: String) -> String
    /// `option` chooses how the program starts, so the prompt does not take it.
    func startOption(_ option: String) -> String
    func notAChoice(_ typed: String, command: String, choices: [String]) -> String

    func sourceFileMissing(_ path: String) -> String
    func sourceFileIsFolder(_ path: String) -> String
    func sourceFileUnreadable(_ path: String, reason: FileProblem) -> String
    /// Files sourced files more than `limit` deep, so `path` was not run.
    func sourceTooDeep(_ path: String, limit: Int) -> String

    var lineEditorUnavailable: String { get }
    var readingLinesWithoutEditing: String { get }
    func historyFolderNotCreated(path: String, reason: FileProblem) -> String
    func historyNotLoaded(path: String) -> String
    func historyNotSaved(path: String) -> String
    func outputNotWritten(reason: FileProblem) -> String

    // MARK: - Files that are not text

    /// `source` was given a file holding NUL bytes (a program, an image), so no line of it ran.
    func sourceFileNotText(_ path: String) -> String

    // MARK: - Files the system could not read or write

    /// A phrase that goes inside a sentence (`권한 없음` / `permission denied`); the system's own text
    /// for another reason.
    func text(for problem: FileProblem) -> String
}

public struct CommandHelp: Sendable {
    public let summary: String
    public let details: [String]

    public init(summary: String, details: [String]) {
        self.summary = summary
        self.details = details
    }
}

extension CommandWords {
    /// `nil` for an alias, or a command without help.
    public func help(forCommand name: String) -> CommandHelp? {
        commandHelp[name]
    }
}
