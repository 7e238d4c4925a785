// What a command is: one ArgumentParser type a command, the one declaration every front reads.

import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation

/// A command, declared once: its name, aliases, arguments and shell help are its ArgumentParser
/// declaration, which the prompt parses and `boxoffice NAME ARGS` runs one-shot.
///
/// ``CommandList`` names every command type once; the parser, Tab, `help`, the shell and the MCP
/// server's tools read that list.
public protocol SessionCommand: ParsableCommand {
    /// The synopsis `help` lists beside the summary, e.g. `date [DAY]`.
    static var usage: String { get }
    /// Whether running it may call KOBIS (an MCP tool's open-world hint).
    static var mayReachKOBIS: Bool { get }
    /// Whether an assistant may call it as a tool of `boxoffice mcp`, under which name, and whether a
    /// call changes the store: declared by every command, so none is left out of the tools unsaid.
    static var assistantTool: AssistantTool { get }
    /// Whether its arguments are days, which may be written `-N` (``DaysBackArgument``).
    static var takesDays: Bool { get }
    /// What `help` and the shell say of it in `language`: by default its entry in the help tables of
    /// Presentation/Help; a feature that keeps its help beside its ViewModel names that help here.
    static func help(in language: Language) -> CommandHelp?
    /// The aliases Tab and `help` offer at the prompt.
    static var offeredAliases: [String] { get }
    /// How this one run shows its result (`--format`…), the same options at the prompt and one-shot.
    var run: RunOptions { get }

    /// What Tab offers for the argument being typed (everything typed after the name).
    @MainActor static func completions(forArgument argument: String, from sources: CompletionSources)
        -> [String]

    /// Does what the command says through `session`'s ViewModels.
    @MainActor func run(in session: any CommandSession) async -> CommandOutcome
}

/// Whether the session reads another line after a command.
public enum CommandOutcome: Sendable {
    case continueSession
    /// `quit`, or a `quit` in a sourced file.
    case endSession
}

extension SessionCommand {
    /// The name typed at the prompt and one-shot (the same in every language).
    public static var name: String { _commandName }

    public static var aliases: [String] { configuration.aliases }

    public static var offeredAliases: [String] { aliases }

    /// The name alone, for commands that take nothing.
    public static var usage: String { name }

    public static var takesDays: Bool { false }

    public static func help(in language: Language) -> CommandHelp? {
        language.words(kobisKeySet: false).help(forCommand: name)
    }

    /// `arguments` read by this declaration alone, as this command: ArgumentParser's answer read as
    /// `Self`, not cast to the protocol, whose first cast scans every conformance in the binary.
    /// - Throws: ArgumentParser's errors, `--help` and `--version` among them.
    public static func parsedAlone(_ arguments: [String]) throws -> any SessionCommand {
        try parse(arguments)
    }

    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        []
    }

    /// `candidates` while the first argument is being typed; nothing once it is followed by a space.
    static func firstArgument(_ argument: String, _ candidates: () -> [String]) -> [String] {
        argument.contains(where: \.isWhitespace) ? [] : candidates()
    }

    /// The shell's help, from the English words `help` shows (every word lives in Presentation): `help`,
    /// a command's own given as a value, never through `help(in:)`, whose default reads the name this
    /// declares (a `configuration` that read it would wait on itself).
    ///
    /// Each is declared a part of `boxoffice` (ArgumentParser's `_superCommandName`, made for commands run
    /// under another's name): read alone, as the prompt and one-shot read it, it then skips the check for
    /// `--generate-completion-script`, which only `boxoffice` itself answers and which cost a one-shot
    /// `daily` a fifth of its instructions.
    static func shellHelp(_ name: String, aliases: [String] = [], help: CommandHelp? = nil)
        -> CommandConfiguration
    {
        let help = help ?? EnglishWords().help(forCommand: name)
        return CommandConfiguration(
            commandName: name, _superCommandName: "boxoffice", abstract: help?.summary ?? "",
            discussion: help?.details.joined(separator: "\n\n") ?? "", aliases: aliases)
    }
}

/// The words typed as one text: a title or a path may have spaces.
extension Array where Element == String {
    var typedText: String? { isEmpty ? nil : joined(separator: " ") }
}

/// What the commands offer on Tab besides their fixed choices: what the ViewModels know now.
public struct CompletionSources {
    /// The days worth offering, newest first.
    public let suggestedDates: () -> [String]
    /// The movies of the list shown that fit an argument (ranks, codes, titles).
    public let movies: (String) -> [String]
    /// The numbers and codes of the last `people` list.
    public var people: () -> [String]
    /// The numbers and codes of the last company list.
    public var companies: () -> [String]

    public init(
        suggestedDates: @escaping () -> [String], movies: @escaping (String) -> [String],
        people: @escaping () -> [String] = { [] }, companies: @escaping () -> [String] = { [] }
    ) {
        self.suggestedDates = suggestedDates
        self.movies = movies
        self.people = people
        self.companies = companies
    }
}
