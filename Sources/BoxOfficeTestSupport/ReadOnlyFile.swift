// A file this process cannot write, root included: a store made read-only for a test.

import Foundation

/// Makes a file read-only for every process, root included: mode 0444, and the immutable attribute
/// (`chattr +i`) when modes do not bind (root). ``restore(_:)`` undoes both so the file can be removed.
public enum ReadOnlyFile {
    /// Whether this machine lets a test make a file read-only: probed once on a file of its own.
    public static let isPossible: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-read-only-probe-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        defer {
            restore(probe)
            try? FileManager.default.removeItem(at: probe)
        }
        return make(probe)
    }()

    /// `false` when the file can still be opened for writing.
    @discardableResult
    public static func make(_ file: URL) -> Bool {
        try? FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        if isWritable(file) { run("/usr/bin/chattr", ["+i", file.path]) }
        return !isWritable(file)
    }

    /// Makes a folder read-only for every process, root included (mode 0555, then `chattr +i`): no file can
    /// be made in it. `false` when a file still can.
    @discardableResult
    public static func makeFolder(_ folder: URL) -> Bool {
        try? FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        if access(folder.path, W_OK) == 0 { run("/usr/bin/chattr", ["+i", folder.path]) }
        return access(folder.path, W_OK) != 0
    }

    public static func restoreFolder(_ folder: URL) {
        run("/usr/bin/chattr", ["-i", folder.path])
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
    }

    public static func restore(_ file: URL) {
        run("/usr/bin/chattr", ["-i", file.path])
        try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    }

    private static func isWritable(_ file: URL) -> Bool {
        guard let handle = FileHandle(forWritingAtPath: file.path) else { return false }
        try? handle.close()
        return true
    }

    private static func run(_ executable: String, _ arguments: [String]) {
        guard FileManager.default.isExecutableFile(atPath: executable) else { return }
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
        } catch {
            return
        }
    }
}
