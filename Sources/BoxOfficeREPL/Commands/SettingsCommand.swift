import ArgumentParser
import BoxOfficePresentation

public struct SettingsCommand: ReplCommand {
    public static let configuration = shellHelp("settings")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = false

    public init() {}

    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        session.viewModels.settings.show(screen: session.screen)
        return .continueSession
    }

    @MainActor
    static func show(_ content: SettingsContent, in session: ReplSession) {
        let display = session.display
        let columns = session.options.columns()
        switch content {
        case .rows(let rows):
            session.printLines(LabelColumn.lines(rows, width: display.listRenderer.width, columns: columns))
        case .changed(let warning):
            display.settings = session.viewModels.settings.settings
            session.warn(warning)
            if session.options.interactive, let content = session.viewModels.list.shownContent {
                session.printLines(display.render(content, columns: columns))
            }
        }
    }
}
