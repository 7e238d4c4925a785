import BoxOfficePresentation

/// `settings`: the mode, format, widths, symbols, colour, language, source and settings file.
public struct SettingsCommand: CommandWithoutArguments, Equatable {
    /// `settings`.
    public static let name = "settings"
    /// It shows what is set here.
    public static let mayReachKOBIS = false

    /// The command.
    public init() {}

    /// Asks for every setting.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        session.viewModels.settings.show(screen: session.screen)
        return .continueSession
    }

    /// Prints what the settings ViewModel publishes: its lines, labels aligned by display width
    /// and values wrapped to the terminal (`settings`, or `mode` alone); or, after a change, draws
    /// with the new settings from then on — warning when they could not be saved — and, for a
    /// person at a terminal, shows the day again in them (a script sets its format before its
    /// `date`).
    @MainActor
    static func show(_ content: SettingsViewData, in session: ReplSession) {
        let display = session.display
        let columns = session.options.columns()
        switch content {
        case .rows(let rows):
            session.printLines(LabelColumn.lines(rows, width: display.listRenderer.width, columns: columns))
        case .changed(let preferences, let format, let warning):
            display.settings.preferences = preferences
            display.settings.format = format
            session.warn(warning)
            if session.options.interactive { session.viewModels.list.showAgain() }
        }
    }
}
