import BoxOfficeREPL

/// A ``Pager`` test double that records what it was asked to show instead of running a program.
public final class RecordingPager: Pager {
    /// One call: the command and the text.
    public private(set) var pages: [(command: String, text: String)] = []
    private let starts: Bool

    /// - Parameter starts: `false` plays a pager that cannot be started.
    public init(starts: Bool = true) {
        self.starts = starts
    }

    /// Records the call.
    public func page(_ text: String, command: String) -> Bool {
        pages.append((command, text))
        return starts
    }
}
