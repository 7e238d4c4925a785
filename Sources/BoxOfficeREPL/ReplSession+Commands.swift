// What the prompt gives a command: its terminal behind the medium-free `CommandSession`.

import BoxOfficeCommands
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
