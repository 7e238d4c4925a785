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

    /// A sentence for the user in `words`' language (the system's `reason` stays as it was given).
    public func message(in words: any CommandWords) -> String {
        switch self {
        case .editorUnavailable: words.lineEditorUnavailable
        case .historyFolderNotCreated(let path, let reason):
            words.historyFolderNotCreated(path: path, reason: reason)
        case .historyNotLoaded(let path): words.historyNotLoaded(path: path)
        case .historyNotSaved(let path): words.historyNotSaved(path: path)
        }
    }

    /// The English sentence.
    public var description: String { message(in: EnglishWords()) }
}
