// `sync`: the ViewModel that plans a history sync, runs it, and publishes its plan, progress and summary.

import BoxOfficeDomain

/// What the screen of ``SyncViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol SyncIntents: AnyObject {
    func sync(_ order: SyncOrder) async
}

/// `sync FROM TO`: plans (one store read a chart kind), says the plan, then runs it; a cancelled task
/// (Ctrl-C) cancels the requests in flight and what was fetched is kept.
///
/// Its intents are ``SyncIntents``; it publishes ``state``.
@MainActor
public final class SyncViewModel: ViewModel<SyncViewData>, SyncIntents {
    private let useCase: SyncHistoryUseCase?
    private let unavailable: HistoryFailure
    private let words: any Words

    public init(useCase: SyncHistoryUseCase?, unavailable: HistoryFailure = .needsKOBISKey, words: any Words)
    {
        self.useCase = useCase
        self.unavailable = unavailable
        self.words = words
    }

    public func sync(_ order: SyncOrder) async {
        guard let useCase else {
            state = .failed(ShownFailure(words.text(for: unavailable)))
            return
        }
        let plan: SyncPlan
        do {
            let range = try useCase.range(
                from: try useCase.date(from: DayInput.normalized(order.from)),
                to: try useCase.date(from: DayInput.normalized(order.to)))
            state = .loading(words.loadingSyncPlan)
            plan = try await useCase.plan(SyncRequest(range: range, kinds: order.kinds, filter: order.filter))
        } catch {
            // A range that names no days with figures is typed wrong (64), as for `export` and `top`.
            let typedWrong = if case .invalidRange = error { true } else { false }
            state = .failed(ShownFailure(words.text(for: error), typedWrong: typedWrong))
            return
        }
        var sentences = [words.syncPlan(plan)]
        sentences.append(plan.fitsToday ? words.syncFitsToday : words.syncOverQuota(plan))
        if order.dryRun {
            let document = SyncExport.document(plan, dryRun: true, report: nil, words: words)
            state = .loaded(.planned(sentences + [words.syncDryRun], document: document))
            return
        }
        state = .loaded(.started(sentences))
        let report = await run(plan, concurrency: order.concurrency, useCase: useCase)
        var lines = [words.syncSummary(report)]
        if !report.empty.isEmpty { lines.append(words.syncEmpty(report.empty)) }
        var problems: [String] = []
        if !report.failed.isEmpty {
            problems.append(words.syncFailedHeading(report.failed.count))
            problems += report.failed.map { "  " + words.syncFailed($0) }
        }
        if let stopped = words.syncStopped(report) { problems.append(stopped) }
        state = .loaded(
            .finished(
                lines: lines, problems: problems, succeeded: report.stop == nil && report.failed.isEmpty,
                document: SyncExport.document(plan, dryRun: false, report: report, words: words)))
    }

    // Only the newest progress is published when several wait; the run is cancelled with the calling task.
    private func run(_ plan: SyncPlan, concurrency: Int, useCase: SyncHistoryUseCase) async -> SyncReport {
        let (updates, continuation) = AsyncStream.makeStream(
            of: SyncProgress.self, bufferingPolicy: .bufferingNewest(1))
        let runner = Task {
            let report = await useCase.run(plan, concurrency: concurrency) { continuation.yield($0) }
            continuation.finish()
            return report
        }
        return await withTaskCancellationHandler {
            for await progress in updates {
                state = .loaded(
                    .progress(done: progress.done, total: progress.total, text: words.syncProgress(progress)))
            }
            return await runner.value
        } onCancel: {
            runner.cancel()
        }
    }
}

public enum SyncViewData: Equatable, Sendable {
    /// The plan of a run about to start: its sentences (the over-quota note among them).
    case started([String])
    case progress(done: Int, total: Int, text: String)
    /// The summary in `lines`, the charts that failed and why it stopped in `problems` (said on standard
    /// error); `succeeded` is false when it stopped early or a chart failed; `document` holds the plan too.
    case finished(lines: [String], problems: [String], succeeded: Bool, document: JSONValue)
    /// Only planned (`--dry-run`).
    case planned([String], document: JSONValue)
}

extension SyncViewData: ContentDocument {
    /// The plan and the result, once there is one of them to give.
    public func document(cleaning clean: (String) -> String) -> JSONValue? {
        switch self {
        case .planned(_, let document), .finished(_, _, _, let document): document.mappingStrings(clean)
        case .started, .progress: nil
        }
    }

    public var sentences: [String] {
        switch self {
        case .started(let lines), .planned(let lines, _): lines
        case .finished(let lines, let problems, _, _): lines + problems
        case .progress(_, _, let text): [text]
        }
    }
}

public struct SyncOrder: Equatable, Sendable {
    /// FROM and TO as typed (any form `date` reads).
    public var from: String
    public var to: String
    public var kinds: [ChartKind]
    public var filter: ChartFilter
    public var concurrency: Int
    public var dryRun: Bool

    public init(
        from: String, to: String, kinds: [ChartKind] = [.daily], filter: ChartFilter = .all,
        concurrency: Int = SyncHistoryUseCase.defaultConcurrency, dryRun: Bool = false
    ) {
        self.from = from
        self.to = to
        self.kinds = kinds
        self.filter = filter
        self.concurrency = concurrency
        self.dryRun = dryRun
    }
}
