/// How wide the terminal draws East Asian *Ambiguous* characters (▲ ▼, box drawing):
/// one column in most terminals, two in terminals set up for CJK.
public enum AmbiguousWidth: String, Hashable, Sendable, CaseIterable {
    /// One column (the default).
    case narrow
    /// Two columns.
    case wide
}
