/// Colours and emphasis as ANSI escape codes, or nothing at all when colour is off
/// (not a terminal, or `NO_COLOR` set).
public struct TerminalStyle: Sendable {
    /// Whether escape codes are written.
    public let colorEnabled: Bool

    /// - Parameter colorEnabled: `false` makes every method return its text unchanged.
    public init(colorEnabled: Bool) {
        self.colorEnabled = colorEnabled
    }

    /// Red: a movie that moved up (Korean convention).
    public func red(_ text: String) -> String { wrap(text, "31") }
    /// Blue: a movie that moved down.
    public func blue(_ text: String) -> String { wrap(text, "34") }
    /// Bold: headings, and new entries.
    public func bold(_ text: String) -> String { wrap(text, "1") }
    /// Dim: secondary information.
    public func dim(_ text: String) -> String { wrap(text, "2") }
    /// Inverse video: the day shown in the calendar.
    public func inverse(_ text: String) -> String { wrap(text, "7") }

    private func wrap(_ text: String, _ code: String) -> String {
        colorEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
