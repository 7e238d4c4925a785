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

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .editorUnavailable:
            "The line editor could not be started on this terminal."
        case .historyFolderNotCreated(let path, let reason):
            "Could not create the history folder \(path): \(reason)"
        case .historyNotLoaded(let path):
            "Could not read the command history from \(path)."
        case .historyNotSaved(let path):
            "Could not save the command history to \(path)."
        }
    }
}
