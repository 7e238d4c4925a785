/// `backup FILE`: a consistent copy of the local store, written to a file of the user's.
public protocol StoreBackupRepository: Sendable {
    // Replaces a file at `path` (absolute) only when `replacing`.
    func backUp(to path: String, replacing: Bool) async throws(StoreBackupFailure) -> StoreSummary
}

/// Why no backup was written.
public enum StoreBackupFailure: Error, Hashable, Sendable {
    case demo  // The figures are the demo data, which is not stored: there is no store to back up
    case noStore(StoreProblem)
    case exists(String)  // A file is at the path (given) already, and replacing it was not asked for
    case isTheStore(String)  // The path (given) names the store itself, or its log
    // A device, a FIFO or a socket: never replaced, even with --force.
    case notAFile(String)
    case cannotWrite(String, FileProblem)  // The path (given) cannot be written, for the reason given
    case storeUnreadable(String)  // The store (its path) could not be read to copy it
}
