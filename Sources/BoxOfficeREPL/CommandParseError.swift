import BoxOfficePresentation

/// Why a line is not a command; its message says what to type instead. The parser does not
/// know the language: the session words the error when it prints it (``message(in:)``).
public enum CommandParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No such command; `suggestion` is the nearest known one, if any is near.
    case unknown(String, suggestion: String?)
    /// The command takes fewer arguments.
    case tooManyArguments(command: String, usage: String)
    /// The command needs an argument that was not given.
    case missingArgument(command: String, usage: String)
    /// The argument is not one of the command's choices.
    case notAChoice(command: String, word: String, choices: [String])

    /// One line for the user in `language`. Command names, choices and usages stay as typed;
    /// the word the user typed is echoed with its invisible characters written out
    /// (`'date\u{0}'`), so it never looks like the command suggested.
    public func message(in language: Language) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }

    /// The English message.
    public var description: String { message(in: .english) }

    private var english: String {
        switch self {
        case .unknown(let name, let suggestion?):
            "Unknown command '\(UserText.excerpt(name))'. Did you mean '\(suggestion)'? (`help` lists the commands)"
        case .unknown(let name, nil):
            "Unknown command '\(UserText.excerpt(name))'. `help` lists the commands."
        case .tooManyArguments(let command, let usage):
            "Too many arguments for \(command): usage is `\(usage)`."
        case .missingArgument(let command, let usage):
            "\(command) needs an argument: usage is `\(usage)`."
        case .notAChoice(let command, let word, let choices):
            "'\(UserText.excerpt(word))' is not a choice of \(command): use \(choices.joined(separator: ", "))."
        }
    }

    private var korean: String {
        switch self {
        case .unknown(let name, let suggestion?):
            "알 수 없는 명령 '\(UserText.excerpt(name))'. '\(suggestion)'\(Self.objectParticle(after: suggestion)) "
                + "찾으셨나요? (명령 목록은 `help`)"
        case .unknown(let name, nil):
            "알 수 없는 명령 '\(UserText.excerpt(name))'. 명령 목록은 `help`."
        case .tooManyArguments(_, let usage):
            "인자가 너무 많습니다. 사용법: `\(usage)`"
        case .missingArgument(_, let usage):
            "인자가 필요합니다. 사용법: `\(usage)`"
        case .notAChoice(let command, let word, let choices):
            "\(command)에는 \(choices.joined(separator: ", ")) 중 하나를 쓰세요: '\(UserText.excerpt(word))'"
        }
    }

    /// `을` or `를` after a command name, as it is read in Korean: `detail`(디테일)을,
    /// `date`(데이트)를.
    private static func objectParticle(after command: String) -> String {
        ["detail", "cal", "format", "quit", "exit"].contains(command) ? "을" : "를"
    }
}
