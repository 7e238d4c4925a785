// The call budget's warning: its ViewModel, told of each KOBIS call counted, and what it shows.

import BoxOfficeDomain

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
public final class CallBudgetViewModel: ViewModel<CallBudgetViewData>, CallBudgetIntents {
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
        let level = counted.budget.level
        guard level > warnedLevel, let warning = CallBudgetViewData(counted, words: words) else { return }
        warnedLevel = level
        state = .loaded(warning)
    }
}

/// A day's KOBIS calls near or at the limit, as figures and as the sentence that warns of them.
public struct CallBudgetViewData: Equatable, Sendable {
    /// The day in Seoul the calls were counted on, `2022-01-06`.
    public let day: String
    /// Every process's calls of the key that day.
    public let calls: Int
    public let limit: Int
    public let remaining: Int
    /// Whether the calls are used up (KOBIS refuses more until tomorrow in Seoul), not only near the limit.
    public let usedUp: Bool
    /// What the fronts say after the command's own output, in the user's language.
    public let warning: String

    /// The warning of `counted` in `words`; `nil` while the calls are well below the limit.
    public init?(_ counted: CountedBudget, words: any Words) {
        let budget = counted.budget
        guard let warning = words.warning(for: budget) else { return nil }
        day = counted.day.iso
        calls = budget.calls
        limit = KOBISCallBudget.dailyLimit
        remaining = budget.remaining
        usedUp = budget.level == .exhausted
        self.warning = warning
    }
}
