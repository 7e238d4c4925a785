import BoxOfficeREPL

/// A ``LineReader`` that plays back a script of inputs, then reports the end of input;
/// it records the prompts it was asked to show.
public final class ScriptedLineReader: LineReader {
    private var script: [LineInput]
    /// Every prompt shown, in order.
    public private(set) var prompts: [String] = []

    /// Plays `script`, then `.endOfInput`.
    public init(_ script: [LineInput]) {
        self.script = script
    }

    /// Plays the lines given, then `.endOfInput`.
    public convenience init(lines: [String]) {
        self.init(lines.map(LineInput.line))
    }

    /// The next scripted input.
    public func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        return script.isEmpty ? .endOfInput : script.removeFirst()
    }
}
