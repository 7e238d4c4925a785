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
