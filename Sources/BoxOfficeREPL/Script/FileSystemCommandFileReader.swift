import Foundation

/// Reads `source` files from the disk through `FileManager`.
public struct FileSystemCommandFileReader: CommandFileReader {
    /// A reader of the local file system.
    public init() {}

    /// The file's bytes; a missing file, a folder and a file that cannot be read (permissions,
    /// I/O) are told apart.
    public func contents(of url: URL, path: String) throws(CommandFileError) -> Data {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw .missing(path: path)
        }
        if isFolder.boolValue { throw .isFolder(path: path) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path)
        }
    }
}
