// `sync FROM TO`: fills the store with the charts of a range from KOBIS, a bounded few requests at a time.

import BoxOfficeDomain
import BoxOfficePresentation

/// `sync FROM [TO] [--charts daily,weekend] [--concurrency N] [--dry-run]`: the history sync at the
/// prompt, the same as the one-shot `boxoffice sync`. Ctrl-C cancels the requests in flight;
/// what was fetched is kept, and the same sync run again continues.
public struct HistorySyncCommand: ReplCommand, Equatable {
    /// `sync`.
    public static let name = "sync"
    /// `sync FROM [TO] [OPTIONS]`; the options are in its help.
    public static let usage = "sync FROM [TO] [OPTIONS]"
    /// It fetches charts.
    public static let mayReachKOBIS = true

    /// What to sync.
    public let order: SyncOrder

    /// Reads FROM, TO and the options.
    public init(arguments: CommandArguments) throws(CommandParseError) {
        let typed = try HistoryArguments(
            arguments, of: Self.self, options: ["--charts", "--concurrency"], flags: ["--dry-run"])
        order = SyncOrder(
            from: typed.from, to: typed.to, kinds: try typed.choices("--charts", default: [ChartKind.daily]),
            concurrency: try typed.number(
                "--concurrency", in: SyncHistoryUseCase.concurrencyRange,
                default: SyncHistoryUseCase.defaultConcurrency),
            dryRun: typed.has("--dry-run"))
    }

    /// Plans and runs the sync of the charts under the filter in force (`filter`); Ctrl-C cancels it.
    @MainActor
    public func run(in session: ReplSession) async -> CommandOutcome {
        guard let sync = Self.available(session.viewModels.sync, in: session) else { return .continueSession }
        var order = order
        order.filter = session.viewModels.sessionState.filter
        await session.runCancellable { await sync.sync(order) }
        return .continueSession
    }

    /// Prints what the sync publishes: the plan, a progress bar on a terminal, the summary (a
    /// sync that stopped early or had failures counts as failed).
    @MainActor
    static func show(_ content: SyncViewData, bar: ProgressBar, in session: ReplSession) {
        switch content {
        case .started(let lines), .planned(let lines):
            session.printLines(lines.map(session.wrapped))
        case .progress(let done, let total, let text):
            let list = session.display.listRenderer
            bar.draw(
                done: done, total: total, text: text, columns: session.options.columns(), width: list.width,
                symbols: list.symbols)
        case .finished(let lines, let succeeded):
            bar.clear()
            session.printLines(lines.map(session.wrapped))
            if !succeeded { session.failed = true }
        }
    }
}
