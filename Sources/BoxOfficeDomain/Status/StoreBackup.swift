/// `backup FILE`: a consistent copy of the local store, written to a file of the user's.
public protocol StoreBackupRepository: Sendable {
    /// Writes a copy of the store to `path` (absolute), replacing a file there only when
    /// `replacing`.
    /// - Returns: what the copy holds, its location being `path`.
    func backUp(to path: String, replacing: Bool) async throws(StoreBackupFailure) -> StoreSummary
}

/// Why no backup was written.
public enum StoreBackupFailure: Error, Hashable, Sendable {
    /// The figures are the demo data, which is not stored: there is no store to back up.
    case demo
    /// There is no store; the problem says why.
    case noStore(StoreProblem)
    /// A file is at the path (given) already, and replacing it was not asked for.
    case exists(String)
    /// The path (given) names the store itself, or its log.
    case isTheStore(String)
    /// The path (given) cannot be written, for the reason given.
    case cannotWrite(String, FileProblem)
    /// The store (its path) could not be read to copy it.
    case storeUnreadable(String)
}
