// The line editor on a terminal: libedit, its history file, and what can go wrong with them.

import BoxOfficeDomain
import BoxOfficePresentation
import CEditLine
import Foundation

/// The ``LineReader`` for a terminal, built on libedit: Emacs keys, Up/Down and Ctrl-R
/// through a history kept in a file, and Tab completion.
///
/// - Ctrl-C at any moment while the prompt is up drops the line: `^C` is shown and
///   ``LineInput/interrupted`` returned. So does a Ctrl-C pressed just after Enter, before
///   libedit has handed the line over. The reader installs the SIGINT handler that makes this
///   work (the one ``SigintInterruptSignal`` reads) and clears its flag when it reports an
///   interruption, and when a new prompt appears, so a stale Ctrl-C never cancels the next
///   request. libedit reads keys through the shim's `boxoffice_el_read_key`, which ends the
///   wait for a key when the flag is set, however early the Ctrl-C came.
/// - Ctrl-D on an empty line returns ``LineInput/endOfInput``.
/// - A line stops growing past ``LineInput/longestLine`` characters (the keys are dropped), and
///   one past as many bytes is ``LineInput/tooLong`` on Enter, not kept in the history.
/// - Every non-empty line the caller agrees to record is saved to the history file at once.
///
/// Call ``readLine(prompt:)`` from one thread at a time, any thread (an async program's main
/// actor may run on a libdispatch worker): while it waits, SIGINT is unblocked there, and a
/// Ctrl-C that reaches another thread is passed on to it. Create one reader per process:
/// libedit drives the terminal.
public final class LibEditLineReader: LineReader {
    /// Where Tab asks for words. Held strongly, so it must not own this reader.
    public var completionProvider: (any CompletionProvider)?

    private let editLine: OpaquePointer
    private let history: HistoryFile
    private let shouldRecord: (String) -> Bool
    private let displayWidth: DisplayWidth
    private let columns: () -> Int
    private let onHistoryFailure: (LineEditorError) -> Void
    private var promptText: UnsafeMutablePointer<CChar>?

    /// Sets up libedit on the standard streams and loads the history.
    public init(
        programName: String = "boxoffice",
        historyFile: URL?,
        completionProvider: (any CompletionProvider)? = nil,
        shouldRecord: @escaping (String) -> Bool = { _ in true },
        displayWidth: DisplayWidth = DisplayWidth(),
        columns: @escaping () -> Int,
        historyLimit: Int = 1000,
        onHistoryFailure: @escaping (LineEditorError) -> Void = { _ in }
    ) throws(LineEditorError) {
        _ = boxoffice_setlocale_ctype_utf8()  // before el_init, or libedit drops Hangul
        _ = boxoffice_sigint_install()
        // Each character is a byte at least, so a line past this many is past the limit.
        boxoffice_el_bound_line(LineInput.longestLine)
        guard let history = HistoryFile(url: historyFile, limit: historyLimit) else {
            throw .editorUnavailable
        }
        guard let editLine = boxoffice_el_init(programName) else { throw .editorUnavailable }
        self.editLine = editLine
        self.history = history
        self.completionProvider = completionProvider
        self.shouldRecord = shouldRecord
        self.displayWidth = displayWidth
        self.columns = columns
        self.onHistoryFailure = onHistoryFailure
        configureEditor()
        do {
            try history.load()
        } catch {
            onHistoryFailure(error)
        }
    }

    deinit {
        el_end(editLine)
        free(promptText)
    }

    /// Shows `prompt` (escape sequences such as colours allowed) and reads one line.
    public func readLine(prompt: String) -> LineInput {
        setPrompt(prompt)
        var count: Int32 = 0
        // A Ctrl-C from before the prompt is stale: clear it before SIGINT can reach this
        // thread, so a press once the reader is armed (its flag set by the handler, here or
        // on another thread) is never cleared with it.
        _ = boxoffice_sigint_consume()
        boxoffice_sigint_reader_begin()
        // The editing mode before the prompt shows, so a Ctrl-D pressed as it appears counts.
        _ = boxoffice_el_prepare_terminal(editLine)
        let raw = el_gets(editLine, &count)
        let readErrno = errno
        // A Ctrl-C whose signal is still on its way counts too (it is taken, not left to set
        // the flag later); then the flag, set by the handler on this thread or another.
        let stillPending = boxoffice_sigint_reader_end() != 0
        let flagged = boxoffice_sigint_consume() != 0
        let overflowed = boxoffice_el_line_overflowed() != 0
        var line = raw.map(Self.decodeLine)
        if let entered = line, overflowed || entered.utf8.count > LineInput.longestLine {
            line = nil
            if !(stillPending || flagged) { return .tooLong }
        }
        if let line { remember(line) }  // entered with Enter, so kept even when dropped now
        if stillPending || flagged || (raw == nil && count == -1 && readErrno == EINTR) {
            boxoffice_el_write_output("^C\n")
            el_reset(editLine)
            return .interrupted
        }
        guard let line else {
            boxoffice_el_write_output("\n")  // leave the line libedit wrote "^D" on
            return .endOfInput
        }
        return .line(line)
    }

    // MARK: - Private

    private func configureEditor() {
        _ = boxoffice_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = boxoffice_el_set_editor(editLine, "emacs")
        _ = boxoffice_el_set_signal_handling(editLine, 1)
        _ = boxoffice_el_use_interruptible_reader(editLine)
        _ = boxoffice_el_set_history(editLine, history.handle)
        _ = boxoffice_el_set_prompt(
            editLine,
            { editLine in
                guard let editLine, let reader = LibEditLineReader.reader(of: editLine) else {
                    return boxoffice_empty_prompt()
                }
                return reader.promptText ?? boxoffice_empty_prompt()
            },
            Self.promptInvisibleDelimiter)
        _ = boxoffice_el_add_function(
            editLine, "boxoffice-complete", "Complete the word before the cursor",
            { editLine, _ in
                guard let editLine, let reader = LibEditLineReader.reader(of: editLine) else {
                    return UInt8(CC_ERROR)
                }
                return EditLineCompletionBridge.complete(
                    in: editLine, provider: reader.completionProvider, displayWidth: reader.displayWidth,
                    columns: reader.columns)
            })
        _ = boxoffice_el_bind(editLine, "^I", "boxoffice-complete")
        _ = boxoffice_el_bind(editLine, "^R", "em-inc-search-prev")
        _ = el_source(editLine, nil)  // the user's ~/.editrc (or $EDITRC) has the last word
    }

    /// Marks the start and end of prompt text that takes no room (escape sequences).
    private static let promptInvisibleDelimiter = CChar(1)

    private static func reader(of editLine: OpaquePointer) -> LibEditLineReader? {
        guard let data = boxoffice_el_client_data(editLine) else { return nil }
        return Unmanaged<LibEditLineReader>.fromOpaque(data).takeUnretainedValue()
    }

    /// Stores `prompt` for the prompt callback, escape sequences fenced off as invisible.
    private func setPrompt(_ prompt: String) {
        let delimiter = String(UnicodeScalar(UInt8(Self.promptInvisibleDelimiter)))
        var text = ""
        for segment in TerminalText.segments(of: prompt) {
            switch segment {
            case .text(let run): text += run.replacingOccurrences(of: delimiter, with: "")
            case .escape(let sequence): text += delimiter + sequence + delimiter
            }
        }
        free(promptText)
        promptText = strdup(text)
    }

    /// Copies libedit's buffer into a String (invalid UTF-8 becomes U+FFFD) without the
    /// line ending.
    private static func decodeLine(_ raw: UnsafePointer<CChar>) -> String {
        var bytes = UnsafeRawBufferPointer(start: raw, count: strlen(raw))[...]
        while let last = bytes.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") {
            bytes = bytes.dropLast()
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func remember(_ line: String) {
        guard line.contains(where: { !$0.isWhitespace }), shouldRecord(line) else { return }
        do {
            try history.record(line)
        } catch {
            onHistoryFailure(error)
        }
    }
}

public enum LineEditorError: Error, Equatable, Sendable {
    case editorUnavailable
    case historyFolderNotCreated(path: String, reason: FileProblem)
    case historyNotLoaded(path: String)
    case historyNotSaved(path: String)

    public func message(in words: any CommandWords) -> String {
        switch self {
        case .editorUnavailable: words.lineEditorUnavailable
        case .historyFolderNotCreated(let path, let reason):
            words.historyFolderNotCreated(path: path, reason: reason)
        case .historyNotLoaded(let path): words.historyNotLoaded(path: path)
        case .historyNotSaved(let path): words.historyNotSaved(path: path)
        }
    }

}

/// The list of entered lines that Up/Down and Ctrl-R walk, kept in a file across runs.
///
/// The folder is created on load; the file is rewritten (mode 0600, by libedit) after every
/// recorded line, so a crash loses nothing. Without a file the history lasts one run.
final class HistoryFile {
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
            throw .historyFolderNotCreated(path: folder.path, reason: FileProblem(error))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size]) as? Int
        guard let size, size > 0 else { return }
        guard boxoffice_history_load(handle, url.path) >= 0 else {
            throw .historyNotLoaded(path: url.path)
        }
    }

    func record(_ line: String) throws(LineEditorError) {
        _ = boxoffice_history_enter(handle, line)
        guard let url else { return }
        guard boxoffice_history_save(handle, url.path) >= 0 else {
            throw .historyNotSaved(path: url.path)
        }
    }
}
