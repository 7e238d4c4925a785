/// What is wrong with the local store, in terms a user can be told about: why there is none,
/// or what had to be done to open it.
public enum StoreProblem: Hashable, Sendable, CustomStringConvertible {
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

        /// `is damaged`, `cannot be opened: …`: what follows the file's path.
        public var description: String {
            switch self {
            case .newerSchema: "was written by a newer boxoffice"
            case .unmigratableSchema: "has an older schema that cannot be migrated"
            case .foreignTables: "has tables of another schema"
            case .damaged: "is damaged"
            case .notADatabase: "is not a database"
            case .cannotOpen(let reason): "cannot be opened: \(reason)"
            case .cannotRead(let reason): "cannot be read: \(reason)"
            }
        }
    }

    /// The cache folder (its path) cannot be created.
    case folderCannotBeCreated(String)
    /// The cache folder (its path) cannot be written.
    case folderNotWritable(String)
    /// The file (its path) had a fault, and was rebuilt empty: a warning, the store works.
    case rebuilt(String, Fault)
    /// The file (its path) had to be rebuilt, and could not be; the system's reason.
    case cannotRebuild(String, reason: String)
    /// The file (its path) cannot be used.
    case unusable(String, Fault)
    /// The open store (its file's path) cannot be read.
    case unreadable(String)

    /// One line in English, e.g. `the store /c/boxoffice.sqlite is damaged; it was rebuilt empty`.
    public var description: String {
        switch self {
        case .folderCannotBeCreated(let path): "the cache folder \(path) cannot be created"
        case .folderNotWritable(let path): "the cache folder \(path) is not writable"
        case .rebuilt(let path, let fault): "the store \(path) \(fault.description); it was rebuilt empty"
        case .cannotRebuild(let path, let reason): "the store \(path) cannot be rebuilt: \(reason)"
        case .unusable(let path, let fault): "the store \(path) \(fault.description)"
        case .unreadable(let path): "the store \(path) cannot be read"
        }
    }
}
