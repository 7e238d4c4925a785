/// `settings`: the mode, format, widths, symbols, colour, language, source and settings file.
public struct SettingsCommand: ReplCommand, Equatable {
    /// `settings`.
    public static let name = "settings"
    /// `settings`.
    public static let usage = "settings"
    /// It shows what is set here.
    public static let mayReachKOBIS = false

    /// Takes no argument.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        try arguments.none()
    }

    /// Prints one setting a line.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        session.printLines(session.display.settingsLines(columns: session.options.columns()))
        return .continueSession
    }
}
