import ArgumentParser
import BoxOfficePresentation

public struct AppStatusCommand: ReplCommand {
    public static let configuration = shellHelp("status")
    @OptionGroup public var run: RunOptions
    public static let mayReachKOBIS = false

    public init() {}

    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let status = Self.available(session.viewModels.status, in: session) else {
            return .continueSession
        }
        await status.showStatus()
        return .continueSession
    }

    @MainActor
    static func show(_ status: StatusViewData, in session: ReplSession) {
        let display = session.display
        var lines = display.render(status, columns: session.options.columns())
        if let warning = status.warning.map(TerminalText.sanitize) {
            if display.isMachineReadable {
                session.warn(warning)
            } else {
                lines.append(session.words.warningPrefix + warning)
            }
        }
        session.printLines(lines)
    }
}
