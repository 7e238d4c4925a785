// How `sync` and `export` read what is typed after them: FROM and TO, then options, as the one-shot forms take them.

import BoxOfficeDomain
import BoxOfficePresentation

/// The words after `sync` or `export`: FROM and TO (TO is FROM when left out), and `--name value`
/// options and `--flag`s in any order, each read the way the one-shot command's option of the same
/// name is.
struct HistoryArguments {
    /// FROM as typed.
    let from: String
    /// TO as typed (FROM when left out).
    let to: String
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    private let command: String

    /// Reads `arguments` of `command`, whose options with a value are `options` and without one `flags`.
    /// - Throws: ``CommandParseError`` for no day, a third day, an option not known or
    ///   without its value.
    init(_ arguments: CommandArguments, of command: any ReplCommand.Type, options: [String], flags: [String])
        throws(CommandParseError)
    {
        self.command = command.name
        var days: [String] = []
        var words = arguments.words[...]
        while let word = words.popFirst() {
            if options.contains(word) {
                guard let value = words.popFirst() else {
                    throw .missingArgument(command: command.name, usage: command.usage)
                }
                values[word] = value
            } else if flags.contains(word) {
                self.flags.insert(word)
            } else if word.hasPrefix("--") {
                throw .notAChoice(command: command.name, word: word, choices: options + flags)
            } else {
                days.append(word)
            }
        }
        guard let first = days.first else {
            throw .missingArgument(command: command.name, usage: command.usage)
        }
        guard days.count <= 2 else { throw .tooManyArguments(command: command.name, usage: command.usage) }
        from = first
        to = days.last ?? first
    }

    /// Whether `flag` was typed.
    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The choice `option` names (any case), `nil` when it was not typed.
    func choice<Choice: RawRepresentable<String> & CaseIterable>(_ option: String) throws(CommandParseError)
        -> Choice?
    {
        guard let word = values[option] else { return nil }
        guard let choice = Choice(rawValue: word.lowercased()) else {
            throw .notAChoice(
                command: "\(command) \(option)", word: word, choices: Choice.allCases.map(\.rawValue))
        }
        return choice
    }

    /// The choices `option` names, comma-separated (`daily,weekend`), `fallback` when it was not typed.
    func choices<Choice: RawRepresentable<String> & CaseIterable>(
        _ option: String, default fallback: [Choice]
    )
        throws(CommandParseError) -> [Choice]
    {
        guard let text = values[option] else { return fallback }
        var chosen: [Choice] = []
        for word in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let choice = Choice(rawValue: word.lowercased()) else {
                throw .notAChoice(
                    command: "\(command) \(option)", word: String(word),
                    choices: Choice.allCases.map(\.rawValue))
            }
            chosen.append(choice)
        }
        return chosen
    }

    /// The whole number `option` gives, within `range`; `fallback` when it was not typed.
    func number(_ option: String, in range: ClosedRange<Int>, default fallback: Int) throws(CommandParseError)
        -> Int
    {
        guard let word = values[option] else { return fallback }
        guard let number = Int(word), range.contains(number) else {
            throw .notAChoice(
                command: "\(command) \(option)", word: word,
                choices: ["\(range.lowerBound)…\(range.upperBound)"])
        }
        return number
    }
}
