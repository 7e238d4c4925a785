// What the prompt gives a command: its terminal behind the medium-free `CommandSession`, and for
// `source FILE` the file of commands, where its bytes come from, and why it could not run.

import BoxOfficeCommands
import BoxOfficeDomain
import BoxOfficePresentation
import Foundation

extension ReplSession: CommandSession {
    public var format: DisplayFormat { promptScreen.display.settings.format }

    public var drawsImages: Bool {
        [.kitty, .iTerm2].contains(options.imageSupport) && !promptScreen.display.isMachineReadable
    }

    /// What `settings` shows of this screen: its width now, colour, the ambiguous width.
    public var screen: ScreenFacts { promptScreen.facts }

    /// Exports reach a terminal or a file a terminal may print: no escape sequence survives.
    public var cleaning: @Sendable (String) -> String { TerminalText.sanitize }

    public func write(_ text: String) async throws {
        guard let stream = promptScreen.output as? FileDescriptorOutputStream else {
            return promptScreen.output.write(text)
        }
        try await stream.writeCancellably(text)
    }

    public func reportUsage(_ message: String) { promptScreen.reportUsage(message) }
    public func report(_ message: String) { promptScreen.report(message) }
    public func note(_ lines: [String]) { promptScreen.note(lines) }
    /// Through the pager when taller than the screen.
    public func printLines(_ lines: [String]) { promptScreen.printLines(lines) }

    public func fileURL(typed path: String) -> URL {
        CommandFile.url(
            of: path, currentDirectory: options.workingDirectory.map { URL(fileURLWithPath: $0) },
            home: options.home.map { URL(fileURLWithPath: $0) })
    }

    /// Only a person at a terminal has a screen to clear; a script's output stays as it was.
    public func clearScreen() {
        if options.interactive { promptScreen.output.write("\u{1B}[H\u{1B}[2J") }
    }

    public func showHelp(for command: (any SessionCommand.Type)?) {
        let (columns, width) = (options.columns(), promptScreen.display.listRenderer.width)
        printLines(
            command.map { HelpCommand.details(of: $0, words: words, columns: columns, width: width) }
                ?? HelpCommand.overview(words: words, columns: columns, width: width))
    }

    /// Runs each line of the file as if typed, at most ``SourceCommand/depthLimit`` files deep;
    /// a line that cannot be read is said and skipped, Ctrl-C stops the file.
    public func runCommands(inFile path: String) async -> CommandOutcome {
        let limit = SourceCommand.depthLimit
        guard sourceDepth < limit else {
            report(CommandFileError.tooDeep(path: path, limit: limit).message(in: words))
            return .continueSession
        }
        let file: CommandFile
        do {
            file = try CommandFile(
                path: path, currentDirectory: options.workingDirectory.map { URL(fileURLWithPath: $0) },
                home: options.home.map { URL(fileURLWithPath: $0) }, reader: options.commandFiles)
        } catch {
            report(error.message(in: words))
            return .continueSession
        }
        sourceDepth += 1
        defer { sourceDepth -= 1 }
        let shownPath = UserText.excerpt(path, limit: 200)
        for line in file.lines {
            switch line {
            case .notUTF8(let number):
                report(words.notUTF8(path: shownPath, line: number))
            case .tooLong(let number):
                report(
                    words.sourceLineTooLong(
                        path: shownPath, line: number, limit: CommandFile.maximumLineBytes))
            case .command(let text, _):
                guard await handle(text) == .continueSession else { return .endSession }
                if promptScreen.cancelled || scriptWasInterrupted() { return .continueSession }
            }
        }
        return .continueSession
    }
}

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
