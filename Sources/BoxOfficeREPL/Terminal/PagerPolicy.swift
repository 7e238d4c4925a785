/// Decides whether output goes through a pager, and which: only when both standard input
/// and standard output are terminals (never when piped), only when the text is taller than
/// the screen, with `$PAGER` or `less -FRX`.
public enum PagerPolicy {
    /// The pager used when `$PAGER` is unset or empty.
    public static let defaultCommand = "less -FRX"

    /// The shell command to page through, or `nil` to print directly.
    /// - Parameters:
    ///   - lineCount: how many lines the output has.
    ///   - screenRows: the terminal's height (0 when unknown: never page).
    ///   - isInputTTY: whether standard input is a terminal.
    ///   - isOutputTTY: whether standard output is a terminal.
    ///   - pager: the value of `$PAGER`, if set.
    public static func command(
        lineCount: Int, screenRows: Int, isInputTTY: Bool, isOutputTTY: Bool, pager: String?
    ) -> String? {
        guard isInputTTY, isOutputTTY, screenRows > 1 else { return nil }
        guard lineCount > screenRows - 1 else { return nil }  // leave a line for the prompt
        guard let pager, !pager.allSatisfy(\.isWhitespace) else { return defaultCommand }
        return pager
    }
}
