import BoxOfficeDomain

/// `status` and `cache info`: where the figures come from, the local store, and today's KOBIS
/// calls, from the same use case.
///
/// Intents: ``showStatus()``, ``showCacheInfo()``; it publishes ``state``.
@MainActor
public final class StatusViewModel: ViewModel<StatusViewData> {
    private let useCase: ShowStatusUseCase
    private let words: any Words

    /// - Parameters:
    ///   - useCase: gathers the status.
    ///   - words: the words of the labels and the warning.
    public init(useCase: ShowStatusUseCase, words: any Words) {
        self.useCase = useCase
        self.words = words
    }

    /// Shows the status now.
    public func showStatus() async {
        await show(.status)
    }

    /// Shows `cache info` now: the store, what it holds, and today's KOBIS calls.
    public func showCacheInfo() async {
        await show(.cacheInfo)
    }

    private func show(_ scope: StatusViewData.Scope) async {
        state = .loading(words.loadingStatus)
        state = .loaded(StatusViewData(status: await useCase.execute(), scope: scope, words: words))
    }
}

/// The warning shown once when the day's KOBIS calls near the 3,000 limit, and once more when
/// they reach it: after each command that may have called KOBIS the view asks ``check()``, and
/// a level not yet warned about is published as `.loaded(warning)`.
///
/// Intent: ``check()``; it publishes ``state``.
@MainActor
public final class CallBudgetViewModel: ViewModel<String> {
    private let useCase: ShowStatusUseCase
    private let words: any Words
    private var warnedLevel: KOBISCallBudget.Level = .fine

    /// - Parameters:
    ///   - useCase: counts the day's calls.
    ///   - words: the words of the warning.
    public init(useCase: ShowStatusUseCase, words: any Words) {
        self.useCase = useCase
        self.words = words
    }

    /// Publishes the warning when the calls have reached a level (near the limit, used up) not
    /// yet warned about; publishes nothing otherwise. Reads only the day's call count, never the
    /// store's summary.
    public func check() async {
        guard let budget = await useCase.budget() else { return }
        let level = budget.level
        guard level != .fine, level != warnedLevel, let warning = words.warning(for: budget) else { return }
        warnedLevel = level
        state = .loaded(warning)
    }
}
