// A user's file read whole, but only a regular file and only up to a size: the settings and `source` files.

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file a user names or keeps (the settings, a `source` file), which a path may make
/// anything: opened without blocking (a FIFO with no writer would hold the program), refused
/// unless a regular file, read only up to its cap. Data's settings store and the REPL's `source` share it.
public enum RegularFile {
    /// `nil` when there is no such file; a file of more than `limit` bytes is refused, read no further.
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
