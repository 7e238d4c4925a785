import BoxOfficeREPL

public final class RecordingPager: Pager {
    public private(set) var pages: [(command: String, text: String)] = []
    private let starts: Bool

    public init(starts: Bool = true) {
        self.starts = starts
    }

    public func page(_ text: String, command: String) -> Bool {
        pages.append((command, text))
        return starts
    }
}
