// `backup FILE`: a consistent copy of the store (SQLite's VACUUM INTO), written beside FILE and renamed into place.

import BoxOfficeDomain
import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension BoxOfficeStore: StoreBackupRepository {
    /// Writes a copy of the store to `path`: SQLite's `VACUUM INTO` makes it from one read, so it is
    /// whole even while another process writes, into a new file beside `path` that is synced and
    /// then renamed to it. Without `replacing`, a file already at `path` is left as it is (it is
    /// linked, not renamed, so one made meanwhile is not overwritten either).
    public func backUp(to path: String, replacing: Bool) async throws(StoreBackupFailure) -> StoreSummary {
        let destination = URL(fileURLWithPath: path).standardizedFileURL
        let target = destination.resolvingSymlinksInPath().path
        let storeFiles = ["", "-wal", "-shm"].map { file.resolvingSymlinksInPath().path + $0 }
        guard !storeFiles.contains(target) else { throw .isTheStore(path) }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder) {
            if isFolder.boolValue { throw .cannotWrite(path, .folderInTheWay) }
            // Renamed over, /dev/full (as root) would become a plain file.
            let type = (try? FileManager.default.attributesOfItem(atPath: destination.path))?[.type]
            if let type = type as? FileAttributeType, type != .typeRegular, type != .typeSymbolicLink {
                throw .notAFile(path)
            }
            if !replacing { throw .exists(path) }
        }
        let partial = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial")
        try createEmpty(partial, for: path)
        defer { _ = unlink(partial.path) }
        do {
            try await database.writeWithoutTransaction { db in
                try db.execute(sql: "VACUUM INTO ?", arguments: [partial.path])
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_FULL {
            throw .cannotWrite(path, .noSpace)
        } catch let error as DatabaseError where [.SQLITE_CANTOPEN, .SQLITE_IOERR].contains(error.resultCode)
        {
            throw .cannotWrite(path, .other(error.message ?? "SQLite error \(error.resultCode.rawValue)"))
        } catch {
            throw .storeUnreadable(file.path)
        }
        try synchronize(partial, for: path)
        let summary = try contents(of: partial, as: path)
        if replacing {
            guard rename(partial.path, destination.path) == 0 else {
                throw .cannotWrite(path, FileProblem(errorNumber: errno))
            }
        } else {
            guard link(partial.path, destination.path) == 0 else {
                let number = errno
                throw number == EEXIST ? .exists(path) : .cannotWrite(path, FileProblem(errorNumber: number))
            }
        }
        return summary
    }

    private func createEmpty(_ partial: URL, for path: String) throws(StoreBackupFailure) {
        let descriptor = openFile(partial.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotWrite(path, FileProblem(errorNumber: errno)) }
        closeFile(descriptor)
    }

    // On the disk before it takes the name, so a crash never leaves half a backup.
    private func synchronize(_ partial: URL, for path: String) throws(StoreBackupFailure) {
        let descriptor = openFile(partial.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotWrite(path, FileProblem(errorNumber: errno)) }
        defer { closeFile(descriptor) }
        guard fsync(descriptor) == 0 else { throw .cannotWrite(path, FileProblem(errorNumber: errno)) }
    }

    // Read back from the copy, which also shows it opens.
    private func contents(of partial: URL, as path: String) throws(StoreBackupFailure) -> StoreSummary {
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let copy = try DatabaseQueue(path: partial.path, configuration: configuration)
            defer { try? copy.close() }
            let counts = try copy.read { db in
                (
                    try Int.fetchOne(
                        db, sql: "SELECT COUNT(DISTINCT period_start) FROM chart WHERE chart = 'daily'") ?? 0,
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM movie_detail") ?? 0,
                    try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM poster") ?? 0
                )
            }
            let bytes = (try? FileManager.default.attributesOfItem(atPath: partial.path))?[.size] as? NSNumber
            return StoreSummary(
                location: path, days: counts.0, movieDetails: counts.1, posters: counts.2,
                bytes: bytes?.intValue ?? 0)
        } catch {
            throw .cannotWrite(path, .other(String(describing: error)))
        }
    }
}

// At file scope, where `open` and `close` are the C library's, not the store's.
private func openFile(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags, 0o644)
}

private func closeFile(_ descriptor: Int32) {
    _ = close(descriptor)
}
