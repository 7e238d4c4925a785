/// What is wrong with the local store: why there is none, or what had to be done to open it.
public enum StoreProblem: Hashable, Sendable {
    /// What was wrong with a store file.
    public enum Fault: Hashable, Sendable {
        /// A newer boxoffice wrote it.
        case newerSchema
        /// Its schema is older and cannot be migrated.
        case unmigratableSchema
        /// It has tables of another schema.
        case foreignTables
        /// SQLite finds it damaged.
        case damaged
        /// It is not an SQLite database.
        case notADatabase
        /// It cannot be opened; the system's reason.
        case cannotOpen(String)
        /// It cannot be read; the system's reason.
        case cannotRead(String)
        /// It cannot be written (a full disk, `ulimit -f`, a read-only file); the system's reason.
        case cannotWrite(String)
    }

    /// What became of the KOBIS call counts of a damaged store moved aside.
    public enum CallCounts: Hashable, Sendable {
        /// They were read from the damaged file and kept.
        case kept
        /// They could not be read, and start again from zero.
        case reset
    }

    /// The cache folder (its path) cannot be created.
    case folderCannotBeCreated(String)
    /// The cache folder (its path) cannot be written.
    case folderNotWritable(String)
    /// The file (its path) had a fault, and was rebuilt empty: a warning, the store works.
    case rebuilt(String, Fault)
    /// The file (its path) was damaged: it was moved aside to `copy` and rebuilt empty, its
    /// KOBIS call counts carried over when they could be read: a warning, the store works.
    case movedAside(String, copy: String, callCounts: CallCounts)
    /// The file (its path) had to be rebuilt, and could not be: the fault of the new file.
    case cannotRebuild(String, Fault)
    /// The file (its path) cannot be used.
    case unusable(String, Fault)
    /// The open store (its file's path) cannot be read.
    case unreadable(String)
}
