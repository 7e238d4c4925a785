/// What the store did while in use about a file SQLite found damaged: told as it happens, and said by
/// the command that was running.
public enum StoreHealed: Hashable, Sendable {
    // Found damaged on a fresh connection: what still read of it salvaged, a copy of it kept at `copy`
    // (`nil`: SQLite could not read the file at all, so none could be kept), and the file rebuilt in place
    // as a new store holding what was salvaged.
    case salvaged(String, copy: String?, salvaged: StoreSalvage)
}
