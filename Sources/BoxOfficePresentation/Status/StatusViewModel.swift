import BoxOfficeDomain

/// `status`, and the warning shown once when the day's KOBIS calls near the 3,000 limit.
@MainActor
public final class StatusViewModel {
    private let useCase: ShowStatusUseCase
    private var warnedLevel: KOBISCallBudget.Level = .fine

    /// - Parameter useCase: gathers the status.
    public init(useCase: ShowStatusUseCase) {
        self.useCase = useCase
    }

    /// The status now.
    public func status() async -> StatusViewData {
        StatusViewData(status: await useCase.execute())
    }

    /// A warning when the calls have reached a level (near the limit, used up) not yet warned
    /// about; `nil` otherwise. Each level is warned about once. Reads only the day's call count,
    /// never the store's summary.
    public func budgetWarning() async -> String? {
        guard let budget = await useCase.budget() else { return nil }
        let level = budget.level
        guard level != .fine, level != warnedLevel else { return nil }
        warnedLevel = level
        return StatusViewData.warning(for: budget)
    }
}
