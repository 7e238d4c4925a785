// The store's write-ahead log (-wal) beside what SQLite's index of it (-shm) says it holds: another
// program may cut the log short or remove it, which is not damage to the store.

import Foundation
import GRDB

// The `-wal` beside a store file, read as https://www.sqlite.org/walformat.html lays it and its
// index (`-shm`) out. SQLite trusts its index: when the log is cut short under it, connections
// read pages that are not there, and a checkpoint would copy those zeros into the file. So the log
// is compared with its index before every write and whenever an operation fails, holding the write lock.
enum WriteAheadLog {
    enum Standing: Equatable, Sendable {
        // Or the index cannot be read, and SQLite is left to judge.
        case intact
        // Shorter than the index counts, or another log: the frames it lost are gone.
        case cutShort
        // Not the file the connections opened, or none: theirs, removed from the folder, is still whole.
        case replaced
    }

    // Two copies of a 48-byte header, then the checkpoint info.
    private enum Index {
        static let headerSize = 48
        static let isInitialised = 12
        static let pageSize = 14
        static let frameCount = 16
        static let salts = 32
        static let framesInFile = 96
        static let length = 100
    }

    // The log's header is 32 bytes, its salts at 16; each frame is 24 bytes and a page.
    private static let logHeaderSize = 32
    private static let logSalts = 16
    private static let frameHeaderSize = 24

    static func logFile(of file: URL) -> URL { URL(fileURLWithPath: file.path + "-wal") }

    // `opened`: the log the connections opened, `nil` when not known.
    static func standing(of file: URL, opened: FileIdentity?) -> Standing {
        let log = logFile(of: file)
        guard let index = read(URL(fileURLWithPath: file.path + "-shm"), upTo: Index.length),
            index.count == Index.length
        else { return .intact }
        let header = index.prefix(Index.headerSize)
        // Copies that differ, or one not yet written, are SQLite's to sort out.
        guard header == index.dropFirst(Index.headerSize).prefix(Index.headerSize),
            index[Index.isInitialised] != 0
        else { return .intact }
        let frames = Int(word(index, at: Index.frameCount))
        guard frames > Int(word(index, at: Index.framesInFile)) else { return .intact }
        if let opened, FileIdentity(of: log) != opened { return .replaced }
        let encodedPageSize = Int(
            index.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: Index.pageSize, as: UInt16.self) })
        let pageSize = (encodedPageSize & 0xfe00) + ((encodedPageSize & 1) << 16)
        let needed = logHeaderSize + frames * (frameHeaderSize + pageSize)
        guard let size = byteCount(of: log), size >= needed,
            let start = read(log, upTo: logHeaderSize), start.count == logHeaderSize,
            start.dropFirst(logSalts).prefix(8).elementsEqual(index.dropFirst(Index.salts).prefix(8))
        else { return .cutShort }
        return .intact
    }

    // SQLite then rebuilds the index from the log on disk at the next transaction (its recovery
    // after a crash). Called holding the write lock.
    static func discardIndex(of file: URL) throws {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: file.path + "-shm"))
        defer { try? handle.close() }
        for copy in 0..<2 {
            try handle.seek(toOffset: UInt64(copy * Index.headerSize + Index.isInitialised))
            try handle.write(contentsOf: Data([0]))
        }
    }

    // A log cut short has its index rebuilt from what is left; a log replaced is copied into the
    // file through the connection that still holds it, so nothing it held is lost. `.intact` when
    // the write lock cannot be had.
    static func settle(_ pool: DatabasePool, file: URL, opened: FileIdentity?) -> Standing {
        let standing: Standing
        do {
            standing = try pool.writeWithoutTransaction { db in
                var found = Standing.intact
                try db.inTransaction(.immediate) {
                    found = WriteAheadLog.standing(of: file, opened: opened)
                    if found == .cutShort { try discardIndex(of: file) }
                    return .rollback
                }
                return found
            }
        } catch {
            return .intact
        }
        if standing == .replaced {
            _ = try? pool.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
            }
        }
        return standing
    }

    private static func read(_ url: URL, upTo count: Int) -> Data? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        return try? handle.read(upToCount: count) ?? Data()
    }

    private static func byteCount(of url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size].flatMap {
            ($0 as? NSNumber)?.intValue
        }
    }

    // In the machine's byte order, as SQLite writes it.
    private static func word(_ data: Data, at offset: Int) -> UInt32 {
        data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }
}

// The write is not made, and the store is set right.
struct LogMismatch: Error {
    let standing: WriteAheadLog.Standing
}
