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
