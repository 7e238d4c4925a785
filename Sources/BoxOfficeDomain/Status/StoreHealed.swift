/// What the store did while in use about a file SQLite found damaged: told as it happens, and said by
/// the command that was running.
public enum StoreHealed: Hashable, Sendable {
    // Found damaged on a fresh connection: moved aside to `copy`, and what still read of it salvaged
    // into a new store in its place.
    case movedAside(String, copy: String, salvaged: StoreSalvage)
}
