/// How a day's box office is printed: the REPL's `format` (like sqlite3's `.mode`) and the
/// one-shot `--format`.
public enum DisplayFormat: String, Hashable, Sendable, CaseIterable {
    /// Aligned rows (or cards in icon mode), for people.
    case table
    case box
    /// One sentence a movie, for screen readers: no table, no symbols, no colour.
    case plain
    /// A header line and one line a movie (RFC 4180), for pipes.
    case csv
    /// One JSON object (the stable contract), for pipes.
    case json

    /// Whether the format is data for another program: no colour, no spinner, no layout.
    public var isMachineReadable: Bool {
        self == .csv || self == .json
    }

    /// Whether the format is drawn for people on a terminal (`table`, `box`): the only formats
    /// with colour.
    public var isDrawn: Bool {
        self == .table || self == .box
    }
}
