/// Why the saved preferences could not be read or written: the file and the facts, worded in
/// each language by Presentation.
public enum PreferencesError: Error, Equatable, Sendable {
    /// The file is there but is not a settings file (not JSON, or not an object of words).
    case notASettingsFile(path: String)
    /// The file is there but could not be read.
    case unreadable(path: String, reason: FileProblem)
    /// The file or its folder could not be written.
    case unwritable(path: String, reason: FileProblem)
}
