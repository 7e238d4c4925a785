// The chart commands: `date` (a day), `weekly`, `weekend` and `weekdays` (a week), one shape for all four.

import BoxOfficeDomain
import BoxOfficePresentation

/// A command that shows a chart: `date [DAY]`, or a week's with `weekly`, `weekend`, `weekdays`
/// (any day of the week names it). With no day: the latest day, or the latest week that is over.
/// `prev` and `next` then move a day or a week at a time.
public protocol ChartCommand: ReplCommand {
    /// The chart it shows.
    static var kind: ChartKind { get }
    /// The day as typed (`20220105`, `2022-01-05`, `1/5`, `yesterday`, `-3`); `nil`: the latest.
    var day: String? { get }
    /// Makes the command for a typed day.
    init(day: String?)
}

extension ChartCommand {
    /// `weekly [DAY]`.
    public static var usage: String { "\(name) [DAY]" }
    /// The chart is fetched (and a day's details prefetched).
    public static var mayReachKOBIS: Bool { true }

    /// Reads one optional day.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        self.init(day: try arguments.optionalWord())
    }

    /// Recent days.
    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        firstArgument(argument, sources.suggestedDates)
    }

    /// Loads the chart under the filter (Ctrl-C cancels); a day that cannot be read is explained
    /// without a request.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        let list = session.viewModels.list
        await session.runCancellable { [day] in await list.load(Self.kind, typed: day) }
        return .continueSession
    }
}

/// `date [DAY]`: a day's chart; the latest day with figures when no day is given.
public struct DateCommand: ChartCommand, Equatable {
    /// `date`.
    public static let name = "date"
    /// One day.
    public static let kind = ChartKind.daily
    /// The day as typed.
    public let day: String?

    /// The command for a typed day.
    public init(day: String?) { self.day = day }
}

/// `weekly [DAY]`: the Monday-to-Sunday chart of the week `DAY` falls in (KOBIS `weekGb=0`).
public struct WeeklyCommand: ChartCommand, Equatable {
    /// `weekly`.
    public static let name = "weekly"
    /// Monday to Sunday.
    public static let kind = ChartKind.weekly
    /// The day as typed.
    public let day: String?

    /// The command for a typed day.
    public init(day: String?) { self.day = day }
}

/// `weekend [DAY]`: the Friday-to-Sunday chart of the week `DAY` falls in (KOBIS `weekGb=1`).
public struct WeekendCommand: ChartCommand, Equatable {
    /// `weekend`.
    public static let name = "weekend"
    /// Friday to Sunday.
    public static let kind = ChartKind.weekend
    /// The day as typed.
    public let day: String?

    /// The command for a typed day.
    public init(day: String?) { self.day = day }
}

/// `weekdays [DAY]`: the Monday-to-Thursday chart of the week `DAY` falls in (KOBIS `weekGb=2`).
public struct WeekdaysCommand: ChartCommand, Equatable {
    /// `weekdays`.
    public static let name = "weekdays"
    /// Monday to Thursday.
    public static let kind = ChartKind.weekdays
    /// The day as typed.
    public let day: String?

    /// The command for a typed day.
    public init(day: String?) { self.day = day }
}
