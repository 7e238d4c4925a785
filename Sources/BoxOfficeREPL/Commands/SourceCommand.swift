import ArgumentParser
import BoxOfficePresentation
import Foundation

public struct SourceCommand: ReplCommand {
    public static let configuration = shellHelp("source")
    public static let usage = "source FILE"
    public static let mayReachKOBIS = false
    public static let depthLimit = 8

    @Argument(help: ArgumentHelp("A file of commands, one a line.", valueName: "FILE"))
    public var words: [String]
    @OptionGroup public var run: RunOptions

    public init() {}

    public var path: String { words.joined(separator: " ") }

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
