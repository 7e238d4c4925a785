// `backup FILE [--force]`: a consistent copy of the local store written to FILE, the same as `boxoffice backup`.

import ArgumentParser
import BoxOfficePresentation
import Foundation

public struct BackupCommand: SessionCommand {
    public static let configuration = shellHelp("backup")
    public static let usage = "backup FILE [--force]"
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.notOffered

    @Argument(help: ArgumentHelp("Where the copy is written (a path may have spaces).", valueName: "FILE"))
    public var words: [String]
    @Flag(name: .customLong("force"), help: "Replace FILE when it exists.")
    public var replacing = false
    @OptionGroup public var run: RunOptions

    public init() {}

    public var path: String { words.joined(separator: " ") }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let backup = session.viewModels.backup
        let file = session.fileURL(typed: path)
        await backup.backUp(to: file.path, replacing: replacing)
        return .continueSession
    }
}
