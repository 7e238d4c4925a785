import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation

public protocol DisplaySettingCommand: SessionCommand {
    associatedtype Choice: RawRepresentable<String> & CaseIterable & Sendable & ExpressibleByArgument
    var choice: Choice? { get }
    static var settingRow: KeyPath<SettingsRows, LabelledValue> { get }
    @MainActor static func apply(_ choice: Choice, to settings: SettingsViewModel)
}

extension DisplaySettingCommand {
    public static var usage: String {
        "\(name) [\(Choice.allCases.map(\.rawValue).joined(separator: "|"))]"
    }

    public static var mayReachKOBIS: Bool { false }
    /// A screen's setting is no assistant's.
    public static var assistantTool: AssistantTool { .notOffered }

    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        firstArgument(argument) { Choice.allCases.map(\.rawValue) }
    }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
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
    @MainActor
    public static func apply(_ choice: Choice, to settings: SettingsViewModel) {
        settings.choose(choice)
    }
}

public struct ModeCommand: DisplaySettingCommand {
    public static let configuration = shellHelp("mode")
    public static var settingRow: KeyPath<SettingsRows, LabelledValue> { \.mode }
    @Argument(help: ArgumentHelp(valueName: "CHOICE")) public var choice: ListLayout?
    @OptionGroup public var run: RunOptions

    public init() {}
}

public struct FormatCommand: DisplaySettingCommand {
    public static let configuration = shellHelp("format")
    public static var settingRow: KeyPath<SettingsRows, LabelledValue> { \.format }
    @Argument(help: ArgumentHelp(valueName: "CHOICE")) public var choice: DisplayFormat?
    @OptionGroup public var run: RunOptions

    public init() {}

    @MainActor
    public static func apply(_ choice: DisplayFormat, to settings: SettingsViewModel) {
        settings.setFormat(choice)
    }
}

public struct WidthCommand: DisplaySettingCommand {
    public static let configuration = shellHelp("width")
    public static var settingRow: KeyPath<SettingsRows, LabelledValue> { \.width }
    @Argument(help: ArgumentHelp(valueName: "CHOICE")) public var choice: AmbiguousWidth?
    @OptionGroup public var run: RunOptions

    public init() {}
}

public struct SymbolsCommand: DisplaySettingCommand {
    public static let configuration = shellHelp("symbols")
    public static var settingRow: KeyPath<SettingsRows, LabelledValue> { \.symbols }
    @Argument(help: ArgumentHelp(valueName: "CHOICE")) public var choice: SymbolChoice?
    @OptionGroup public var run: RunOptions

    public init() {}
}
