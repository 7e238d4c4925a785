/// Shows text through a pager program. Live: ``ProcessPager``; tests: a recording double.
public protocol Pager: AnyObject {
    /// Runs `command` (a shell command such as `less -FRX`) with `text` on its standard input and
    /// waits for it.
    /// - Returns: `false` when the pager could not be started, so the caller prints the text.
    func page(_ text: String, command: String) -> Bool
}
