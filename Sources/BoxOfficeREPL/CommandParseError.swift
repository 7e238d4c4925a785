/// Why a line is not a command; the description says what to type instead.
public enum CommandParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No such command; `suggestion` is the nearest known one, if any is near.
    case unknown(String, suggestion: String?)
    /// The command takes fewer arguments.
    case tooManyArguments(command: String, usage: String)
    /// The command needs an argument that was not given.
    case missingArgument(command: String, usage: String)
    /// The argument is not one of the command's choices.
    case notAChoice(command: String, word: String, choices: [String])

    /// One line for the user.
    public var description: String {
        switch self {
        case .unknown(let name, let suggestion?):
            "\(Self.unknownCommand(name)). Did you mean '\(suggestion)'? (`help` lists the commands)"
        case .unknown(let name, nil):
            "\(Self.unknownCommand(name)). `help` lists the commands."
        case .tooManyArguments(let command, let usage):
            "Too many arguments for \(command): usage is `\(usage)`."
        case .missingArgument(let command, let usage):
            "\(command) needs an argument: usage is `\(usage)`."
        case .notAChoice(let command, let word, let choices):
            "'\(UserText.excerpt(word))' is not a choice of \(command): use \(choices.joined(separator: ", "))."
        }
    }

    /// `Unknown command 'xyz'`, the word's invisible characters written out (`'date\u{0}'`),
    /// so it never looks like the command suggested.
    private static func unknownCommand(_ name: String) -> String {
        "Unknown command '\(UserText.excerpt(name))'"
    }
}
