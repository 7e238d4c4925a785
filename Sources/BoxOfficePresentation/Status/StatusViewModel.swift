import BoxOfficeDomain

/// `status` and `cache info`, and the warning shown once when the day's KOBIS calls near the
/// 3,000 limit.
@MainActor
public final class StatusViewModel {
    private let useCase: ShowStatusUseCase
    private let words: any Words
    private var warnedLevel: KOBISCallBudget.Level = .fine

    /// - Parameters:
    ///   - useCase: gathers the status.
    ///   - words: the words of the labels and the warning.
    public init(useCase: ShowStatusUseCase, words: any Words) {
        self.useCase = useCase
        self.words = words
    }

    /// The status now.
    public func status() async -> StatusViewData {
        StatusViewData(status: await useCase.execute(), words: words)
    }

    /// `cache info` now: the store, what it holds, and today's KOBIS calls.
    public func cacheInfo() async -> StatusViewData {
        StatusViewData(status: await useCase.execute(), scope: .cacheInfo, words: words)
    }

    /// A warning when the calls have reached a level (near the limit, used up) not yet warned
    /// about; `nil` otherwise. Each level is warned about once. Reads only the day's call count,
    /// never the store's summary.
    public func budgetWarning() async -> String? {
        guard let budget = await useCase.budget() else { return nil }
        let level = budget.level
        guard level != .fine, level != warnedLevel else { return nil }
        warnedLevel = level
        return words.warning(for: budget)
    }
}
