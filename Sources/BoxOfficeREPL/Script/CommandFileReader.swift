import Foundation

/// Where `source FILE` gets a file's bytes: the disk in the app
/// (``FileSystemCommandFileReader``), a dictionary in tests.
public protocol CommandFileReader: Sendable {
    /// The bytes of the file at `url`.
    /// - Parameters:
    ///   - url: the file, its path already resolved (relative paths, `~/`).
    ///   - path: the path as the user typed it, for the error.
    /// - Throws: ``CommandFileError/missing(path:)``, ``CommandFileError/isFolder(path:)`` or
    ///   ``CommandFileError/unreadable(path:)``, naming `path`.
    func contents(of url: URL, path: String) throws(CommandFileError) -> Data
}
