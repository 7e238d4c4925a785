import BoxOfficePresentation

/// `status`: where the figures come from, the local store, and today's KOBIS calls.
public struct AppStatusCommand: CommandWithoutArguments, Equatable {
    /// `status`.
    public static let name = "status"
    /// It counts the calls made; it makes none.
    public static let mayReachKOBIS = false

    /// The command.
    public init() {}

    /// Asks for the status.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let status = Self.available(session.viewModels.status, in: session) else {
            return .continueSession
        }
        await status.showStatus()
        return .continueSession
    }

    /// Prints the status in the current format, its warning under it (or on standard error in
    /// csv and json, which another line would spoil for a program).
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
