/// Why a line is not a command; the description says what to type instead.
public enum CommandParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No such command; `suggestion` is the nearest known one, if any is near.
    case unknown(String, suggestion: String?)
    /// The command takes fewer arguments.
    case tooManyArguments(command: String, usage: String)

    /// One line for the user.
    public var description: String {
        switch self {
        case .unknown(let name, let suggestion?):
            "Unknown command '\(UserText.excerpt(name))'. Did you mean '\(suggestion)'? (`help` lists the commands)"
        case .unknown(let name, nil):
            "Unknown command '\(UserText.excerpt(name))'. `help` lists the commands."
        case .tooManyArguments(let command, let usage):
            "Too many arguments for \(command): usage is `\(usage)`."
        }
    }
}
