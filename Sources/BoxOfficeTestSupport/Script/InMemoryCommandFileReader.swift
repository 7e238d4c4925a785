import BoxOfficeREPL
import Foundation

/// A ``CommandFileReader`` over a dictionary of absolute paths: files, folders and files that
/// cannot be read, with no disk involved. Paths it does not hold are missing.
public struct InMemoryCommandFileReader: CommandFileReader {
    public enum PathContent: Sendable {
        case file(Data)
        case folder
        /// A file that exists but cannot be read (no permission, I/O error).
        case unreadable
    }

    public var entries: [String: PathContent]

    public init(_ entries: [String: PathContent] = [:]) {
        self.entries = entries
    }

    public func contents(of url: URL, path: String) throws(CommandFileError) -> Data {
        switch entries[url.standardizedFileURL.path] {
        case .file(let data)?: return data
        case .folder?: throw .isFolder(path: path)
        case .unreadable?: throw .unreadable(path: path, reason: .permissionDenied)
        case nil: throw .missing(path: path)
        }
    }
}
