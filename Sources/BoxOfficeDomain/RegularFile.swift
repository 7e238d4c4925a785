// A user's file read whole, but only a regular file and only up to a size: the settings and `source` files.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the files a user names or keeps (the settings, a `source` file), which may be anything a
/// path can name: the file is opened without blocking (a FIFO with no writer would hold the
/// program for ever), refused unless it is a regular file (a FIFO, a device such as `/dev/zero`
/// or a folder), and read only up to its cap, so a huge file never sits whole in memory. It lives
/// here because the settings store (Data) and `source` (the REPL) both read through it.
public enum RegularFile {
    /// The bytes of the file at `path`; `nil` when there is no such file.
    /// - Parameter limit: the most bytes accepted; a file of more is refused, read no further.
    /// - Throws: ``FileProblem/notRegularFile``, ``FileProblem/tooLarge(limit:)``, or the
    ///   system's reason it could not be opened or read.
    public static func contents(atPath path: String, limit: Int) throws(FileProblem) -> Data? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let reason = errno
            if reason == ENOENT || reason == ENOTDIR { return nil }
            throw FileProblem(errorNumber: reason)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw FileProblem(errorNumber: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw .notRegularFile }
        guard status.st_size <= limit else { throw .tooLarge(limit: limit) }
        return try readAll(descriptor, limit: limit)
    }

    // A file may grow after its size was seen.
    private static func readAll(_ descriptor: Int32, limit: Int) throws(FileProblem) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in
                read(descriptor, bytes.baseAddress, bytes.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileProblem(errorNumber: errno)
            }
            if count == 0 { return data }
            guard data.count + count <= limit else { throw .tooLarge(limit: limit) }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}
