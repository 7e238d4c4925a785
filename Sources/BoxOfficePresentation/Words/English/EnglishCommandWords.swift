import BoxOfficeDomain

extension EnglishWords {
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
