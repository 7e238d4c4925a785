/// Why `source FILE` could not run a file of commands.
public enum CommandFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no such file.
    case missing(path: String)
    /// The path names a folder.
    case isFolder(path: String)
    /// The file exists but cannot be read (permissions, I/O).
    case unreadable(path: String)
    /// Files source files too deeply (a file that sources itself, directly or not).
    case tooDeep(path: String, limit: Int)

    /// One line for the user.
    public var description: String {
        switch self {
        case .missing(let path): "source: no such file: \(UserText.excerpt(path, limit: 200))"
        case .isFolder(let path):
            "source: \(UserText.excerpt(path, limit: 200)) is a folder, not a file of commands"
        case .unreadable(let path): "source: cannot read \(UserText.excerpt(path, limit: 200))"
        case .tooDeep(let path, let limit):
            "source: \(UserText.excerpt(path, limit: 200)) not run: files may source files only \(limit) deep"
        }
    }
}
