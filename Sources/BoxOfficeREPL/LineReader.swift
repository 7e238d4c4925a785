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
