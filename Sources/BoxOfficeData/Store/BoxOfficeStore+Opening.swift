import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#endif

extension BoxOfficeStore {
    /// The database file's name inside the cache folder.
    public static let fileName = "boxoffice.sqlite"

    /// Opens (creating when needed) the store in `directory`, e.g. `$XDG_CACHE_HOME/boxoffice`.
    ///
    /// A file that is not a database, is damaged, or has tables of another schema is deleted
    /// and rebuilt empty, and the answer carries a warning. A folder that cannot be created or
    /// written gives ``StoreOpening/unavailable(_:)``: the app then works without a store. Two
    /// processes opening at once take turns (an exclusive `flock` on the folder), so one never
    /// rebuilds a file the other is creating.
    public static func open(in directory: URL) -> StoreOpening {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return .unavailable("the cache folder \(directory.path) cannot be created")
        }
        guard manager.isWritableFile(atPath: directory.path) else {
            return .unavailable("the cache folder \(directory.path) is not writable")
        }
        let file = directory.appendingPathComponent(fileName)
        return withLock(on: directory) {
            do {
                return .opened(try openAndMigrate(file), warning: nil)
            } catch let failure as StoreOpenFailure where failure.rebuildable {
                removeFiles(of: file)
                do {
                    let store = try openAndMigrate(file)
                    return .opened(
                        store, warning: "the store \(file.path) \(failure.reason); it was rebuilt empty")
                } catch {
                    return .unavailable("the store \(file.path) cannot be rebuilt: \(reason(of: error))")
                }
            } catch {
                return .unavailable("the store \(file.path) cannot be opened: \(reason(of: error))")
            }
        }
    }

    private static func openAndMigrate(_ file: URL) throws -> BoxOfficeStore {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "boxoffice"
        // In WAL mode NORMAL never corrupts the file; a power cut may only lose the last
        // writes, which for a cache is fine, and commits no longer wait for the disk.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: file.path, configuration: configuration)
        } catch {
            throw classify(error, doing: "open")
        }
        do {
            try check(pool)
        } catch {
            try? pool.close()
            throw error
        }
        return BoxOfficeStore(file: file, pool: pool)
    }

    /// Checks the file is sound and brings its schema up to date.
    private static func check(_ pool: DatabasePool) throws {
        let migrator = StoreSchema.migrator
        do {
            let problems = try pool.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
            guard problems == ["ok"] else {
                throw StoreOpenFailure(reason: "is damaged", rebuildable: true)
            }
            if try pool.read({ try migrator.hasBeenSuperseded($0) }) {
                throw StoreOpenFailure(reason: "was written by a newer boxoffice", rebuildable: false)
            }
        } catch let failure as StoreOpenFailure {
            throw failure
        } catch {
            throw classify(error, doing: "read")
        }
        do {
            try migrator.migrate(pool)
            guard try pool.read(StoreSchema.matches) else {
                throw StoreOpenFailure(reason: "has tables of another schema", rebuildable: true)
            }
        } catch let failure as StoreOpenFailure {
            throw failure
        } catch {
            throw StoreOpenFailure(reason: "has an older schema that cannot be migrated", rebuildable: true)
        }
    }

    private static func classify(_ error: any Error, doing action: String) -> StoreOpenFailure {
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: return StoreOpenFailure(reason: "is not a database", rebuildable: true)
            case .SQLITE_CORRUPT: return StoreOpenFailure(reason: "is damaged", rebuildable: true)
            default: break
            }
        }
        return StoreOpenFailure(
            reason: "cannot be \(action == "open" ? "opened" : "read"): \(reason(of: error))",
            rebuildable: false)
    }

    private static func reason(of error: any Error) -> String {
        if let failure = error as? StoreOpenFailure { return failure.reason }
        if let error = error as? DatabaseError {
            return error.message ?? "SQLite error \(error.resultCode.rawValue)"
        }
        return String(describing: type(of: error))
    }

    private static func removeFiles(of file: URL) {
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: file.path + suffix)
        }
    }

    /// Runs `body` holding an exclusive `flock` on the folder (other boxoffice processes wait).
    private static func withLock<Result>(on directory: URL, _ body: () -> Result) -> Result {
        let descriptor = Glibc.open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return body() }
        defer { Glibc.close(descriptor) }
        _ = flock(descriptor, LOCK_EX)
        defer { _ = flock(descriptor, LOCK_UN) }
        return body()
    }
}
