import BoxOfficeDomain

public protocol StoreWords: Sendable {
    /// What healing did while a command ran, in one line: the file moved aside (where, and what went
    /// with it), or the store opened again after another program cut its log short.
    func text(for healed: StoreHealed) -> String
    /// The log of the store at `path` could not be folded into it at exit: copy both together.
    func storeNotFolded(path: String) -> String
    var backingUp: String { get }
    func backedUp(_ copy: StoreSummary) -> String
    func text(for failure: StoreBackupFailure) -> String
    /// An address (`boxoffice://chart/daily/2022-01-05`) that names no chart the store holds.
    func notStored(resource: String) -> String
}
