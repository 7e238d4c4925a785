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
    func counted(_ counted: CountedBudget)
}

/// Warns once when the day's KOBIS calls near the 3,000 limit, and once more when they reach it; told
/// of each call as the store counts it (the composition root wires the counting GET to ``counted(_:)``),
/// so a command that only reads the store, or only reads the count, sets off nothing.
///
/// Its intents are ``CallBudgetIntents``; it publishes ``state``.
@MainActor
public final class CallBudgetViewModel: ViewModel<String>, CallBudgetIntents {
    private let words: any Words
    private var warnedLevel: KOBISCallBudget.Level = .fine
    /// The day of the latest count told: a later day starts afresh (a session may outlast midnight in Seoul).
    private var day: BoxOfficeDate?

    public init(words: any Words) {
        self.words = words
    }

    /// A call of this run was counted, and the store gave back the day's count; counts of calls made at
    /// once may come in any order, so a level is warned of only above the one warned of already.
    public func counted(_ counted: CountedBudget) {
        if let day, counted.day < day { return }
        if counted.day != day { warnedLevel = .fine }
        day = counted.day
        let budget = counted.budget
        let level = budget.level
        guard level > warnedLevel, let warning = words.warning(for: budget) else { return }
        warnedLevel = level
        state = .loaded(warning)
    }
}
