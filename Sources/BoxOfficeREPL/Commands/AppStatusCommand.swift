/// `status`: where the figures come from, the local store, and today's KOBIS calls.
public struct AppStatusCommand: CommandWithoutArguments, Equatable {
    /// `status`.
    public static let name = "status"
    /// It counts the calls made; it makes none.
    public static let mayReachKOBIS = false

    /// The command.
    public init() {}

    /// Shows the status in the current format, its warning under it (or on standard error in
    /// csv and json, which another line would spoil for a program).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let status = session.details?.status else {
            session.report(session.words.notAvailable(command: Self.name))
            return .continueSession
        }
        let display = session.display
        let data = await session.withSpinner(session.words.loadingStatus) { await status.status() }
        var lines = display.render(data, columns: session.options.columns())
        if let warning = data.warning.map(TerminalText.sanitize) {
            if display.isMachineReadable {
                session.warn(warning)
            } else {
                lines.append(session.words.warningPrefix + warning)
            }
        }
        session.printLines(lines)
        return .continueSession
    }
}
