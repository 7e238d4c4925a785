import BoxOfficePresentation

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

    /// One line for the user in `words`' language, the path shown as typed (invisible characters
    /// written out, at most 200 characters).
    public func message(in words: any CommandWords) -> String {
        switch self {
        case .missing(let path): words.sourceFileMissing(Self.shown(path))
        case .isFolder(let path): words.sourceFileIsFolder(Self.shown(path))
        case .unreadable(let path): words.sourceFileUnreadable(Self.shown(path))
        case .tooDeep(let path, let limit): words.sourceTooDeep(Self.shown(path), limit: limit)
        }
    }

    /// The English message.
    public var description: String { message(in: EnglishWords()) }

    private static func shown(_ path: String) -> String {
        UserText.excerpt(path, limit: 200)
    }
}
