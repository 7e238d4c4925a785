// What healing a damaged store file does: it is moved aside with its log, a new one made in its place,
// and the KOBIS call counts carried over when the damaged file still gives them.

import BoxOfficeDomain
import Foundation
import GRDB

// What healing a damaged store file does: moves it aside, makes a new one, and carries the KOBIS
// call counts over when the damaged file still gives them.
enum StoreRepair {
    struct Repaired {
        let pool: DatabasePool
        let copy: String
        let callCounts: StoreProblem.CallCounts
    }

    // `<file>.damaged-<time>`, its `-wal` with it.
    static func moveAsideAndRebuild(_ file: URL, now: Date) throws -> Repaired {
        let copy = copyPath(for: file, at: now)
        let manager = FileManager.default
        do {
            try manager.moveItem(atPath: file.path, toPath: copy)
        } catch {
            throw StoreOpenFailure(
                fault: .cannotOpen(String(describing: type(of: error))), rebuildable: false)
        }
        if manager.fileExists(atPath: file.path + "-wal") {
            try? manager.moveItem(atPath: file.path + "-wal", toPath: copy + "-wal")
        }
        try? manager.removeItem(atPath: file.path + "-shm")
        let counts = callCounts(in: copy)
        let pool = try BoxOfficeStore.openAndMigrate(file)
        return Repaired(pool: pool, copy: copy, callCounts: carry(counts, into: pool))
    }

    private static func carry(_ counts: [(key: String, day: String, count: Int)]?, into pool: DatabasePool)
        -> StoreProblem.CallCounts
    {
        guard let counts else { return .reset }
        do {
            try pool.write { db in
                for (key, day, count) in counts {
                    try db.execute(
                        sql: "INSERT OR REPLACE INTO kobis_call (key_hash, day, count) VALUES (?, ?, ?)",
                        arguments: [key, day, count])
                }
            }
            return .kept
        } catch {
            return .reset
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

    // `nil` when they cannot be read; a store from before keys were told apart gives the unknown key's.
    private static func callCounts(in path: String) -> [(key: String, day: String, count: Int)]? {
        do {
            let damaged = try DatabaseQueue(path: path)
            defer { try? damaged.close() }
            return try damaged.read { db in
                let keyed = try db.columns(in: "kobis_call").contains { $0.name == "key_hash" }
                let key = keyed ? "key_hash" : "'\(KOBISKeyID.unknownBucket)'"
                return try Row.fetchAll(db, sql: "SELECT \(key) AS key_hash, day, count FROM kobis_call")
                    .compactMap { row in
                        guard let key: String = row.lenient("key_hash"), let day: String = row.lenient("day"),
                            let count: Int = row.lenient("count")
                        else { return nil }
                        return (key: key, day: day, count: count)
                    }
            }
        } catch {
            return nil
        }
    }
}

// Device and inode, to notice a file replaced under an open store.
struct FileIdentity: Equatable, Sendable {
    private let device: UInt64
    private let inode: UInt64

    init?(of url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let device = (attributes[.systemNumber] as? NSNumber)?.uint64Value,
            let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        else { return nil }
        self.device = device
        self.inode = inode
    }
}
