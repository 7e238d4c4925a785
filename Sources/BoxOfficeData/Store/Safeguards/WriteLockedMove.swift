// A store file is moved aside only while this process holds SQLite's write lock on it: a write another
// process committed before is in the copy, and salvaged; one it begins after finds the file at the path
// changed (`FileIdentity.checking`) and is done in the new store. None is half-way when the name changes.

import Foundation
import GRDB

enum WriteLockedMove {
    /// Runs `move` holding the write lock on `file`, waited for as `configuration` says (the store's
    /// busy timeout); a lock still held by another writer then fails it, and `move` is not run.
    static func run(on file: URL, configuration: Configuration, _ move: () throws -> Void) throws {
        let lock: DatabaseQueue
        do {
            lock = try DatabaseQueue(path: file.path, configuration: configuration)
        } catch let error as DatabaseError where HealingDatabase.mayBeDamage(error) {
            // A file SQLite cannot open to read its schema is one no salvage can read either: what a
            // writer could still commit to it would be lost, waited for or not.
            return try move()
        } catch {
            throw BoxOfficeStore.classify(error, doing: "open")
        }
        // Through GRDB, which leaves SQLite to close its files: its POSIX locks stay as they are.
        defer { try? lock.close() }
        try lock.writeWithoutTransaction { db in
            do {
                try db.execute(sql: "BEGIN IMMEDIATE")
            } catch let error as DatabaseError where HealingDatabase.mayBeDamage(error) {
                // No header SQLite reads (SQLITE_NOTADB) means no writer can begin on it either.
                return try move()
            } catch {
                throw StoreOpenFailure(
                    fault: .cannotWrite(BoxOfficeStore.reason(of: error)), rebuildable: false)
            }
            // Nothing was written: the lock is given back with the empty transaction.
            defer { try? db.execute(sql: "ROLLBACK") }
            try move()
        }
    }
}
