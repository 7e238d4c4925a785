import BoxOfficePresentation

/// Why a line is not a command; its message says what to type instead. The parser does not
/// know the language: the session words the error when it prints it (``message(in:)``).
public enum CommandParseError: Error, Equatable, Sendable {
    /// No such command; `suggestion` is the nearest known one, if any is near.
    case unknown(String, suggestion: String?)
    /// The command takes fewer arguments.
    case tooManyArguments(command: String, usage: String)
    /// More words after the command's name than any command takes (``CommandList/mostWords``).
    case tooManyWords(command: String, limit: Int)
    /// The command needs an argument that was not given.
    case missingArgument(command: String, usage: String)
    /// The argument is not one of the command's choices.
    case notAChoice(command: String, word: String, choices: [String])
    /// A word of `filter` names no choice or region.
    case filter(FilterInputError)
    /// The arguments are not what the command's declaration takes; `detail` is the parser's account.
    case wrongArguments(command: String, usage: String, detail: String)
    /// An option for starting the program, typed at the prompt.
    case startOption(String)
    /// A bare `-N` (days back) given to a command that takes no day (``DaysBackArgument/refusal(_:of:calledAs:)``).
    case daysBackNotTaken(command: String, word: String, usage: String)
    /// `compare X X`: the same film typed twice.
    case sameFilmTwice(command: String, film: String, usage: String)

    /// One line for the user in `words`' language. Command names, choices and usages stay as
    /// typed; the word the user typed is echoed with its invisible characters written out
    /// (`'date\u{0}'`), so it never looks like the command suggested.
    public func message(in words: any Words) -> String {
        switch self {
        case .unknown(let name, let suggestion):
            words.unknownCommand(UserText.excerpt(name), suggestion: suggestion)
        case .tooManyArguments(let command, let usage):
            words.tooManyArguments(command: command, usage: usage)
        case .tooManyWords(let command, let limit):
            words.tooManyWords(command: command, limit: limit)
        case .missingArgument(let command, let usage):
            words.missingArgument(command: command, usage: usage)
        case .notAChoice(let command, let word, let choices):
            words.notAChoice(UserText.excerpt(word), command: command, choices: choices)
        case .filter(let error):
            words.text(for: error)
        case .wrongArguments(let command, let usage, let detail):
            words.wrongArguments(
                command: command, usage: usage,
                detail: UserText.excerpt(
                    detail.hasSuffix(".") ? String(detail.dropLast()) : detail, limit: 200))
        case .startOption(let option):
            words.startOption(option)
        case .daysBackNotTaken(let command, let word, let usage):
            words.daysBackNotTaken(word, command: command, usage: usage)
        case .sameFilmTwice(let command, let film, let usage):
            words.sameFilmTwice(UserText.excerpt(film), command: command, usage: usage)
        }
    }

}
