import BoxOfficeDomain

/// `status` and `cache info`: where the figures come from, the local store, and today's KOBIS
/// calls, from the same use case. The view asks with ``showStatus()`` or ``showCacheInfo()``
/// and observes ``state``.
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
