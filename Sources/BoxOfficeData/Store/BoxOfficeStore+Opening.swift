// Opening the local store: the folder, the lock, a damaged or foreign file rebuilt; its connections (one for
// reading while nothing is written, GRDB's pool from the first write on), the schema checked and migrated,
// and a bounded `quick_check` at every open.

import BoxOfficeDomain
import Dispatch
import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension BoxOfficeStore {
    public static let fileName = "boxoffice.sqlite"

    // A store too large to check in this time is taken as sound (SQLite still names damage it meets).
    static let quickCheckBound: DispatchTimeInterval = .milliseconds(500)

    /// Opens, creating when needed, the store in `directory`: what still reads of a damaged file is
    /// salvaged, a copy kept as `.damaged-<time>` and the file rebuilt in place to hold it; a foreign
    /// one is kept as `.foreign-<time>` and a new store made, with a warning; a folder that cannot be
    /// written, or a store path that is not a file, leaves the app without a store.
    /// Two processes opening at once take turns (a `flock` on the folder).
    public static func open(
        in directory: URL, now: @escaping @Sendable () -> Date = { Date() },
        whenHealed: @escaping @Sendable (StoreHealed) -> Void = { _ in }
    ) -> StoreOpening {
        let manager = FileManager.default
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return .unavailable(.folderCannotBeCreated(directory.path))
        }
        guard manager.isWritableFile(atPath: directory.path) else {
            return .unavailable(.folderNotWritable(directory.path))
        }
        let file = directory.appendingPathComponent(fileName)
        // SQLite would open a device or a FIFO as it is, and make its journal beside it.
        guard !StoreFileKind.isSpecial(file) else { return .unavailable(.unusable(file.path, .notAFile)) }
        func store(_ database: any DatabaseWriter) -> BoxOfficeStore {
            BoxOfficeStore(
                database: HealingDatabase(file: file, database: database, now: now, whenHealed: whenHealed))
        }
        return withLock(on: directory) {
            do {
                return .opened(store(try openForReading(file) ?? openAndMigrate(file)), warning: nil)
            } catch let failure as StoreOpenFailure where failure.fault == .damaged {
                do {
                    let repaired = try StoreRepair.salvageInPlace(file, now: now())
                    return .opened(
                        store(repaired.pool),
                        warning: .salvaged(file.path, copy: repaired.copy, salvaged: repaired.salvage))
                } catch {
                    return .unavailable(.cannotRebuild(file.path, fault(of: error)))
                }
            } catch let failure as StoreOpenFailure where failure.rebuildable {
                // A file that is not ours may be someone's: it is kept, never deleted.
                let copy: String
                do {
                    copy = try StoreRepair.keepForeign(file, failure.fault, now: now())
                } catch {
                    return .unavailable(.unusable(file.path, failure.fault))
                }
                do {
                    return .opened(
                        store(try openAndMigrate(file)),
                        warning: .rebuilt(file.path, failure.fault, copy: copy))
                } catch {
                    return .unavailable(.cannotRebuild(file.path, fault(of: error)))
                }
            } catch let failure as StoreOpenFailure {
                // Its fault already says what went wrong (`cannot be opened: …`).
                return .unavailable(.unusable(file.path, failure.fault))
            } catch {
                return .unavailable(.unusable(file.path, .cannotOpen(reason(of: error))))
            }
        }
    }

    private static func fault(of error: any Error) -> StoreProblem.Fault {
        (error as? StoreOpenFailure)?.fault ?? .cannotOpen(reason(of: error))
    }

    static func classify(_ error: any Error, doing action: String) -> StoreOpenFailure {
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: return StoreOpenFailure(fault: .notADatabase, rebuildable: true)
            case .SQLITE_CORRUPT: return StoreOpenFailure(fault: .damaged, rebuildable: true)
            default: break
            }
        }
        let reason = reason(of: error)
        return StoreOpenFailure(
            fault: action == "open" ? .cannotOpen(reason) : .cannotRead(reason), rebuildable: false)
    }

    static func reason(of error: any Error) -> String {
        if let error = error as? DatabaseError {
            return error.message ?? "SQLite error \(error.resultCode.rawValue)"
        }
        return String(describing: type(of: error))
    }

    // Other boxoffice processes wait.
    static func withLock<Result>(on directory: URL, _ body: () -> Result) -> Result {
        let descriptor = openFolder(directory.path)
        guard descriptor >= 0 else { return body() }
        defer { closeDescriptor(descriptor) }
        _ = flock(descriptor, LOCK_EX)
        defer { _ = flock(descriptor, LOCK_UN) }
        return body()
    }
}

extension BoxOfficeStore {
    // The busy timeout is long enough for a sync beside other processes (their writes of a chart are
    // short). In WAL mode NORMAL never corrupts the file; a power cut may only lose the last writes,
    // which for a cache is fine, and commits no longer wait for the disk.
    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "boxoffice"
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA synchronous = NORMAL") }
        return configuration
    }

    /// A store already current (migrated, in WAL mode) opened with one read-write connection that
    /// writes nothing: GRDB's pool writes a frame into an empty log as it opens, which SQLite then
    /// syncs and folds back into the file at close, for a run that may only read. The pool is opened
    /// at the first write (`HealingDatabase`). `nil`, with nothing left open, for a new or empty file
    /// or one to migrate: ``openAndMigrate(_:thoroughly:)`` opens those.
    static func openForReading(_ file: URL) throws -> DatabaseQueue? {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber
        guard (size?.intValue ?? 0) > 0 else { return nil }
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue(path: file.path, configuration: configuration)
        } catch {
            throw classify(error, doing: "open")
        }
        do {
            let inspection = try inspect(queue)
            guard inspection.isWriteAheadLog, !inspection.needsMigrating else {
                try queue.close()
                return nil
            }
            try quickCheck(queue)
            // Read-only from now on, and for good (`HealingDatabase.read`); a write opens the pool.
            try queue.inDatabase { db in try db.execute(sql: "PRAGMA query_only = 1") }
            return queue
        } catch {
            try? queue.close()
            throw error
        }
    }

    /// GRDB's pool: concurrent readers and one writer. `thoroughly`: an `integrity_check` to its end,
    /// to judge a file suspected in use.
    static func openAndMigrate(_ file: URL, thoroughly: Bool = false) throws -> DatabasePool {
        let pool = try openPool(file)
        do {
            if try inspect(pool).needsMigrating { try migrate(pool) }
            if thoroughly { try integrityCheck(pool) } else { try quickCheck(pool) }
        } catch {
            try? pool.close()
            throw error
        }
        return pool
    }

    static func openPool(_ file: URL) throws -> DatabasePool {
        do {
            return try DatabasePool(path: file.path, configuration: configuration)
        } catch {
            throw classify(error, doing: "open")
        }
    }

    private struct Inspection {
        let needsMigrating: Bool
        let isWriteAheadLog: Bool
    }

    // An up-to-date store costs one read and a bounded `quick_check` at launch. When that read fails
    // in a way SQLite does not name, the check tells a damaged file from a place that cannot be read.
    private static func inspect(_ database: any DatabaseReader) throws -> Inspection {
        let migrator = StoreSchema.migrator
        let state: (superseded: Bool, migrated: Bool, matches: Bool, journal: String?)
        do {
            state = try database.read { db in
                (
                    try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db),
                    try StoreSchema.matches(db), try String.fetchOne(db, sql: "PRAGMA journal_mode")
                )
            }
        } catch {
            throw diagnose(error, in: database)
        }
        if state.superseded {
            throw StoreOpenFailure(fault: .newerSchema, rebuildable: false)
        }
        if state.migrated, !state.matches { throw foreignSchema }
        return Inspection(needsMigrating: !state.migrated, isWriteAheadLog: state.journal == "wal")
    }

    private static func migrate(_ pool: DatabasePool) throws {
        do {
            try StoreSchema.migrator.migrate(pool)
            guard try pool.read(StoreSchema.matches) else { throw foreignSchema }
        } catch let failure as StoreOpenFailure {
            throw failure
        } catch let error as DatabaseError where error.resultCode != .SQLITE_ERROR {
            // A disk that fills or a file that cannot be written stops a migration too: that is
            // no old schema, and nothing is rebuilt for it.
            throw StoreOpenFailure(fault: .cannotWrite(reason(of: error)), rebuildable: false)
        } catch {
            throw StoreOpenFailure(fault: .unmigratableSchema, rebuildable: true)
        }
    }

    private static func integrityCheck(_ pool: DatabasePool) throws {
        let problems: [String]
        do {
            problems = try pool.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        } catch {
            throw classify(error, doing: "read")
        }
        guard problems == ["ok"] else { throw StoreOpenFailure(fault: .damaged, rebuildable: true) }
    }

    private static func quickCheck(_ database: any DatabaseReader) throws {
        let interrupt = DispatchWorkItem { database.interrupt() }
        DispatchQueue.global().asyncAfter(deadline: .now() + quickCheckBound, execute: interrupt)
        defer { interrupt.cancel() }
        let problems: [String]
        do {
            problems = try database.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_INTERRUPT {
            return
        } catch {
            throw classify(error, doing: "read")
        }
        guard problems == ["ok"] else { throw StoreOpenFailure(fault: .damaged, rebuildable: true) }
    }

    private static var foreignSchema: StoreOpenFailure {
        StoreOpenFailure(fault: .foreignTables, rebuildable: true)
    }

    // SQLite's own word when it has one, else what `quick_check` finds.
    private static func diagnose(_ error: any Error, in database: any DatabaseReader) -> StoreOpenFailure {
        let failure = classify(error, doing: "read")
        guard !failure.rebuildable else { return failure }
        do {
            let problems = try database.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check") }
            return problems == ["ok"] ? failure : StoreOpenFailure(fault: .damaged, rebuildable: true)
        } catch {
            let second = classify(error, doing: "read")
            return second.rebuildable ? second : failure
        }
    }
}

// At file scope, where `open` is the C library's, not `BoxOfficeStore.open`.
private func openFolder(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
}

private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}

public enum StoreOpening: Sendable {
    // `warning`: a damaged or foreign file was rebuilt first.
    case opened(BoxOfficeStore, warning: StoreProblem?)
    case unavailable(StoreProblem)
}

struct StoreOpenFailure: Error {
    let fault: StoreProblem.Fault
    // Damaged or foreign, so starting empty is the cure; a problem of the place (permissions) is not.
    let rebuildable: Bool

    // Damaged or no database at all (not merely foreign or newer).
    var isDamage: Bool { fault == .damaged || fault == .notADatabase }
}

// What the store's path names, followed through links, before SQLite opens it.
enum StoreFileKind {
    // A device, a FIFO or a socket; a folder, or a path that cannot be looked at, is SQLite's to say.
    static func isSpecial(_ file: URL) -> Bool {
        var status = stat()
        guard stat(file.path, &status) == 0 else { return false }
        return [S_IFCHR, S_IFBLK, S_IFIFO, S_IFSOCK].contains(status.st_mode & S_IFMT)
    }
}
