import BoxOfficeDomain
import Foundation

/// Keeps the preferences in a small JSON file, e.g. `$XDG_CONFIG_HOME/boxoffice/settings.json`.
///
/// A missing file means the defaults. The folder is created (mode 0700) on the first save and
/// the file is replaced atomically, so a crash never leaves half a file.
public struct JSONUserPreferencesStore: UserPreferencesStore {
    /// Where the file is.
    public let fileURL: URL

    /// - Parameter fileURL: the settings file; its folder is created when saving.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// The saved preferences, or the defaults when there is no file.
    /// - Throws: ``PreferencesError/unreadable(path:reason:)`` for a file that is not JSON.
    public func load() throws(PreferencesError) -> UserPreferences {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch {
            if !FileManager.default.fileExists(atPath: fileURL.path) { return .defaults }
            throw .unreadable(path: fileURL.path, reason: "cannot be read")
        }
        do {
            return try JSONDecoder().decode(UserPreferencesDTO.self, from: data).toDomain()
        } catch {
            throw .unreadable(path: fileURL.path, reason: "not a settings file")
        }
    }

    /// Writes `preferences`, creating the folder if needed.
    /// - Throws: ``PreferencesError/unwritable(path:reason:)``.
    public func save(_ preferences: UserPreferences) throws(PreferencesError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do {
            let data = try encoder.encode(UserPreferencesDTO(preferences))
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            try data.write(to: fileURL, options: .atomic)
        } catch {
            throw .unwritable(path: fileURL.path, reason: error.localizedDescription)
        }
    }
}
