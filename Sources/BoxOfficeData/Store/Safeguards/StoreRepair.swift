// What healing a damaged store file does: it is moved aside with its log, a new one made in its place,
// and the KOBIS call counts carried over when the damaged file still gives them.

import BoxOfficeDomain
import Foundation
import GRDB

/// What healing a damaged store file does: moves it aside, makes a new one, and carries the KOBIS
/// call counts over when the damaged file still gives them.
enum StoreRepair {
    /// The new store, where the damaged one went, and what became of its call counts.
    struct Repaired {
        let pool: DatabasePool
        let copy: String
        let callCounts: StoreProblem.CallCounts
    }

    /// Moves `file` (and its `-wal`) aside as `<file>.damaged-<time>`, opens a new store file in
    /// its place, and copies the call counts over from the damaged one.
    /// - Throws: ``StoreOpenFailure`` when the new file cannot be made.
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

    /// Writes `counts` (none when they could not be read) into the new store.
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

    /// `<file>.damaged-20240105T093000Z` (or `.foreign-…`), with `-2`, `-3`, … when that name is taken.
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

    /// Every key's and day's KOBIS call count in the store file at `path` (those of a store from
    /// before keys were told apart under the unknown key), or `nil` when they cannot be read.
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

/// Which file a path names (device and inode), to notice it was replaced under an open store.
struct FileIdentity: Equatable, Sendable {
    private let device: UInt64
    private let inode: UInt64

    /// The identity of the file at `url`, or `nil` when there is none.
    init?(of url: URL) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let device = (attributes[.systemNumber] as? NSNumber)?.uint64Value,
            let inode = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        else { return nil }
        self.device = device
        self.inode = inode
    }
}
