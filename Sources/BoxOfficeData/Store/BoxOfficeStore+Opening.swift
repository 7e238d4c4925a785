// Opening the local store: the folder, the lock, a damaged or foreign file rebuilt (its connections and
// checks: BoxOfficeStore+Connections.swift).

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

    /// Opens, creating when needed, the store in `directory`: a damaged file is moved aside as
    /// `.damaged-<time>` and what still reads of it salvaged into a new store, a foreign one moved
    /// aside as `.foreign-<time>` and a new store made, with a warning; a folder that cannot be
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
                    let repaired = try StoreRepair.moveAsideAndSalvage(file, now: now())
                    return .opened(
                        store(repaired.pool),
                        warning: .movedAside(file.path, copy: repaired.copy, salvaged: repaired.salvage))
                } catch {
                    return .unavailable(.cannotRebuild(file.path, fault(of: error)))
                }
            } catch let failure as StoreOpenFailure where failure.rebuildable {
                // A file that is not ours may be someone's: it is moved aside, never deleted.
                let copy = StoreRepair.copyPath(for: file, at: now(), kind: "foreign")
                do {
                    try StoreRepair.moveAside(file, to: copy)
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
