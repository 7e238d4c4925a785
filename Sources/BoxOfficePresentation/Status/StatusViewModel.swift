import BoxOfficeDomain

/// What the screen of ``StatusViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol StatusIntents: AnyObject {
    func showStatus() async
    func showCacheInfo() async
}

///
/// Its intents are ``StatusIntents``; it publishes ``state``.
@MainActor
public final class StatusViewModel: ViewModel<StatusViewData>, StatusIntents {
    private let useCase: ShowStatusUseCase
    private let words: any Words

    public init(useCase: ShowStatusUseCase, words: any Words) {
        self.useCase = useCase
        self.words = words
    }

    public func showStatus() async {
        await show(.status)
    }

    public func showCacheInfo() async {
        await show(.cacheInfo)
    }

    private func show(_ scope: StatusViewData.Scope) async {
        state = .loading(words.loadingStatus)
        state = .loaded(StatusViewData(status: await useCase.execute(), scope: scope, words: words))
    }
}

/// What the screen of ``CallBudgetViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol CallBudgetIntents: AnyObject {
    func check() async
}

/// Warns once when the day's KOBIS calls near the 3,000 limit, and once more when they reach it; the
/// view asks ``check()`` after each command that may have called KOBIS.
///
/// Its intents are ``CallBudgetIntents``; it publishes ``state``.
@MainActor
public final class CallBudgetViewModel: ViewModel<String>, CallBudgetIntents {
    private let useCase: ShowStatusUseCase
    private let words: any Words
    private var warnedLevel: KOBISCallBudget.Level = .fine
    /// The count last looked at: the same again means no call was counted since.
    private var lastCounted: CountedBudget?

    public init(useCase: ShowStatusUseCase, words: any Words) {
        self.useCase = useCase
        self.words = words
    }

    /// Warns only after a call counted since the last look (a command that read the store, or only
    /// read the count, spent nothing), and for each day afresh (a session may outlast midnight in Seoul).
    public func check() async {
        guard let counted = await useCase.budgetCounted(), counted != lastCounted else { return }
        if counted.day != lastCounted?.day { warnedLevel = .fine }
        lastCounted = counted
        let budget = counted.budget
        let level = budget.level
        guard level != .fine, level != warnedLevel, let warning = words.warning(for: budget) else { return }
        warnedLevel = level
        state = .loaded(warning)
    }
}
