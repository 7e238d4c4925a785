/// What the REPL needs to page long output: the facts the ``PagerPolicy`` decides on and the
/// ``Pager`` that shows it. Built in the composition root; absent in tests and scripts.
public struct PagerSetup {
    /// Whether standard input is a terminal.
    public var isInputTTY: Bool
    /// Whether standard output is a terminal.
    public var isOutputTTY: Bool
    /// The terminal height now, in rows (0 when unknown).
    public var rows: () -> Int
    /// `$PAGER`, if set.
    public var pagerVariable: String?
    /// Runs the pager.
    public var pager: any Pager

    /// Makes the setup from the facts.
    public init(
        isInputTTY: Bool, isOutputTTY: Bool, rows: @escaping () -> Int, pagerVariable: String?,
        pager: any Pager
    ) {
        self.isInputTTY = isInputTTY
        self.isOutputTTY = isOutputTTY
        self.rows = rows
        self.pagerVariable = pagerVariable
        self.pager = pager
    }

    /// The pager command for output of `lineCount` lines, or `nil` to print directly.
    public func command(lineCount: Int) -> String? {
        PagerPolicy.command(
            lineCount: lineCount, screenRows: rows(), isInputTTY: isInputTTY, isOutputTTY: isOutputTTY,
            pager: pagerVariable)
    }
}
