// Reading commands a line at a time: what a read gives, the readers' protocol, and the `-c` list.

/// What one read from the user gave.
public enum LineInput: Equatable, Sendable {
    /// A line, without its line ending.
    case line(String)
    /// Ctrl-C while typing: the line is dropped and the REPL goes on.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input: the REPL ends.
    case endOfInput
}

/// Reads the user's commands one line at a time: libedit on a terminal, a plain
/// reader for piped input, a scripted list in tests.
public protocol LineReader: AnyObject {
    /// Reads one line, showing `prompt` first where the reader shows prompts.
    func readLine(prompt: String) -> LineInput
}

/// A ``LineReader`` over a fixed list of commands: the `-c` script mode
/// (`boxoffice -c "date 20220105" -c "detail 1"`). No prompt is shown.
public final class CommandListLineReader: LineReader {
    private var commands: [String]

    /// Reads `commands` in order, then reports the end of input.
    public init(_ commands: [String]) {
        self.commands = commands
    }

    /// The next command, or ``LineInput/endOfInput`` when all were read.
    public func readLine(prompt: String) -> LineInput {
        commands.isEmpty ? .endOfInput : .line(commands.removeFirst())
    }
}
