import BoxOfficeREPL

/// A ``LineReader`` that plays back a script of inputs, then reports the end of input;
/// it records the prompts it was asked to show.
public final class ScriptedLineReader: LineReader {
    private var script: [LineInput]
    public private(set) var prompts: [String] = []

    public init(_ script: [LineInput]) {
        self.script = script
    }

    public convenience init(lines: [String]) {
        self.init(lines.map(LineInput.line))
    }

    public func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        return script.isEmpty ? .endOfInput : script.removeFirst()
    }
}
