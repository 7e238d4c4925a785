/// A command the user typed at the prompt, parsed.
public enum ReplCommand: Equatable, Sendable {
    /// `date [DATE]`: show a day; the default day when no date is given.
    case date(String?)
    /// `prev`: the day before.
    case previous
    /// `next`: the day after.
    case next
    /// `refresh`: fetch the shown day again.
    case refresh
    /// `help [COMMAND]`.
    case help(String?)
    /// `quit` or `exit`.
    case quit
}
