import BoxOfficeDomain

/// The warning shown once when the day's KOBIS calls near the 3,000 limit, and once more when
/// they reach it: after each command that may have called KOBIS the view asks ``check()``, and
/// a level not yet warned about is published as `.loaded(warning)`.
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
