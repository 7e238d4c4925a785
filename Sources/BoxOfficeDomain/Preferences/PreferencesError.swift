/// Why the saved preferences could not be read or written.
public enum PreferencesError: Error, Equatable, Sendable {
    /// The file exists but could not be read, or is not a preferences file.
    case unreadable(path: String, reason: String)
    /// The file or its folder could not be written.
    case unwritable(path: String, reason: String)
}
