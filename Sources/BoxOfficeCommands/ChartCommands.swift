// The chart commands: `date` (a day), `weekly`, `weekend` and `weekdays` (a week), one shape for all four.

import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation

/// A command that shows a chart: `date [DAY]`, or a week's with `weekly`, `weekend`, `weekdays`
/// (any day of the week names it). With no day: the latest day, or the latest week that is over.
public protocol ChartCommand: SessionCommand {
    static var kind: ChartKind { get }
    /// The day as typed (`20220105`, `2022-01-05`, `1/5`, `yesterday`, `-3`); `nil`: the latest.
    var day: String? { get }
    var filters: FilterOptions { get }
}

extension ChartCommand {
    public static var usage: String { "\(name) [DAY]" }
    /// The chart is fetched (and a day's details prefetched).
    public static var mayReachKOBIS: Bool { true }
    /// A tool of its own name: `weekly`, `weekend`, `weekdays`.
    public static var assistantTool: AssistantTool { .offered(changesStore: false) }
    public static var takesDays: Bool { true }

    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        firstArgument(argument, sources.suggestedDates)
    }

    /// Loads the chart under the filter given with it (Ctrl-C cancels); a day or a filter that
    /// cannot be read is explained without a request.
    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let (list, shared) = (session.viewModels.list, session.viewModels.sessionState)
        guard filters.isGiven else {
            await session.runCancellable { [day] in
                await list.load(Self.kind, typed: day, in: shared.chartSelection)
            }
            return .continueSession
        }
        let filter: ChartFilter
        do {
            filter = try filters.filter(over: shared.filter)
        } catch {
            session.reportUsage(session.words.text(for: error))
            return .continueSession
        }
        await session.runCancellable { [day] in
            await list.load(Self.kind, typed: day, filter: filter, in: shared.chartSelection)
        }
        return .continueSession
    }
}

/// The day a chart command takes.
public struct ChartDay: ParsableArguments, Sendable {
    @Argument(
        help: ArgumentHelp(
            "The day, or any day of the week: YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N days back "
                + "(default: the latest day, or the latest week that is over).", valueName: "DAY"))
    public var day: String?

    public init() {}
}

/// `date [DAY]`: a day's chart (`boxoffice daily` one-shot); the latest day with figures when no day is given.
public struct DateCommand: ChartCommand {
    public static let configuration = shellHelp("date", aliases: ["daily"])
    public static let kind = ChartKind.daily
    /// `date` at the prompt, `daily` at the shell (its alias): an assistant asks for the daily chart.
    public static let assistantTool = AssistantTool.offered(as: "daily", changesStore: false)
    @OptionGroup public var typed: ChartDay
    @OptionGroup public var filters: FilterOptions
    @OptionGroup public var run: RunOptions
    public var day: String? { typed.day }
    public init() {}
}

/// `weekly [DAY]`: the Monday-to-Sunday chart of the week `DAY` falls in (KOBIS `weekGb=0`).
public struct WeeklyCommand: ChartCommand {
    public static let configuration = shellHelp("weekly")
    public static let kind = ChartKind.weekly
    @OptionGroup public var typed: ChartDay
    @OptionGroup public var filters: FilterOptions
    @OptionGroup public var run: RunOptions
    public var day: String? { typed.day }
    public init() {}
}

/// `weekend [DAY]`: the Friday-to-Sunday chart of the week `DAY` falls in (KOBIS `weekGb=1`).
public struct WeekendCommand: ChartCommand {
    public static let configuration = shellHelp("weekend")
    public static let kind = ChartKind.weekend
    @OptionGroup public var typed: ChartDay
    @OptionGroup public var filters: FilterOptions
    @OptionGroup public var run: RunOptions
    public var day: String? { typed.day }
    public init() {}
}

/// `weekdays [DAY]`: the Monday-to-Thursday chart of the week `DAY` falls in (KOBIS `weekGb=2`).
public struct WeekdaysCommand: ChartCommand {
    public static let configuration = shellHelp("weekdays")
    public static let kind = ChartKind.weekdays
    @OptionGroup public var typed: ChartDay
    @OptionGroup public var filters: FilterOptions
    @OptionGroup public var run: RunOptions
    public var day: String? { typed.day }
    public init() {}
}

/// `--nation`, `--kind` and `--region`: which films a chart counts, in the words `filter` takes.
public struct FilterOptions: ParsableArguments, Sendable {
    @Option(help: "korean, foreign or all (default: all).", completion: .list(["korean", "foreign", "all"]))
    public var nation: String?

    @Option(
        help: "diversity (다양성), commercial (상업) or all (default: all).",
        completion: .list(["diversity", "commercial", "all"]))
    public var kind: String?

    @Option(
        help: "One of KOBIS's 17 regions, by its Korean or English name (서울시, Busan…); default: all.",
        completion: .list(ChartFilterInput.completions(for: .region)))
    public var region: String?

    public init() {}

    var isGiven: Bool { nation != nil || kind != nil || region != nil }

    /// What a history (`trend`, `top`, `compare`) reads: every film but for the aspects given, never
    /// the session's filter; a word that names nothing is reported as typed wrong, and `nil` given.
    @MainActor
    func historyFilter(reportingTo session: any CommandSession) -> ChartFilter? {
        do {
            return try filter(over: .all)
        } catch {
            session.reportUsage(session.words.text(for: error))
            return nil
        }
    }

    /// `current` with the aspects given changed.
    /// - Throws: ``FilterInputError`` for a word that names no choice or region.
    func filter(over current: ChartFilter) throws(FilterInputError) -> ChartFilter {
        var filter = current
        if let nation { filter.nation = try ChartFilterInput.nation(nation) }
        if let kind { filter.kind = try ChartFilterInput.kind(kind) }
        if let region { filter.region = try ChartFilterInput.region(region) }
        return filter
    }
}
