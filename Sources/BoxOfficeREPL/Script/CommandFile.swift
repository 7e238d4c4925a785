import Foundation

/// A file of REPL commands for `source FILE`: one command a line, `#` comments and blank
/// lines skipped. Lines that are not UTF-8 are kept as such, so the session can say which.
public struct CommandFile: Equatable, Sendable {
    /// One line of the file.
    public enum Line: Equatable, Sendable {
        /// A command, with its line number (from 1).
        case command(String, number: Int)
        /// A line that is not UTF-8, with its line number.
        case notUTF8(number: Int)
    }

    /// The path as the user gave it.
    public let path: String
    /// The lines to run, in order (comments and blank lines left out).
    public let lines: [Line]

    /// Reads `path`, relative to `currentDirectory` unless absolute; `~/` is `home`.
    /// - Parameters:
    ///   - path: the file as the user typed it.
    ///   - currentDirectory: where relative paths start; `nil`: the process's folder.
    ///   - home: what `~/` stands for; `nil`: `~` is taken literally.
    ///   - reader: where the bytes come from (``FileSystemCommandFileReader`` in the app).
    /// - Throws: ``CommandFileError`` when the file is missing, a folder, or unreadable.
    public init(path: String, currentDirectory: URL?, home: URL?, reader: any CommandFileReader)
        throws(CommandFileError)
    {
        self.path = path
        let data = try reader.contents(
            of: Self.url(of: path, currentDirectory: currentDirectory, home: home), path: path)
        lines = Self.lines(of: data)
    }

    /// Where `path` points: absolute as it is, `~/…` under `home`, else under `currentDirectory`
    /// (appended, not resolved against it: a folder URL made without a trailing `/` would lose
    /// its last component).
    static func url(of path: String, currentDirectory: URL?, home: URL?) -> URL {
        if path.hasPrefix("~/"), let home {
            home.appendingPathComponent(String(path.dropFirst(2)))
        } else if let currentDirectory, !path.hasPrefix("/") {
            currentDirectory.appendingPathComponent(path)
        } else {
            URL(fileURLWithPath: path)
        }
    }

    /// Splits `data` at line feeds (a `\r` before one is dropped), skipping blank and `#` lines.
    static func lines(of data: Data) -> [Line] {
        var result: [Line] = []
        for (index, raw) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            var bytes = raw[...]
            if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                result.append(.notUTF8(number: index + 1))
                continue
            }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            result.append(.command(text, number: index + 1))
        }
        return result
    }
}
