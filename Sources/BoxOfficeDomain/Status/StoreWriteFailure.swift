// Why the local store did not keep what it was given: the facts of a failed write.

/// Why the local store did not keep a chart: which file, and what the system said, which
/// Presentation words.
public struct StoreWriteFailure: Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        case readOnly  // The file cannot be written (read-only, or opened read-only)
        case full  // No room left: the disk is full
        case busy  // Another process held the store longer than the wait for it
        // An I/O error, or a file size limit such as `ulimit -f`; SQLite's extended result code.
        case ioError(code: Int32)
        case other(code: Int32?)
    }

    public let file: String
    public let reason: Reason

    public init(file: String, reason: Reason) {
        self.file = file
        self.reason = reason
    }

    /// Whether the store itself refuses writes (read-only, full), so every later write fails the same way.
    public var storeRefusesWrites: Bool {
        switch reason {
        case .readOnly, .full: true
        case .busy, .ioError, .other: false
        }
    }
}
