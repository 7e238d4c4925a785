/// `settings`: the mode, format, widths, symbols, colour, language, source and settings file.
public struct SettingsCommand: CommandWithoutArguments, Equatable {
    /// `settings`.
    public static let name = "settings"
    /// It shows what is set here.
    public static let mayReachKOBIS = false

    /// The command.
    public init() {}

    /// Prints one setting a line.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        session.printLines(session.display.settingsLines(columns: session.options.columns()))
        return .continueSession
    }
}
