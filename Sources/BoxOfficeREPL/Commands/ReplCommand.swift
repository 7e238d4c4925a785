// What a command is: its name, usage, Tab completions and run, and how it reads the words typed after it.

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

/// What was typed after a command's name, and the ways a command reads it: none, one word at
/// most, a choice, or the rest of the line as typed. Each way throws the error that names the
/// command as it was typed (an alias too) and its usage.
public struct CommandArguments: Sendable {
    /// The words, split at white space.
    public let words: [String]
    /// Everything after the name without the white space at either end, its inner spaces as typed.
    public let text: String
    private let command: any ReplCommand.Type
    /// The name or alias typed, lower-cased.
    private let typedName: String

    /// `text` typed after `name` (`nil`: the command's own name), which stands for `command`.
    public init(_ text: some StringProtocol, of command: any ReplCommand.Type, calledAs name: String? = nil) {
        self.text = String(Substring(text).trimmingWhitespace)
        words = self.text.split(whereSeparator: \.isWhitespace).map(String.init)
        self.command = command
        typedName = name ?? command.name
    }

    /// Checks that nothing was typed.
    /// - Throws: ``CommandParseError/tooManyArguments(command:usage:)`` otherwise.
    public func none() throws(CommandParseError) {
        guard words.isEmpty else { throw tooMany }
    }

    /// The one word typed, or `nil` when none was.
    /// - Throws: ``CommandParseError/tooManyArguments(command:usage:)`` for more than one.
    public func optionalWord() throws(CommandParseError) -> String? {
        guard words.count <= 1 else { throw tooMany }
        return words.first
    }

    /// The choice named by the one word typed (any case), or `nil` when none was.
    /// - Throws: ``CommandParseError/notAChoice(command:word:choices:)`` for a word that names none.
    public func optionalChoice<Choice: RawRepresentable<String> & CaseIterable>(of type: Choice.Type)
        throws(CommandParseError) -> Choice?
    {
        guard let word = try optionalWord() else { return nil }
        guard let choice = Choice(rawValue: word.lowercased()) else {
            throw .notAChoice(command: typedName, word: word, choices: Choice.allCases.map(\.rawValue))
        }
        return choice
    }

    /// The rest of the line as typed (a title or a path may have spaces, kept as they are), or
    /// `nil` when nothing was typed.
    public var rest: String? {
        text.isEmpty ? nil : text
    }

    /// The rest of the line, which must not be empty.
    /// - Throws: ``CommandParseError/missingArgument(command:usage:)`` when nothing was typed.
    public func requiredRest() throws(CommandParseError) -> String {
        guard let rest else { throw .missingArgument(command: typedName, usage: usage) }
        return rest
    }

    private var tooMany: CommandParseError {
        .tooManyArguments(command: typedName, usage: usage)
    }

    /// The usage with the name as typed: `cal [YYYYMM]` for `cal`.
    private var usage: String {
        guard command.usage.hasPrefix(command.name) else { return command.usage }
        return typedName + command.usage.dropFirst(command.name.count)
    }
}
