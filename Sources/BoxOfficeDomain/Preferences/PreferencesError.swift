/// Why the saved preferences could not be read or written: the file and the facts, worded in
/// each language by Presentation.
public enum PreferencesError: Error, Equatable, Sendable {
    // Not JSON, or not an object of words.
    case notASettingsFile(path: String)
    case unreadable(path: String, reason: FileProblem)  // The file is there but could not be read
    case unwritable(path: String, reason: FileProblem)  // The file or its folder could not be written
}
