#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output or standard error as a `TextOutputStream`, written unbuffered so
/// the prompt, the spinner and the rows come out in the order they were written.
public final class FileDescriptorOutputStream: TextOutputStream, Sendable {
    private let descriptor: Int32

    /// The stream of `descriptor`: 1 for standard output, 2 for standard error.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes all of `string`, retrying after interruptions.
    public func write(_ string: String) {
        var bytes = Array(string.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
