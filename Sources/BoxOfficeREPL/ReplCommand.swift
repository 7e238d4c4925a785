import BoxOfficeDomain
import BoxOfficePresentation

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
    /// `calendar [YYYYMM]`: a month's calendar; the month of the day shown by default.
    case calendar(String?)
    /// `mode [list|icon]`: set the layout (saved); show it when `nil`.
    case mode(ListLayout?)
    /// `format [table|box|plain|csv|json]`: set the output format; show it when `nil`.
    case format(DisplayFormat?)
    /// `width [narrow|wide]`: how wide ambiguous characters are (saved); show it when `nil`.
    case width(AmbiguousWidth?)
    /// `symbols [auto|unicode|ascii]`: the marker and border symbols (saved); show when `nil`.
    case symbols(SymbolChoice?)
    /// `settings`: show the current settings.
    case settings
    /// `clear`: clear the screen (at a terminal; nothing when piped).
    case clear
    /// `source FILE`: run the commands in a file.
    case source(String)
    /// `detail N|CODE|TITLE`: a movie's detail; `nil` when nothing follows (explained).
    case detail(String?)
    /// `poster [N|CODE|TITLE]`: show a poster in the terminal, or its address.
    case poster(String?)
    /// `status`: data source, local store, KOBIS calls today.
    case status
    /// `help [COMMAND]`.
    case help(String?)
    /// `quit` or `exit`.
    case quit
}

extension ReplCommand {
    /// Whether running the command may call KOBIS (a day, its prefetched details, a detail or
    /// the detail behind a poster), so the session checks the day's call budget after it.
    var mayReachKOBIS: Bool {
        switch self {
        case .date, .previous, .next, .refresh, .detail, .poster: true
        case .calendar, .mode, .format, .width, .symbols, .settings, .clear, .source, .status, .help, .quit:
            false
        }
    }
}
