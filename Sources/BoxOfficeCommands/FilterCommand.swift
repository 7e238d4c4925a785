import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation

public struct FilterCommand: SessionCommand {
    public enum Change: Equatable, Sendable {
        case nation(ChartFilter.Nation)
        case kind(ChartFilter.FilmKind)
        case region(Region?)
        case clear
    }

    public static let configuration = shellHelp("filter")
    public static let usage = "filter [nation|kind|region NAME]"
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.notOffered

    @Argument(
        help: ArgumentHelp(
            "nation, kind, region or clear, then the choice or the region's name.", valueName: "ASPECT"))
    public var words: [String] = []
    @OptionGroup public var run: RunOptions

    public init() {}

    /// The change typed, `nil` when nothing was: read when run, so its errors are worded in the session's language.
    func change() throws(CommandParseError) -> Change? {
        guard let aspect = words.first?.lowercased() else { return nil }
        let value = words.dropFirst().joined(separator: " ")
        let choices = FilterAspect.allCases.map(\.rawValue) + ["clear"]
        if aspect == "clear" {
            guard value.isEmpty else { throw .tooManyArguments(command: Self.name, usage: Self.usage) }
            return .clear
        }
        guard let known = FilterAspect(rawValue: aspect) else {
            throw .notAChoice(command: Self.name, word: words[0], choices: choices)
        }
        guard !value.isEmpty else { throw .missingArgument(command: Self.name, usage: Self.usage) }
        do throws(FilterInputError) {
            switch known {
            case .nation: return .nation(try ChartFilterInput.nation(value))
            case .kind: return .kind(try ChartFilterInput.kind(value))
            case .region: return .region(try ChartFilterInput.region(value))
            }
        } catch {
            throw .filter(error)
        }
    }

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

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let list = session.viewModels.list
        let shared = session.viewModels.sessionState
        let typed: Change?
        do {
            typed = try change()
        } catch {
            session.reportUsage(error.message(in: session.words))
            return .continueSession
        }
        guard let change = typed else {
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
        await session.runCancellable { await list.setFilter(filter, in: shared.chartSelection) }
        // Said after the change: a source that cannot filter (the demo data) keeps the one it had.
        session.note([session.words.filterNow(session.words.filterSummary(shared.filter))])
        return .continueSession
    }
}
