// The settings file: the store that reads and writes it, its JSON as read, and the mapping.

import BoxOfficeDomain
import Foundation

/// Keeps the preferences in a small JSON file, e.g. `$XDG_CONFIG_HOME/boxoffice/settings.json`.
///
/// A missing file means the defaults. The folder is created (mode 0700) on the first save and
/// the file is replaced atomically, so a crash never leaves half a file.
public struct JSONUserPreferencesStore: UserPreferencesStore {
    /// The largest settings file read (its few words take a few hundred bytes).
    public static let maximumBytes = 1 << 20

    /// Where the file is.
    public let fileURL: URL
    /// The clock that names a file moved aside (`settings.json.unreadable-<seconds>`).
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - fileURL: the settings file; its folder is created when saving.
    ///   - now: the clock, for the name of an unreadable file moved aside.
    public init(fileURL: URL, now: @escaping @Sendable () -> Date) {
        self.fileURL = fileURL
        self.now = now
    }

    /// The saved preferences, or the defaults when there is no file.
    /// - Throws: ``PreferencesError/unreadable(path:reason:)`` for a file that cannot be read (a
    ///   FIFO, a device or a folder, or one past ``maximumBytes``, among others),
    ///   ``PreferencesError/notASettingsFile(path:)`` for one that is not a settings file.
    public func load() throws(PreferencesError) -> UserPreferences {
        let data: Data
        do {
            guard let contents = try RegularFile.contents(atPath: fileURL.path, limit: Self.maximumBytes)
            else {
                return .defaults
            }
            data = contents
        } catch {
            throw .unreadable(path: fileURL.path, reason: error)
        }
        do {
            return try JSONDecoder().decode(UserPreferencesDTO.self, from: data).toDomain()
        } catch {
            throw .notASettingsFile(path: fileURL.path)
        }
    }

    /// Writes `preferences` over the file's words, keeping every other key and value in it,
    /// creating the folder if needed. A file that is not a settings object (or is past
    /// ``maximumBytes``) is moved aside first (`settings.json.unreadable-<seconds>`), never
    /// overwritten; one that is not a regular file is left where it is, and nothing is saved.
    /// - Returns: where such a file was moved, or `nil`.
    /// - Throws: ``PreferencesError/unwritable(path:reason:)``.
    @discardableResult
    public func save(_ preferences: UserPreferences) throws(PreferencesError) -> UnreadableSettingsMovedAside?
    {
        do {
            var (object, aside) = try existingObject()
            for (name, word) in preferences.values { object[name] = word }
            let data = try JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
            try FileManager.default.createDirectory(
                at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            if let aside { try FileManager.default.moveItem(atPath: aside.path, toPath: aside.movedTo) }
            try data.write(to: fileURL, options: .atomic)
            return aside
        } catch let error as PreferencesError {
            throw error
        } catch {
            throw .unwritable(path: fileURL.path, reason: FileProblem(error))
        }
    }

    /// The file's JSON object, empty when there is no file; or, for a file that is not a
    /// settings object, an empty one and where to move the file.
    private func existingObject() throws -> ([String: Any], UnreadableSettingsMovedAside?) {
        let data: Data?
        do throws(FileProblem) {
            data = try RegularFile.contents(atPath: fileURL.path, limit: Self.maximumBytes)
        } catch {
            guard case .tooLarge = error else {
                throw PreferencesError.unwritable(path: fileURL.path, reason: error)
            }
            data = Data()
        }
        guard let data else { return ([:], nil) }
        if let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] {
            return (object, nil)
        }
        let seconds = Int(now().timeIntervalSince1970)
        return (
            [:],
            UnreadableSettingsMovedAside(path: fileURL.path, movedTo: "\(fileURL.path).unreadable-\(seconds)")
        )
    }
}

/// The settings file as it is read: one JSON object of words by name,
/// `{"ambiguousWidth":"narrow","layout":"icon","symbols":"auto"}`. A value that is not a string
/// (from another version) is skipped, so such a file still reads (and saving keeps it).
struct UserPreferencesDTO: Decodable, Equatable {
    /// The words by name.
    var values: [String: String]

    init(values: [String: String]) {
        self.values = values
    }

    init(from decoder: any Decoder) throws {
        let object = try decoder.singleValueContainer().decode([String: Word].self)
        values = object.compactMapValues(\.text)
    }

    /// One value of the object: its text when it is a string, else `nil`.
    private struct Word: Decodable {
        let text: String?

        init(from decoder: any Decoder) throws {
            text = try? decoder.singleValueContainer().decode(String.self)
        }
    }
}

extension UserPreferencesDTO {
    /// The file's words, each kept as written: the layer that owns a choice reads it (an unknown
    /// word falls back to that choice's standard one).
    func toDomain() -> UserPreferences {
        UserPreferences(values)
    }
}
