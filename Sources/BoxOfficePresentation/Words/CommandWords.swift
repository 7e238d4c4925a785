import BoxOfficeDomain

/// What the prompt says. Its errors stay typed values in the REPL; these requirements take their
/// facts (the word typed, the usage, the choices, the path).
public protocol CommandWords: HelpWords {
    /// A command the session was not given what it needs for (`detail`, `poster`, `status`).
    func notAvailable(command: String) -> String
    var posterShownHere: String { get }
    var posterSixelCommand: String { get }
    /// `line` counts from 1.
    func notUTF8(path: String, line: Int) -> String
    /// A line of the `source` file at `path` longer than `limit` bytes, skipped.
    func sourceLineTooLong(path: String, line: Int, limit: Int) -> String
    /// A line typed or piped longer than `limit` bytes, not read; the session goes on.
    func lineTooLong(limit: Int) -> String
    /// A protocol message (one line of `boxoffice mcp`'s input) longer than `limit` bytes, not read.
    func messageTooLong(limit: Int) -> String
    /// A batch (a JSON array) of more than `limit` messages, not read.
    func batchTooLarge(limit: Int) -> String
    /// A protocol request whose id is no string or number (an object, an array, true, null): not read.
    var requestIDInvalid: String { get }
    /// A request whose JSON cannot be read as values (not UTF-8, a control character in a string, deep nesting,
    /// a number past a double's range, a lone surrogate).
    var messageUnreadable: String { get }
    /// A protocol message that is not JSON.
    var messageNotJSON: String { get }
    /// A protocol message that is JSON but no JSON-RPC 2.0 request (no `"jsonrpc":"2.0"`, no method, params not an object).
    var messageNotRequest: String { get }
    /// A tool called with arguments its schema does not offer; `known` are those it does.
    func undeclaredArguments(_ names: [String], tool: String, known: [String]) -> String
    /// A protocol request for a method the server does not have.
    func unknownMethod(_ method: String) -> String
    /// A protocol request whose params lack what `method` needs, or hold it as the wrong type.
    func paramsInvalid(method: String) -> String
    var warningPrefix: String { get }

    /// No command is called `typed`; `suggestion` is the nearest one, if any is near.
    func unknownCommand(_ typed: String, suggestion: String?) -> String
    func tooManyArguments(command: String, usage: String) -> String
    /// A command line of more than `limit` words after the command's name, refused unparsed.
    func tooManyWords(command: String, limit: Int) -> String
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
    /// The commands piped in could not be read (a folder given as input, an I/O error): the run ends, failed.
    func inputNotRead(reason: FileProblem) -> String

    // MARK: - Files that are not text

    /// `source` was given a file holding NUL bytes (a program, an image), so no line of it ran.
    func sourceFileNotText(_ path: String) -> String

    // MARK: - Files the system could not read or write

    /// A phrase that goes inside a sentence (`권한 없음` / `permission denied`); the system's own text
    /// for another reason.
    func text(for problem: FileProblem) -> String
}
