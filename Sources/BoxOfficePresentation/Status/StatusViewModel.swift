import BoxOfficeDomain

/// `status` and `cache info`, and the warning shown once when the day's KOBIS calls near the
/// 3,000 limit.
@MainActor
public final class StatusViewModel {
    private let useCase: ShowStatusUseCase
    private let language: Language
    private let kobisKeySet: Bool
    private var warnedLevel: KOBISCallBudget.Level = .fine

    /// - Parameters:
    ///   - useCase: gathers the status.
    ///   - language: the language of the labels and the warning; Korean by default.
    ///   - kobisKeySet: whether `KOBIS_API_KEY` is set (the demo data then asked for with `--demo`).
    public init(useCase: ShowStatusUseCase, language: Language = .korean, kobisKeySet: Bool = false) {
        self.useCase = useCase
        self.language = language
        self.kobisKeySet = kobisKeySet
    }

    /// The status now.
    public func status() async -> StatusViewData {
        StatusViewData(status: await useCase.execute(), language: language, kobisKeySet: kobisKeySet)
    }

    /// `cache info` now: the store, what it holds, and today's KOBIS calls.
    public func cacheInfo() async -> StatusViewData {
        StatusViewData(
            status: await useCase.execute(), scope: .cacheInfo, language: language, kobisKeySet: kobisKeySet)
    }

    /// A warning when the calls have reached a level (near the limit, used up) not yet warned
    /// about; `nil` otherwise. Each level is warned about once. Reads only the day's call count,
    /// never the store's summary.
    public func budgetWarning() async -> String? {
        guard let budget = await useCase.budget() else { return nil }
        let level = budget.level
        guard level != .fine, level != warnedLevel else { return nil }
        warnedLevel = level
        return MessageWording(language).warning(for: budget)
    }
}
