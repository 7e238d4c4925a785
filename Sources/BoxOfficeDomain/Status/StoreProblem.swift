/// What is wrong with the local store: why there is none, or what had to be done to open it.
public enum StoreProblem: Hashable, Sendable {
    public enum Fault: Hashable, Sendable {
        case newerSchema  // A newer boxoffice wrote it
        case unmigratableSchema  // Its schema is older and cannot be migrated
        case foreignTables  // It has tables of another schema
        case damaged
        case notADatabase
        case cannotOpen(String)  // It cannot be opened; the system's reason
        case cannotRead(String)  // It cannot be read; the system's reason
        // It cannot be written (a full disk, `ulimit -f`, a read-only file); the system's reason.
        case cannotWrite(String)
        case notAFile  // The path names a device, a FIFO or a socket (or a link to one), not a file
    }

    case folderCannotBeCreated(String)  // The cache folder (its path) cannot be created
    case folderNotWritable(String)  // The cache folder (its path) cannot be written
    // Not a store of ours: kept at `copy` (renamed when it is no database at all, else copied by SQLite)
    // and a new one made; the store works.
    case rebuilt(String, Fault, copy: String)
    // Damaged: what still read of it salvaged, a copy kept at `copy` (`nil`: SQLite could not read the file
    // at all), and the file rebuilt in place as a new store holding what was salvaged.
    case salvaged(String, copy: String?, salvaged: StoreSalvage)
    // The file (its path) had to be rebuilt, and could not be: the fault of the new file.
    case cannotRebuild(String, Fault)
    case unusable(String, Fault)
    case unreadable(String)  // The open store (its file's path) cannot be read
}
