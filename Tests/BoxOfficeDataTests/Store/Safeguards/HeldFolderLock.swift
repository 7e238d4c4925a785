import Foundation

@testable import BoxOfficeData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The lock a store's folder is opened and healed under (`BoxOfficeStore.withLock`), held by a thread
/// of this test until ``release()``: a heal of this process then waits for it, where Linux lists it.
final class HeldFolderLock: Sendable {
    private let folder: URL
    private let held = DispatchSemaphore(value: 0)
    private let letGo = DispatchSemaphore(value: 0)

    /// Returns once the lock is held.
    init(on folder: URL) {
        self.folder = folder
        Thread.detachNewThread { [held, letGo] in
            BoxOfficeStore.withLock(on: folder) {
                held.signal()
                letGo.wait()
            }
        }
        held.wait()
    }

    func release() { letGo.signal() }

    /// Whether a thread of this process waits for the lock, as `/proc/locks` lists a waiter
    /// (`-> FLOCK … pid major:minor:inode`); looked at until one does, for a minute at most.
    func awaited() -> Bool {
        var status = stat()
        guard stat(folder.path, &status) == 0 else { return false }
        let (pid, inode) = (getpid(), status.st_ino)
        for _ in 0..<60_000 {
            let locks = FileManager.default.contents(atPath: "/proc/locks").map {
                String(decoding: $0, as: UTF8.self)
            }
            let waiting = locks?.split(separator: "\n").contains { line in
                line.contains("-> FLOCK") && line.contains(" \(pid) ") && line.contains(":\(inode) ")
            }
            if waiting == true { return true }
            usleep(1_000)
        }
        return false
    }
}

/// Counts the statements a connection runs that begin with `prefix` (GRDB's trace), for a test to
/// wait for them one by one.
final class StatementsRun: Sendable {
    private let prefix: String
    private let ran = DispatchSemaphore(value: 0)

    init(starting prefix: String) {
        self.prefix = prefix
    }

    func note(_ sql: String) {
        if sql.hasPrefix(prefix) { ran.signal() }
    }

    /// Waits for one more; false when none ran within a minute.
    func one() -> Bool { ran.wait(timeout: .now() + 60) == .success }
}
