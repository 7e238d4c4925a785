/// A `TextOutputStream` that keeps what was written, for comparing a session's output.
public final class TextBuffer: TextOutputStream {
    /// Everything written so far.
    public private(set) var text = ""

    /// An empty buffer.
    public init() {}

    /// Appends `string`.
    public func write(_ string: String) {
        text += string
    }

    /// The text split into lines (without the final empty one).
    public var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
            .map(String.init)
    }
}
