// The settings file: the store that reads and writes it, its JSON as read, and the mapping.

import BoxOfficeDomain
import Foundation

/// Preferences in a small JSON file (`$XDG_CONFIG_HOME/boxoffice/settings.json`): no file means the
/// defaults; the folder is made 0700 and the file replaced atomically, so a crash leaves no half file.
public struct JSONUserPreferencesStore: UserPreferencesStore {
    /// The largest settings file read (its few words take a few hundred bytes).
    public static let maximumBytes = 1 << 20

    public let fileURL: URL
    private let now: @Sendable () -> Date

    /// `fileURL`'s folder is created when saving; `now` names an unreadable file moved aside.
    public init(fileURL: URL, now: @escaping @Sendable () -> Date) {
        self.fileURL = fileURL
        self.now = now
    }

    /// The defaults when there is no file.
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

    /// Keeps every other key of the file. A file that is not a settings object (or too large) is moved
    /// aside first, never overwritten; one that is no regular file is left alone and nothing is saved.
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

// `{"ambiguousWidth":"narrow","layout":"icon","symbols":"auto"}`: a value that is not a string
// (from another version) is skipped, so such a file still reads, and saving keeps it.
struct UserPreferencesDTO: Decodable, Equatable {
    var values: [String: String]

    init(values: [String: String]) {
        self.values = values
    }

    init(from decoder: any Decoder) throws {
        let object = try decoder.singleValueContainer().decode([String: Word].self)
        values = object.compactMapValues(\.text)
    }

    private struct Word: Decodable {
        let text: String?

        init(from decoder: any Decoder) throws {
            text = try? decoder.singleValueContainer().decode(String.self)
        }
    }
}

extension UserPreferencesDTO {
    // Each word kept as written: the layer that owns a choice reads it.
    func toDomain() -> UserPreferences {
        UserPreferences(values)
    }
}
