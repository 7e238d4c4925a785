// `date -3` and `sync -3 -1`: a bare `-N` made readable to ArgumentParser, at the prompt and one-shot alike.

/// ArgumentParser reads any word starting with `-` as an option, so `-3` alone is an unknown
/// option and only `date -- -3` would reach the `DAY` argument. Before parsing, the bare
/// `-<digits>` given to a command that takes days are moved, in their order, behind a `--` at the
/// end: `top -10 -1 --limit 5` becomes `top --limit 5 -- -10 -1`. Nothing else is touched: other
/// commands, arguments after a `--` already there, and words that merely contain `-3`.
public enum DaysBackArgument {
    /// The options of those commands that take no value: a word after any other option is its value.
    public static let flags: Set = ["--demo", "--dry-run", "--help", "-h"]

    /// `arguments` (after the command's name) with the days moved behind `--`, in their order
    /// (`sync -3 yesterday` keeps FROM before TO), when one of them is a bare `-N`.
    public static func normalized(_ arguments: [String], of command: any SessionCommand.Type) -> [String] {
        guard command.takesDays, !arguments.contains("--"), arguments.contains(where: isDaysBack) else {
            return arguments
        }
        var options: [String] = []
        var days: [String] = []
        var valueExpected = false
        for word in arguments {
            if valueExpected {
                options.append(word)
                valueExpected = false
            } else if isDaysBack(word) || !word.hasPrefix("-") {
                days.append(word)
            } else {
                options.append(word)
                valueExpected = !word.contains("=") && !flags.contains(word)
            }
        }
        return options + ["--"] + days
    }

    /// Why `arguments` are refused when `command` takes no day but one of them is a bare `-N` (not an
    /// option's value): ArgumentParser would call it an unknown option, or a missing argument; `nil` otherwise.
    public static func refusal(
        _ arguments: [String], of command: any SessionCommand.Type, calledAs name: String
    )
        -> CommandParseError?
    {
        guard !command.takesDays else { return nil }
        var valueExpected = false
        for word in arguments {
            if word == "--" { return nil }
            if valueExpected {
                valueExpected = false
            } else if isDaysBack(word) {
                return .daysBackNotTaken(command: name, word: word, usage: command.usage)
            } else if word.hasPrefix("-") {
                valueExpected = !word.contains("=") && !flags.contains(word)
            }
        }
        return nil
    }

    /// Whether `argument` is `-` followed by one or more ASCII digits, e.g. `-3` or `-0`.
    static func isDaysBack(_ argument: String) -> Bool {
        guard argument.hasPrefix("-") else { return false }
        let digits = argument.dropFirst()
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
