// `sync FROM TO`: fills the store with the charts of a range from KOBIS, a bounded few requests at a time.

import ArgumentParser
import BoxOfficeDomain
import BoxOfficePresentation

public struct HistorySyncCommand: SessionCommand {
    public static let configuration = shellHelp("sync")
    public static let usage = "sync FROM [TO] [OPTIONS]"
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.offered(changesStore: true)
    public static let takesDays = true

    @OptionGroup public var range: DayRange
    @Option(
        help: "The charts, comma-separated: daily, weekly, weekend, weekdays (a week's chart once a week).")
    public var charts = "daily"
    @Option(parsing: .unconditional, help: "Requests in flight at once, 1 to 16.")
    public var concurrency = SyncHistoryUseCase.defaultConcurrency
    @Flag(help: "Only say what would be fetched and whether it fits in today's calls.")
    public var dryRun = false
    @OptionGroup public var filters: FilterOptions
    @OptionGroup public var run: RunOptions

    public init() {}

    /// The order typed, read when run so its errors are worded in the session's language.
    func order(filter: ChartFilter) throws(CommandParseError) -> SyncOrder {
        var kinds: [ChartKind] = []
        for word in charts.split(separator: ",", omittingEmptySubsequences: false) {
            guard let kind = ChartKind(rawValue: word.lowercased()) else {
                throw .notAChoice(
                    command: "sync --charts", word: String(word), choices: ChartKind.allCases.map(\.rawValue))
            }
            kinds.append(kind)
        }
        let allowed = SyncHistoryUseCase.concurrencyRange
        guard allowed.contains(concurrency) else {
            throw .notAChoice(
                command: "sync --concurrency", word: String(concurrency),
                choices: ["\(allowed.lowerBound)…\(allowed.upperBound)"])
        }
        return SyncOrder(
            from: self.range.from, to: self.range.to, kinds: kinds, filter: filter, concurrency: concurrency,
            dryRun: dryRun)
    }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let sync = session.viewModels.sync
        let filter: ChartFilter
        do {
            filter = try filters.filter(over: session.viewModels.sessionState.filter)
        } catch {
            session.reportUsage(session.words.text(for: error))
            return .continueSession
        }
        let order: SyncOrder
        do {
            order = try self.order(filter: filter)
        } catch {
            session.reportUsage(error.message(in: session.words))
            return .continueSession
        }
        await session.runCancellable { await sync.sync(order) }
        return .continueSession
    }
}
