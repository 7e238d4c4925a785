/// A command typed at the prompt, one type a command: its name and usage, how it reads the words
/// typed after its name, what Tab offers for them, and what it does to the session.
///
/// ``CommandList`` names every command type once; the parser, Tab and `help` read that list, and
/// `help` finds each command's words (``CommandWords/help(forCommand:)``) by its ``name``.
public protocol ReplCommand: Sendable {
    /// The name typed at the prompt (the same in every language).
    static var name: String { get }
    /// Other names for it; none by default.
    static var aliases: [String] { get }
    /// The usage line, e.g. `date [DAY]` (the same in every language).
    static var usage: String { get }
    /// Whether running it may call KOBIS, so the session checks the day's call budget after it.
    static var mayReachKOBIS: Bool { get }

    /// Reads the words typed after the name.
    /// - Throws: ``CommandParseError`` when they are not what the command takes.
    init(arguments: CommandArguments) throws(CommandParseError)

    /// What Tab offers for the argument being typed; none by default.
    /// - Parameters:
    ///   - argument: everything typed after the name (its leading spaces dropped).
    ///   - sources: the days and movies worth offering now.
    @MainActor static func completions(forArgument argument: String, from sources: CompletionSources)
        -> [String]

    /// Does what the command says, printing through `session`.
    @MainActor func run(in session: ReplSession) async -> CommandOutcome
}

/// Whether the session reads another line after a command.
public enum CommandOutcome: Sendable {
    /// Read the next line.
    case continueSession
    /// End the session (`quit`, or a `quit` in a sourced file).
    case endSession
}

extension ReplCommand {
    /// No other names.
    public static var aliases: [String] { [] }

    /// Nothing to offer.
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        []
    }

    /// `candidates` while the first argument is being typed; nothing once it is followed by a space.
    static func firstArgument(_ argument: String, _ candidates: () -> [String]) -> [String] {
        argument.contains(where: \.isWhitespace) ? [] : candidates()
    }

    /// `viewModel`, or `nil` after saying that the command is not available in this session.
    @MainActor
    static func available<Model>(_ viewModel: Model?, in session: ReplSession) -> Model? {
        if viewModel == nil { session.report(session.words.notAvailable(command: name)) }
        return viewModel
    }
}

/// A command typed alone, with no argument (`prev`, `status`, `quit`…): its usage is its name.
public protocol CommandWithoutArguments: ReplCommand {
    /// The command.
    init()
}

extension CommandWithoutArguments {
    /// The name alone.
    public static var usage: String { name }

    /// Checks that nothing follows the name.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        try arguments.none()
        self.init()
    }
}
