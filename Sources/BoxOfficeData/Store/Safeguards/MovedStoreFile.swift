// A store file moved aside under an open store: another process's heal renames a damaged file and
// makes a new one at the path, and a connection still open on the old file would go on writing into
// the copy without an error, after its rows were salvaged. Every write checks first.

import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// Device and inode of the name itself, as the rename that moves a store aside sees it.
struct FileIdentity: Equatable, Sendable {
    private let device: UInt64
    private let inode: UInt64

    // One `lstat`: every write looks, so the look is the cheapest there is (BENCHMARKS.md).
    init?(of url: URL) {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}

// The file at the store's path is not the one the connection opened (or which one it opened is not
// known): the write was not done, and the store is opened again to do it there.
struct StoreFileMoved: Error {}

extension FileIdentity {
    /// `updates`, run only while the file at `file` is still `opened`; else `StoreFileMoved`, done
    /// before anything is written, so the transaction around it rolls back empty.
    static func checking<T>(
        _ updates: @escaping @Sendable (Database) throws -> T, at file: URL, opened: FileIdentity?
    ) -> @Sendable (Database) throws -> T {
        { db in
            // An identity unknown at open vouches for nothing: opening again learns it.
            guard let opened, FileIdentity(of: file) == opened else { throw StoreFileMoved() }
            return try updates(db)
        }
    }
}
