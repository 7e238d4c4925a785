/// The words typed after a command's name, and the ways a command reads them: none, one word at
/// most, a choice, or the rest of the line. Each way throws the error that names the command and
/// its usage.
public struct CommandArguments: Sendable {
    /// The words, split at white space.
    public let words: [String]
    private let command: any ReplCommand.Type

    /// The `words` typed after the name of `command`.
    public init(_ words: [String], of command: any ReplCommand.Type) {
        self.words = words
        self.command = command
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
            throw .notAChoice(command: command.name, word: word, choices: Choice.allCases.map(\.rawValue))
        }
        return choice
    }

    /// The rest of the line, its words joined by single spaces (a title may have spaces), or `nil`
    /// when nothing was typed.
    public var rest: String? {
        words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The rest of the line, which must not be empty.
    /// - Throws: ``CommandParseError/missingArgument(command:usage:)`` when nothing was typed.
    public func requiredRest() throws(CommandParseError) -> String {
        guard let rest else { throw .missingArgument(command: command.name, usage: command.usage) }
        return rest
    }

    private var tooMany: CommandParseError {
        .tooManyArguments(command: command.name, usage: command.usage)
    }
}
