import ArgumentParser
import BoxOfficePresentation

public struct SettingsCommand: SessionCommand {
    public static let configuration = shellHelp("settings")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.notOffered

    public init() {}

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        session.viewModels.settings.show(screen: session.screen)
        return .continueSession
    }
}
