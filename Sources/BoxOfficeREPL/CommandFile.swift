// `source FILE`: the file of commands, where its bytes come from, and why it could not run.

import BoxOfficeDomain
import BoxOfficePresentation
import Foundation

/// A file of REPL commands for `source FILE`: one command a line, `#` comments and blank
/// lines skipped. Lines that are not UTF-8 or too long are kept as such, so the session can say
/// which; a file with a NUL byte is not text (a program, an image) and is refused whole, as is
/// one past ``maximumBytes``.
public struct CommandFile: Equatable, Sendable {
    public static let maximumBytes = 1 << 20
    /// The longest line run, as at the prompt.
    public static let maximumLineBytes = LineInput.longestLine

    public enum Line: Equatable, Sendable {
        case command(String, number: Int)
        case notUTF8(number: Int)
        case tooLong(number: Int)
    }

    public let path: String
    public let lines: [Line]

    /// Reads `path`, relative to `currentDirectory` unless absolute; `~/` is `home`.
    public init(path: String, currentDirectory: URL?, home: URL?, reader: any CommandFileReader)
        throws(CommandFileError)
    {
        self.path = path
        let data = try reader.contents(
            of: Self.url(of: path, currentDirectory: currentDirectory, home: home), path: path)
        guard !data.contains(0) else { throw .notText(path: path) }
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
            guard bytes.count <= maximumLineBytes else {
                result.append(.tooLong(number: index + 1))
                continue
            }
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

/// Where `source FILE` gets a file's bytes: the disk in the app
/// (``FileSystemCommandFileReader``), a dictionary in tests.
public protocol CommandFileReader: Sendable {
    /// The bytes of the file at `url`.
    func contents(of url: URL, path: String) throws(CommandFileError) -> Data
}

public struct FileSystemCommandFileReader: CommandFileReader {
    public init() {}

    /// The file's bytes, up to ``CommandFile/maximumBytes``; a missing file, a folder and a file
    /// that cannot be read (not a regular file, too large, permissions, a loop of symbolic
    /// links, I/O) are told apart.
    public func contents(of url: URL, path: String) throws(CommandFileError) -> Data {
        var status = stat()
        if stat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw .isFolder(path: path) }
        let data: Data?
        do throws(FileProblem) {
            data = try RegularFile.contents(atPath: url.path, limit: CommandFile.maximumBytes)
        } catch {
            throw .unreadable(path: path, reason: error)
        }
        guard let data else { throw .missing(path: path) }
        return data
    }
}

public enum CommandFileError: Error, Equatable, Sendable {
    case missing(path: String)
    case isFolder(path: String)
    /// The file cannot be read, for `reason`: not a regular file, too large, permissions, a loop
    /// of symbolic links, I/O.
    case unreadable(path: String, reason: FileProblem)
    /// The file holds NUL bytes, so it is not a text file of commands; none of it is run.
    case notText(path: String)
    /// Files source files too deeply (a file that sources itself, directly or not).
    case tooDeep(path: String, limit: Int)

    /// One line for the user in `words`' language, the path shown as typed (invisible characters
    /// written out, at most 200 characters).
    public func message(in words: any CommandWords) -> String {
        switch self {
        case .missing(let path): words.sourceFileMissing(Self.shown(path))
        case .isFolder(let path): words.sourceFileIsFolder(Self.shown(path))
        case .unreadable(let path, let reason): words.sourceFileUnreadable(Self.shown(path), reason: reason)
        case .notText(let path): words.sourceFileNotText(Self.shown(path))
        case .tooDeep(let path, let limit): words.sourceTooDeep(Self.shown(path), limit: limit)
        }
    }

    private static func shown(_ path: String) -> String {
        UserText.excerpt(path, limit: 200)
    }
}
