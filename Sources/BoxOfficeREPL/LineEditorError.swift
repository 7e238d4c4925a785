import BoxOfficePresentation

/// What can go wrong when setting up or keeping the line editor and its history.
public enum LineEditorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libedit could not be set up on this terminal.
    case editorUnavailable
    /// The folder for the history file could not be created.
    case historyFolderNotCreated(path: String, reason: String)
    /// The history file exists but could not be read.
    case historyNotLoaded(path: String)
    /// The history file could not be written.
    case historyNotSaved(path: String)

    /// A sentence for the user in `language` (the system's `reason` stays as it was given).
    public func message(in language: Language) -> String {
        let korean = language == .korean
        switch self {
        case .editorUnavailable:
            return korean
                ? "이 터미널에서는 줄 편집기를 시작할 수 없습니다."
                : "The line editor could not be started on this terminal."
        case .historyFolderNotCreated(let path, let reason):
            return korean
                ? "명령 기록 폴더를 만들 수 없습니다: \(path): \(reason)"
                : "Could not create the history folder \(path): \(reason)"
        case .historyNotLoaded(let path):
            return korean ? "명령 기록을 읽을 수 없습니다: \(path)" : "Could not read the command history from \(path)."
        case .historyNotSaved(let path):
            return korean ? "명령 기록을 저장할 수 없습니다: \(path)" : "Could not save the command history to \(path)."
        }
    }

    /// The English sentence.
    public var description: String { message(in: .english) }
}
