// `trend`, `top` and `compare`: films over time from the local store, and how the session prints their answers.

import BoxOfficeDomain
import BoxOfficePresentation

/// `trend [--spark] N|MOVIECODE|TITLE`: a film's daily audience over its run, from the store.
public struct TrendCommand: ReplCommand, Equatable {
    /// `trend`.
    public static let name = "trend"
    /// `trend [--spark] N|MOVIECODE|TITLE`.
    public static let usage = "trend [--spark] N|MOVIECODE|TITLE"
    /// It reads the store only.
    public static let mayReachKOBIS = false
    /// The flag that asks for a sparkline.
    static let sparkFlag = "--spark"

    /// The row, code or title typed.
    public let movie: String?
    /// Whether `--spark` was typed.
    public let sparkline: Bool

    /// The trend of `movie`, as a sparkline when `sparkline`.
    public init(movie: String?, sparkline: Bool = false) {
        self.movie = movie
        self.sparkline = sparkline
    }

    /// Reads `--spark` (first or last) and the rest of the line as the movie.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        var words = arguments.words
        let sparkline = words.contains(Self.sparkFlag)
        words.removeAll { $0 == Self.sparkFlag }
        guard !words.isEmpty else { throw .missingArgument(command: Self.name, usage: Self.usage) }
        self.init(movie: words.joined(separator: " "), sparkline: sparkline)
    }

    /// The ranks, codes and titles of the list shown.
    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        sources.movies(argument)
    }

    /// Asks the store for the trend (Ctrl-C cancels).
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let history = Self.available(session.viewModels.history, in: session) else {
            return .continueSession
        }
        await session.runCancellable { [movie, sparkline] in await history.trend(movie, sparkline: sparkline)
        }
        return .continueSession
    }
}

/// `top FROM [TO] [--limit N]`: the films of a period (to yesterday when TO is not typed) ranked
/// by the tickets they sold in it.
public struct TopCommand: ReplCommand, Equatable {
    /// `top`.
    public static let name = "top"
    /// `top FROM [TO] [--limit N]`.
    public static let usage = "top FROM [TO] [--limit N]"
    /// It reads the store only.
    public static let mayReachKOBIS = false

    /// The first day, as typed.
    public let from: String
    /// The last day, as typed.
    public let to: String
    /// How many films to show.
    public let limit: Int

    /// The top `limit` films of `from`…`to`.
    public init(from: String, to: String, limit: Int = FilmHistoryViewModel.defaultLimit) {
        self.from = from
        self.to = to
        self.limit = limit
    }

    /// Reads one day (up to yesterday) or two, and an optional `--limit N` (N from 1).
    public init(arguments: CommandArguments) throws(CommandParseError) {
        var words = arguments.words
        var limit = FilmHistoryViewModel.defaultLimit
        if let flag = words.firstIndex(of: "--limit") {
            guard flag + 1 < words.count, let number = Int(words[flag + 1]), number > 0 else {
                throw .missingArgument(command: Self.name, usage: Self.usage)
            }
            limit = number
            words.removeSubrange(flag...flag + 1)
        }
        guard words.count <= 2 else { throw .tooManyArguments(command: Self.name, usage: Self.usage) }
        guard let first = words.first else { throw .missingArgument(command: Self.name, usage: Self.usage) }
        self.init(from: first, to: words.count == 2 ? words[1] : "yesterday", limit: limit)
    }

    /// Asks the store for the period's films.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let history = Self.available(session.viewModels.history, in: session) else {
            return .continueSession
        }
        await session.runCancellable { [from, to, limit] in
            await history.top(from: from, to: to, limit: limit)
        }
        return .continueSession
    }
}

/// `compare A B`: two films' runs side by side; titles with spaces are parted by ` / `.
public struct CompareCommand: ReplCommand, Equatable {
    /// `compare`.
    public static let name = "compare"
    /// `compare A B`.
    public static let usage = "compare A B"
    /// It reads the store only.
    public static let mayReachKOBIS = false

    /// The first film typed.
    public let first: String
    /// The second film typed.
    public let second: String

    /// Compares `first` with `second`.
    public init(first: String, second: String) {
        self.first = first
        self.second = second
    }

    /// Reads `A / B` (titles with spaces), or exactly two words.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        let halves = arguments.text.components(separatedBy: " / ").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if halves.count == 2, halves.allSatisfy({ !$0.isEmpty }) {
            self.init(first: halves[0], second: halves[1])
        } else if arguments.words.count == 2, halves.count == 1 {
            self.init(first: arguments.words[0], second: arguments.words[1])
        } else if arguments.words.count < 2 {
            throw .missingArgument(command: Self.name, usage: Self.usage)
        } else {
            throw .tooManyArguments(command: Self.name, usage: Self.usage)
        }
    }

    /// Asks the store for both runs.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let history = Self.available(session.viewModels.history, in: session) else {
            return .continueSession
        }
        await session.runCancellable { [first, second] in await history.compare(first, second) }
        return .continueSession
    }
}

/// How the session prints what the history ViewModel publishes.
enum HistoryDisplay {
    /// The view in the current format on standard output, then its notes (the days the store
    /// lacks and the `sync` that fills them, other matches) on standard error.
    @MainActor
    static func show(_ content: FilmHistoryViewData, in session: ReplSession) {
        let columns = session.options.columns()
        switch content {
        case .trend(let view): session.printLines(session.display.render(view, columns: columns))
        case .top(let view): session.printLines(session.display.render(view, columns: columns))
        case .comparison(let view): session.printLines(session.display.render(view, columns: columns))
        }
        session.note(content.notes.map(TerminalText.sanitize))
    }
}
