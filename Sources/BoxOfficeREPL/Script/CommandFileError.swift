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

    /// One line for the user in `language`, the path shown as typed (invisible characters
    /// written out, at most 200 characters).
    public func message(in language: Language) -> String {
        let korean = language == .korean
        switch self {
        case .missing(let path):
            return korean
                ? "source: 파일이 없습니다: \(Self.shown(path))" : "source: no such file: \(Self.shown(path))"
        case .isFolder(let path):
            return korean
                ? "source: 명령 파일이 아니라 폴더입니다: \(Self.shown(path))"
                : "source: \(Self.shown(path)) is a folder, not a file of commands"
        case .unreadable(let path):
            return korean
                ? "source: 읽을 수 없습니다: \(Self.shown(path))" : "source: cannot read \(Self.shown(path))"
        case .tooDeep(let path, let limit):
            return korean
                ? "source: \(Self.shown(path)) 실행 안 함: 파일 안의 source는 \(limit)단계까지만 됩니다"
                : "source: \(Self.shown(path)) not run: files may source files only \(limit) deep"
        }
    }

    /// The English message.
    public var description: String { message(in: .english) }

    private static func shown(_ path: String) -> String {
        UserText.excerpt(path, limit: 200)
    }
}
