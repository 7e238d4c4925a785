// A store write takes SQLite's write lock at its start (BEGIN IMMEDIATE), so a write that reads before it
// writes never finds, too late to wait, that another process wrote in between.

import BoxOfficeDomain
import Foundation
import GRDB
import Testing

@testable import BoxOfficeData

struct StoreWriteLockTests {
    /// Whether another process's writer, which does not wait, finds the write lock taken.
    private func lockTaken(_ file: URL) throws -> Bool {
        let other = try DatabaseQueue(path: file.path)
        defer { try? other.close() }
        do {
            try other.writeWithoutTransaction { db in
                try db.execute(sql: "BEGIN IMMEDIATE")
                try db.execute(sql: "ROLLBACK")
            }
            return false
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
            return true
        }
    }

    @Test func aStoreWriteHoldsTheWriteLockBeforeItsFirstStatementAndLetsItGoAfter() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let file = folder.file
        // When a store write has begun and has not read or written anything yet
        let takenInside = try await store.database.write { _ in try self.lockTaken(file) }
        // Then another writer finds the lock taken, and free again once the write is over
        #expect(takenInside)
        #expect(try lockTaken(file) == false)
        try await store.close()
    }
}
