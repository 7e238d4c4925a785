/// Why the saved preferences could not be read or written.
public enum PreferencesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read, or is not a preferences file.
    case unreadable(path: String, reason: String)
    /// The file or its folder could not be written.
    case unwritable(path: String, reason: String)

    /// One line for the user.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "Could not read the settings in \(path) (\(reason)); using the defaults."
        case .unwritable(let path, let reason):
            "Could not save the settings to \(path): \(reason)"
        }
    }
}
