import BoxOfficeDomain

/// What is said about keeping the local store safe, in one language: what healing did while a
/// command ran, a log that could not be folded into the file at exit, and `backup`.
public protocol StoreWords: Sendable {
    /// What healing did while a command ran, in one line: the file moved aside (where, and what went
    /// with it), or the store opened again after another program cut its log short.
    func text(for healed: StoreHealed) -> String
    /// The log of the store at `path` could not be folded into it at exit: copy both together.
    func storeNotFolded(path: String) -> String
    /// What the spinner says while `backup` copies the store.
    var backingUp: String { get }
    /// `backup`'s confirmation: where the copy is (``StoreSummary/location``) and what it holds.
    func backedUp(_ copy: StoreSummary) -> String
    /// Why `backup` wrote nothing.
    func text(for failure: StoreBackupFailure) -> String
}
