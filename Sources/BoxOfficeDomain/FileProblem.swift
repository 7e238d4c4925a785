import Foundation

/// Why a file of the user's (the settings, the command history) or its folder could not be read
/// or written: facts the words say in each language, and the system's own text only for a reason
/// they do not know.
public enum FileProblem: Error, Hashable, Sendable {
    /// The user may not read or write it.
    case permissionDenied
    /// A folder stands where the file should be.
    case folderInTheWay
    /// A file stands where a folder of its path should be.
    case fileInTheWay
    /// The disk (or the user's quota) is full.
    case noSpace
    /// Symbolic links point at one another in a loop, so the path leads nowhere.
    case linkLoop
    /// The path names a FIFO, a device, a socket or a folder, where a file is expected.
    case notRegularFile
    /// The file is larger than this many bytes, the most read.
    case tooLarge(limit: Int)
    /// Another reason, in the system's words (e.g. `Input/output error`).
    case other(String)

    /// The reason of `error`, a failure of `FileManager` or `Data` reading or writing a file: from
    /// the POSIX error under it when there is one (the clearest), else from its Cocoa code.
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
