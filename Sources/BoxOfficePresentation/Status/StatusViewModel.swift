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
