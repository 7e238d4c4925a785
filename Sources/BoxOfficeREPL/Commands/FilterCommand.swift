import BoxOfficeDomain
import BoxOfficePresentation

/// `filter [nation|kind|region VALUE | clear]`: which films every chart counts, kept until changed;
/// alone, says the filter in force. A change shows the chart on screen again under the new filter.
public struct FilterCommand: ReplCommand, Equatable {
    /// What the command changes.
    public enum Change: Equatable, Sendable {
        /// Korean or foreign films.
        case nation(ChartFilter.Nation)
        /// Diversity or commercial films.
        case kind(ChartFilter.FilmKind)
        /// A region, or `nil` for the whole country.
        case region(Region?)
        /// Every film, everywhere.
        case clear
    }

    /// `filter`.
    public static let name = "filter"
    /// `filter [nation|kind|region NAME]` (and `filter clear`).
    public static let usage = "filter [nation|kind|region NAME]"
    /// A change fetches the chart on screen again.
    public static let mayReachKOBIS = true

    /// The change typed; `nil`: say the filter in force.
    public let change: Change?

    init(change: Change?) {
        self.change = change
    }

    /// Reads `nation korean`, `kind 다양성`, `region 서울시` (a region's name may have spaces) or `clear`.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        guard let aspect = arguments.words.first?.lowercased() else {
            change = nil
            return
        }
        let value = arguments.words.dropFirst().joined(separator: " ")
        let choices = FilterAspect.allCases.map(\.rawValue) + ["clear"]
        if aspect == "clear" {
            guard value.isEmpty else { throw .tooManyArguments(command: Self.name, usage: Self.usage) }
            change = .clear
            return
        }
        guard let known = FilterAspect(rawValue: aspect) else {
            throw .notAChoice(command: Self.name, word: arguments.words[0], choices: choices)
        }
        guard !value.isEmpty else { throw .missingArgument(command: Self.name, usage: Self.usage) }
        do throws(FilterInputError) {
            switch known {
            case .nation: change = .nation(try ChartFilterInput.nation(value))
            case .kind: change = .kind(try ChartFilterInput.kind(value))
            case .region: change = .region(try ChartFilterInput.region(value))
            }
        } catch {
            throw .filter(error)
        }
    }

    /// The aspects, then each aspect's choices (the regions by their Korean names).
    @MainActor
    public static func completions(forArgument argument: String, from sources: CompletionSources) -> [String]
    {
        let words = argument.split(whereSeparator: \.isWhitespace)
        let typingFirst = words.isEmpty || (words.count == 1 && !(argument.last?.isWhitespace ?? false))
        if typingFirst { return FilterAspect.allCases.map(\.rawValue) + ["clear"] }
        guard let aspect = FilterAspect(rawValue: words[0].lowercased()) else { return [] }
        // A region's name may have a space (`North Chungcheong`): offer names for the rest as typed.
        return ChartFilterInput.completions(for: aspect)
    }

    /// Changes the filter and shows the chart again under it (Ctrl-C cancels), or says the filter.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        let list = session.viewModels.list
        let shared = session.viewModels.sessionState
        guard let change else {
            session.printLines([session.words.filterNow(session.words.filterSummary(shared.filter))])
            return .continueSession
        }
        var filter = shared.filter
        switch change {
        case .nation(let nation): filter.nation = nation
        case .kind(let kind): filter.kind = kind
        case .region(let region): filter.region = region
        case .clear: filter = .all
        }
        await session.runCancellable { await list.setFilter(filter) }
        // Said after the change: a source that cannot filter (the demo data) keeps the one it had.
        session.note([session.words.filterNow(session.words.filterSummary(shared.filter))])
        return .continueSession
    }
}
