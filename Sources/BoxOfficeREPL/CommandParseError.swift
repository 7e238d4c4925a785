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
            "알 수 없는 명령 '\(UserText.excerpt(name))'. '\(suggestion)'\(Self.particle(.object, after: suggestion)) "
                + "찾으셨나요? (명령 목록은 `help`)"
        case .unknown(let name, nil):
            "알 수 없는 명령 '\(UserText.excerpt(name))'. 명령 목록은 `help`."
        case .tooManyArguments(_, let usage):
            "인자가 너무 많습니다. 사용법: `\(usage)`"
        case .missingArgument(_, let usage):
            "인자가 필요합니다. 사용법: `\(usage)`"
        case .notAChoice(let command, let word, let choices):
            "\(KoreanParticle.topic.quoted(UserText.excerpt(word))) 쓸 수 없습니다: "
                + "\(command)\(Self.particle(.topic, after: command)) \(Self.alternatives(choices))입니다."
        }
    }

    /// The last syllable of the command names whose Korean reading ends in a consonant:
    /// `detail`(디테일)을, `format`(포맷)은; every other name ends in a vowel: `date`(데이트)를,
    /// `mode`(모드)는. ``KoreanParticle`` cannot read Latin letters, so the names are listed here.
    static let lastSyllables: [String: String] = [
        "detail": "일", "cal": "캘", "format": "맷", "quit": "큇", "exit": "싯",
    ]

    /// `particle` after a command name, as the name is read in Korean.
    static func particle(_ particle: KoreanParticle, after command: String) -> String {
        particle.after(lastSyllables[command] ?? "이")
    }

    /// `list 또는 icon`, `a, b 또는 c`.
    private static func alternatives(_ choices: [String]) -> String {
        guard let last = choices.last, choices.count > 1 else { return choices.joined() }
        return choices.dropLast().joined(separator: ", ") + " 또는 " + last
    }
}
