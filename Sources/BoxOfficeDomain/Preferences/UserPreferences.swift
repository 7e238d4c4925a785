/// What the user chose and wants remembered across launches: the layout of the list, how
/// wide ambiguous characters are, and which symbols to use.
public struct UserPreferences: Hashable, Sendable {
    /// List or icon (grid) layout.
    public var layout: ListLayout
    /// How wide ▲ ▼ and box-drawing characters are on the user's terminal.
    public var ambiguousWidth: AmbiguousWidth
    /// Unicode or ASCII symbols, or decided by the locale.
    public var symbols: SymbolChoice

    /// The preferences of a first start: list, narrow, symbols from the locale.
    public static let defaults = UserPreferences()

    /// Makes preferences; name only what differs from the defaults.
    public init(
        layout: ListLayout = .list, ambiguousWidth: AmbiguousWidth = .narrow, symbols: SymbolChoice = .auto
    ) {
        self.layout = layout
        self.ambiguousWidth = ambiguousWidth
        self.symbols = symbols
    }
}
