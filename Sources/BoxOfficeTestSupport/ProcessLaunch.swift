import Foundation
import Synchronization

/// Starts child processes one at a time: Foundation's `Process.run()` on Linux crashed (memcpy in
/// libFoundation) when tests launched two at once.
public enum ProcessLaunch {
    private static let lock = Mutex(())

    public static func run(_ process: Process) throws {
        try lock.withLock { _ in try process.run() }
    }
}
