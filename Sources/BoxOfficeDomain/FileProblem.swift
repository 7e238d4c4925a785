import Foundation

/// Why a file of the user's (the settings, the command history) or its folder could not be read or
/// written; the system's own text only for a reason the words do not know.
public enum FileProblem: Error, Hashable, Sendable {
    case permissionDenied  // The user may not read or write it
    case folderInTheWay  // A folder stands where the file should be
    case fileInTheWay  // A file stands where a folder of its path should be
    case noSpace  // The disk (or the user's quota) is full
    case linkLoop  // Symbolic links point at one another in a loop, so the path leads nowhere
    case notRegularFile  // The path names a FIFO, a device, a socket or a folder, where a file is expected
    case tooLarge(limit: Int)  // The file is larger than this many bytes, the most read
    case closed  // The descriptor was closed before the write (a standard output closed with `>&-`)
    case notOpenForReading  // The descriptor is open for writing only (a pipe's write end given as input)
    case other(String)  // Another reason, in the system's words (e.g. `Input/output error`)

    /// From the POSIX error under `error` when there is one (the clearest), else its Cocoa code.
    public init(_ error: any Error) {
        let nsError = error as NSError
        let underlying = (nsError.userInfo[NSUnderlyingErrorKey] as? any Error).map { $0 as NSError }
        let posix = [nsError, underlying].compactMap { $0 }.first { $0.domain == NSPOSIXErrorDomain }
        if let posix, let known = Self.reason(ofPOSIXCode: posix.code) {
            self = known
        } else if nsError.domain == NSCocoaErrorDomain, let known = Self.reason(ofCocoaCode: nsError.code) {
            self = known
        } else {
            self = .other(
                posix.map { String(cString: strerror(Int32($0.code))) } ?? nsError.localizedDescription)
        }
    }

    /// The reason of a system call that failed with `errorNumber` (its `errno`).
    public init(errorNumber: Int32) {
        self = Self.reason(ofPOSIXCode: Int(errorNumber)) ?? .other(String(cString: strerror(errorNumber)))
    }

    private static func reason(ofPOSIXCode code: Int) -> FileProblem? {
        switch POSIXErrorCode(rawValue: Int32(code)) {
        case .EACCES, .EPERM: .permissionDenied
        case .EISDIR: .folderInTheWay
        case .EEXIST, .ENOTDIR: .fileInTheWay
        case .ENOSPC, .EDQUOT: .noSpace
        case .ELOOP: .linkLoop
        case .EBADF: .closed
        default: nil
        }
    }

    private static func reason(ofCocoaCode code: Int) -> FileProblem? {
        switch CocoaError.Code(rawValue: code) {
        case .fileReadNoPermission, .fileWriteNoPermission: .permissionDenied
        case .fileWriteFileExists: .fileInTheWay
        case .fileWriteOutOfSpace: .noSpace
        default: nil
        }
    }
}
