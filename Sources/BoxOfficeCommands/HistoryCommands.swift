// `trend`, `top` and `compare`: films over time from the local store, each command's arguments and the
// intent it sends its ViewModel.

import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation
import Foundation

public struct TrendCommand: SessionCommand {
    public static let configuration = shellHelp("trend")
    public static let usage = "trend [--spark] N|MOVIECODE|TITLE"
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.offered(changesStore: false)

    @Flag(name: .customLong("spark"), help: "One line of bars instead of a table.")
    public var sparkline = false
    @Argument(
        help: ArgumentHelp("The row of the list shown, the KOBIS movie code or a title.", valueName: "MOVIE"))
    public var words: [String]
    @OptionGroup public var filters: FilterOptions
    @OptionGroup public var run: RunOptions

    public init() {}

    public var movie: String { words.joined(separator: " ") }

    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        sources.movies(argument)
    }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        guard let filter = filters.historyFilter(reportingTo: session) else { return .continueSession }
        let (trend, shown) = (session.viewModels.trend, session.viewModels.sessionState.chart)
        await session.runCancellable { [movie, sparkline] in
            await trend.trend(movie, shown: shown, sparkline: sparkline, filter: filter)
        }
        return .continueSession
    }
}

public struct TopCommand: SessionCommand {
    public static let configuration = shellHelp("top")
    public static let usage = "top FROM [TO] [--limit N]"
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.offered(changesStore: false)
    public static let takesDays = true

    @Argument(
        help: ArgumentHelp(
            "The first day: YYYYMMDD, YYYY-MM-DD, M/D, yesterday or -N days back.", valueName: "FROM"))
    public var from: String
    @Argument(help: ArgumentHelp("The last day (default: yesterday).", valueName: "TO"))
    public var last: String?
    @Option(parsing: .unconditional, help: "How many films, from 1.")
    public var limit = TopFilmsViewModel.defaultLimit
    @OptionGroup public var filters: FilterOptions
    @OptionGroup public var run: RunOptions

    public init() {}

    public var to: String { last ?? "yesterday" }

    public func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit takes a whole number from 1, not \(limit).") }
    }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        guard let filter = filters.historyFilter(reportingTo: session) else { return .continueSession }
        let top = session.viewModels.top
        await session.runCancellable { [from, to, limit] in
            await top.top(from: from, to: to, limit: limit, filter: filter)
        }
        return .continueSession
    }
}

public struct CompareCommand: SessionCommand {
    public static let configuration = shellHelp("compare")
    public static let usage = "compare A B"
    public static let mayReachKOBIS = false
    public static let assistantTool = AssistantTool.offered(changesStore: false)

    @Argument(
        help: ArgumentHelp("Two films: two words, or titles with spaces parted by ` / `.", valueName: "FILMS")
    )
    public var words: [String]
    @OptionGroup public var filters: FilterOptions
    @OptionGroup public var run: RunOptions

    public init() {}

    /// `A / B` (titles with spaces), or exactly two words; the same film twice has nothing to compare.
    func films() throws(CommandParseError) -> (first: String, second: String) {
        let films = try typedFilms()
        guard films.first.lowercased() != films.second.lowercased() else {
            throw .sameFilmTwice(command: Self.name, film: films.first, usage: Self.usage)
        }
        return films
    }

    private func typedFilms() throws(CommandParseError) -> (first: String, second: String) {
        let halves = words.joined(separator: " ").components(separatedBy: " / ").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if halves.count == 2, halves.allSatisfy({ !$0.isEmpty }) { return (halves[0], halves[1]) }
        if words.count == 2, halves.count == 1 { return (words[0], words[1]) }
        if words.count < 2 { throw .missingArgument(command: Self.name, usage: Self.usage) }
        throw .tooManyArguments(command: Self.name, usage: Self.usage)
    }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let films: (first: String, second: String)
        do {
            films = try self.films()
        } catch {
            session.reportUsage(error.message(in: session.words))
            return .continueSession
        }
        guard let filter = filters.historyFilter(reportingTo: session) else { return .continueSession }
        let (compare, shown) = (session.viewModels.compare, session.viewModels.sessionState.chart)
        await session.runCancellable {
            await compare.compare(films.first, films.second, shown: shown, filter: filter)
        }
        return .continueSession
    }
}
