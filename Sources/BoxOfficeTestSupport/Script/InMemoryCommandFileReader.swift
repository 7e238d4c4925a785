import BoxOfficeREPL
import Foundation

/// A ``CommandFileReader`` over a dictionary of absolute paths: files, folders and files that
/// cannot be read, with no disk involved. Paths it does not hold are missing.
public struct InMemoryCommandFileReader: CommandFileReader {
    /// What is at a path.
    public enum PathContent: Sendable {
        /// A file with these bytes.
        case file(Data)
        /// A folder.
        case folder
        /// A file that exists but cannot be read (no permission, I/O error).
        case unreadable
    }

    /// What is where, by absolute path (`/home/user/day.txt`).
    public var entries: [String: PathContent]

    /// A file system holding `entries`.
    public init(_ entries: [String: PathContent] = [:]) {
        self.entries = entries
    }

    /// The bytes at `url`, or the error the disk would give.
    public func contents(of url: URL, path: String) throws(CommandFileError) -> Data {
        switch entries[url.standardizedFileURL.path] {
        case .file(let data)?: return data
        case .folder?: throw .isFolder(path: path)
        case .unreadable?: throw .unreadable(path: path, reason: .permissionDenied)
        case nil: throw .missing(path: path)
        }
    }
}
