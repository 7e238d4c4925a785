// What the site serves, a line a screen: each address a command every front already has.

import BoxOfficeCommands

/// One screen of the site: `GET PATH?NAME=VALUE…` runs `command`, the query's names being its
/// declaration's own (a request is a command, as a prompt line and a tool call are).
public struct ServedScreen: Sendable {
    public let path: String
    public let command: any SessionCommand.Type

    init(_ path: String, _ command: any SessionCommand.Type) {
        self.path = path
        self.command = command
    }

    /// The name the command is run as (what a refusal names): the path without its slash.
    public var name: String { String(path.dropFirst()) }
}

/// The screens served: read-only commands an assistant is offered too, each under its tool's name.
/// A new screen is a line here and its view's `bind` (Views/).
public enum WebScreens {
    public static let served: [ServedScreen] = [
        ServedScreen("/daily", DateCommand.self),
        ServedScreen("/weekly", WeeklyCommand.self),
        ServedScreen("/weekend", WeekendCommand.self),
        ServedScreen("/weekdays", WeekdaysCommand.self),
        ServedScreen("/detail", MovieDetailCommand.self),
        ServedScreen("/calendar", CalendarCommand.self),
        ServedScreen("/trend", TrendCommand.self),
        ServedScreen("/top", TopCommand.self),
        ServedScreen("/compare", CompareCommand.self),
        ServedScreen("/search", SearchCommand.self),
        ServedScreen("/people", PeopleCommand.self),
        ServedScreen("/person", PersonCommand.self),
        ServedScreen("/company", CompanyCommand.self),
        ServedScreen("/openings", OpeningsCommand.self),
        ServedScreen("/months", MonthsCommand.self),
        ServedScreen("/shares", SharesCommand.self),
        ServedScreen("/codes", CodesCommand.self),
    ]

    /// Read-only tools with no page: `status` names this machine's files and the key's calls, which
    /// are no business of whoever may reach the site (`--host`).
    public static let unserved: [any SessionCommand.Type] = [AppStatusCommand.self]

    /// `/`: the daily chart.
    public static let home = served[0]

    /// A poster's image bytes for the chart's icons and the detail (no screen of its own).
    public static let poster = ServedScreen("/poster", PosterCommand.self)
}
