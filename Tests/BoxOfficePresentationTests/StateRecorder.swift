import BoxOfficePresentation

/// Records every state a ViewModel publishes, in order, through ``ViewModel/observe(owner:_:)``:
/// the one way every ViewModel test watches its ViewModel, as the REPL does.
@MainActor
final class StateRecorder<Content: Equatable & Sendable> {
    /// The states published since the recorder started, oldest first.
    private(set) var states: [ViewState<Content>] = []

    /// Starts recording what `viewModel` publishes.
    init(_ viewModel: ViewModel<Content>) {
        viewModel.observe(owner: self) { [weak self] state in self?.states.append(state) }
    }

    /// The last state published, if any.
    var last: ViewState<Content>? { states.last }

    /// The failures published, in order.
    var failures: [ShownFailure] {
        states.compactMap { if case .failed(let failure) = $0 { failure } else { nil } }
    }

    /// Forgets the states recorded so far.
    func clear() {
        states = []
    }
}

extension ViewState {
    /// The content, when this is a loaded state.
    var loaded: Content? {
        if case .loaded(let content) = self { content } else { nil }
    }
}

extension BoxOfficeListViewModel {
    /// The chart shown, as the ViewModel publishes it again (``showAgain()``); `nil` when none is.
    func shownAgain() -> BoxOfficeListViewData? {
        showAgain()
        return state.loaded
    }
}
