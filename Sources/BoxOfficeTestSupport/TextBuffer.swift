public final class TextBuffer: TextOutputStream {
    public private(set) var text = ""

    public init() {}

    public func write(_ string: String) {
        text += string
    }

    public var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0)
            .map(String.init)
    }
}
