import BoxOfficeDomain

/// Intents: ``showStatus()``, ``showCacheInfo()``; it publishes ``state``.
@MainActor
public final class StatusViewModel: ViewModel<StatusViewData> {
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

/// Warns once when the day's KOBIS calls near the 3,000 limit, and once more when they reach it; the
/// view asks ``check()`` after each command that may have called KOBIS.
///
/// Intent: ``check()``; it publishes ``state``.
@MainActor
public final class CallBudgetViewModel: ViewModel<String> {
    private let useCase: ShowStatusUseCase
    private let words: any Words
    private var warnedLevel: KOBISCallBudget.Level = .fine

    public init(useCase: ShowStatusUseCase, words: any Words) {
        self.useCase = useCase
        self.words = words
    }

    /// Reads only the day's call count as this run last saw it, never the store.
    public func check() async {
        guard let budget = await useCase.budget() else { return }
        let level = budget.level
        guard level != .fine, level != warnedLevel, let warning = words.warning(for: budget) else { return }
        warnedLevel = level
        state = .loaded(warning)
    }
}
