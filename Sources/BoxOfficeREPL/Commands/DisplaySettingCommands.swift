import BoxOfficeDomain
import BoxOfficePresentation

/// A command that sets one display setting to one of its choices, or shows it when typed alone:
/// `mode`, `format`, `width`, `symbols`. Its choices are read, completed and listed in errors
/// from `Choice`'s cases.
public protocol DisplaySettingCommand: ReplCommand {
    /// The setting's values.
    associatedtype Choice: RawRepresentable<String> & CaseIterable & Sendable
    /// The value typed; `nil`: show the setting.
    var choice: Choice? { get }
    /// Makes the command that sets `choice` (`nil`: shows it).
    init(choice: Choice?)
    /// The line of `settings` that shows it.
    static var settingRow: KeyPath<SettingsRows, LabelledValue> { get }
    /// Sets `choice` through the settings ViewModel.
    @MainActor static func apply(_ choice: Choice, to settings: SettingsViewModel)
}

extension DisplaySettingCommand {
    /// The name and its choices: `mode [list|icon]`.
    public static var usage: String {
        "\(name) [\(Choice.allCases.map(\.rawValue).joined(separator: "|"))]"
    }

    /// It changes how things look; nothing is fetched.
    public static var mayReachKOBIS: Bool { false }

    /// Reads one optional choice.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        self.init(choice: try arguments.optionalChoice(of: Choice.self))
    }

    /// The choices.
    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        firstArgument(argument) { Choice.allCases.map(\.rawValue) }
    }

    /// Sets the choice (the session shows the day again in it), or asks for the setting's line.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        let settings = session.viewModels.settings
        if let choice {
            Self.apply(choice, to: settings)
        } else {
            settings.show(Self.settingRow, screen: session.screen)
        }
        return .continueSession
    }
}

extension DisplaySettingCommand where Choice: PreferenceChoice {
    /// Sets the choice and saves it.
    @MainActor
    public static func apply(_ choice: Choice, to settings: SettingsViewModel) {
        settings.choose(choice)
    }
}

/// `mode [list|icon]`: one row a movie, or a grid of cards (saved).
public struct ModeCommand: DisplaySettingCommand, Equatable {
    /// `mode`.
    public static let name = "mode"
    /// The `mode` line of `settings`.
    public static var settingRow: KeyPath<SettingsRows, LabelledValue> { \.mode }
    /// The layout typed.
    public let choice: ListLayout?

    /// Sets `choice`, or shows the setting when `nil`.
    public init(choice: ListLayout?) {
        self.choice = choice
    }
}

/// `format [table|box|plain|csv|json]`: how views are printed (this session only).
public struct FormatCommand: DisplaySettingCommand, Equatable {
    /// `format`.
    public static let name = "format"
    /// The `format` line of `settings`.
    public static var settingRow: KeyPath<SettingsRows, LabelledValue> { \.format }
    /// The format typed.
    public let choice: DisplayFormat?

    /// Sets `choice`, or shows the setting when `nil`.
    public init(choice: DisplayFormat?) {
        self.choice = choice
    }

    /// Sets the format for the session; nothing is saved.
    @MainActor
    public static func apply(_ choice: DisplayFormat, to settings: SettingsViewModel) {
        settings.setFormat(choice)
    }
}

/// `width [narrow|wide]`: how many columns ambiguous characters take (saved).
public struct WidthCommand: DisplaySettingCommand, Equatable {
    /// `width`.
    public static let name = "width"
    /// The `width` line of `settings`.
    public static var settingRow: KeyPath<SettingsRows, LabelledValue> { \.width }
    /// The width typed.
    public let choice: AmbiguousWidth?

    /// Sets `choice`, or shows the setting when `nil`.
    public init(choice: AmbiguousWidth?) {
        self.choice = choice
    }
}

/// `symbols [auto|unicode|ascii]`: the marker and border symbols (saved).
public struct SymbolsCommand: DisplaySettingCommand, Equatable {
    /// `symbols`.
    public static let name = "symbols"
    /// The `symbols` line of `settings`.
    public static var settingRow: KeyPath<SettingsRows, LabelledValue> { \.symbols }
    /// The symbols typed.
    public let choice: SymbolChoice?

    /// Sets `choice`, or shows the setting when `nil`.
    public init(choice: SymbolChoice?) {
        self.choice = choice
    }
}
