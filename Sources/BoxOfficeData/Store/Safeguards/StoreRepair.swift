// What healing a damaged store file does: it is moved aside with its log and index, a new store made in
// its place, and every row of it that still reads carried over (StoreSalvaging).

import BoxOfficeDomain
import Foundation
import GRDB

// Called only with no connection of this process open on the file (renaming does not touch SQLite's
// locks, and other processes keep the moved files they have open, log and index together); the
// move waits for any other process's write first (`WriteLockedMove`).
enum StoreRepair {
    struct Repaired {
        let pool: DatabasePool
        let copy: String
        let salvage: StoreSalvage
    }

    // `<file>.damaged-<time>`, its `-wal` and `-shm` with it. `lock`: how the move waits for a writer.
    static func moveAsideAndSalvage(
        _ file: URL, now: Date, lock: Configuration = BoxOfficeStore.configuration
    ) throws -> Repaired {
        let copy = copyPath(for: file, at: now)
        try moveAside(file, to: copy, lock: lock)
        let pool = try BoxOfficeStore.openAndMigrate(file)
        return Repaired(pool: pool, copy: copy, salvage: StoreSalvaging.salvage(from: copy, into: pool))
    }

    // The three files go together, so the log still belongs to its database under the new name.
    static func moveAside(_ file: URL, to copy: String, lock: Configuration = BoxOfficeStore.configuration)
        throws
    {
        try WriteLockedMove.run(on: file, configuration: lock) {
            let manager = FileManager.default
            do {
                try manager.moveItem(atPath: file.path, toPath: copy)
            } catch {
                throw StoreOpenFailure(
                    fault: .cannotOpen(String(describing: type(of: error))), rebuildable: false)
            }
            for suffix in ["-wal", "-shm"] where manager.fileExists(atPath: file.path + suffix) {
                try? manager.moveItem(atPath: file.path + suffix, toPath: copy + suffix)
            }
        }
    }

    // `-2`, `-3`, … when the name is taken.
    static func copyPath(for file: URL, at now: Date, kind: String = "damaged") -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let base = file.path + ".\(kind)-" + formatter.string(from: now)
        var path = base
        var number = 1
        while FileManager.default.fileExists(atPath: path) {
            number += 1
            path = base + "-\(number)"
        }
        return path
    }
}
