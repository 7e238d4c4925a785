import BoxOfficePresentation
import Foundation

/// `source FILE`: runs the file's lines as commands, as if typed, stopping at `quit` or at a
/// command cancelled (Ctrl-C), which stops the files that sourced it too.
public struct SourceCommand: ReplCommand, Equatable {
    /// `source`.
    public static let name = "source"
    /// `source FILE`.
    public static let usage = "source FILE"
    /// The file's commands check the budget themselves.
    public static let mayReachKOBIS = false
    /// How deep `source` files may run inside one another.
    public static let depthLimit = 8

    /// The path as typed (it may have spaces).
    public let path: String

    /// Reads the rest of the line, which must name a file.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        path = try arguments.requiredRest()
    }

    /// Runs the file's commands; a file that cannot be read, a line that is not UTF-8 and a file
    /// sourced too deep are explained.
    /// - Returns: ``CommandOutcome/endSession`` when a `quit` in the file ends the session.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        let words = session.words
        guard session.sourceDepth < Self.depthLimit else {
            session.report(CommandFileError.tooDeep(path: path, limit: Self.depthLimit).message(in: words))
            return .continueSession
        }
        let options = session.options
        let file: CommandFile
        do {
            file = try CommandFile(
                path: path, currentDirectory: options.workingDirectory.map { URL(fileURLWithPath: $0) },
                home: options.home.map { URL(fileURLWithPath: $0) }, reader: options.commandFiles)
        } catch {
            session.report(error.message(in: words))
            return .continueSession
        }
        session.sourceDepth += 1
        defer { session.sourceDepth -= 1 }
        for line in file.lines {
            switch line {
            case .notUTF8(let number):
                session.report(words.notUTF8(path: UserText.excerpt(path, limit: 200), line: number))
            case .tooLong(let number):
                session.report(
                    words.sourceLineTooLong(
                        path: UserText.excerpt(path, limit: 200), line: number,
                        limit: CommandFile.maximumLineBytes))
            case .command(let text, _):
                guard await session.handle(text) == .continueSession else { return .endSession }
                if session.cancelled || session.scriptWasInterrupted() { return .continueSession }
            }
        }
        return .continueSession
    }
}
