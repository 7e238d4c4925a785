import CEditLine
import Foundation

/// The list of entered lines that Up/Down and Ctrl-R walk, kept in a file across runs.
///
/// The folder is created on load; the file is rewritten (mode 0600, by libedit) after every
/// recorded line, so a crash loses nothing. Without a file the history lasts one run.
final class HistoryFile {
    /// libedit's `History *`, for `EL_HIST`.
    let handle: OpaquePointer
    private let url: URL?

    /// Creates an empty history holding at most `limit` lines; `nil` if libedit cannot.
    init?(url: URL?, limit: Int) {
        guard let handle = history_init() else { return nil }
        self.handle = handle
        self.url = url
        _ = boxoffice_history_set_size(handle, Int32(clamping: limit))
        _ = boxoffice_history_set_unique(handle, 1)
    }

    deinit {
        history_end(handle)
    }

    /// Creates the folder if needed and reads the file; a missing or empty file is no error.
    func load() throws(LineEditorError) {
        guard let url else { return }
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .historyFolderNotCreated(path: folder.path, reason: error.localizedDescription)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? Int
        guard let size, size > 0 else { return }
        guard boxoffice_history_load(handle, url.path) >= 0 else {
            throw .historyNotLoaded(path: url.path)
        }
    }

    /// Appends `line` and saves the file.
    func record(_ line: String) throws(LineEditorError) {
        _ = boxoffice_history_enter(handle, line)
        guard let url else { return }
        guard boxoffice_history_save(handle, url.path) >= 0 else {
            throw .historyNotSaved(path: url.path)
        }
    }
}
