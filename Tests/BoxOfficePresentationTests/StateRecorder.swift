import BoxOfficePresentation
import BoxOfficeTestSupport

/// Records every state a ViewModel publishes, in order, through ``ViewModel/observe(owner:_:)``:
/// the one way every ViewModel test watches its ViewModel, as the REPL does.
@MainActor
final class StateRecorder<Content: Equatable & Sendable> {
    /// The states published since the recorder started, oldest first.
    private(set) var states: [ViewState<Content>] = []
    private var waiters = CountWaiters()

    /// Starts recording what `viewModel` publishes.
    init(_ viewModel: ViewModel<Content>) {
        viewModel.observe(owner: self) { [weak self] state in
            guard let self else { return }
            states.append(state)
            waiters.count(is: states.count)
        }
    }

    /// Returns once `count` states have been recorded: a test that started an intent in a task of its
    /// own learns it has begun.
    func untilRecorded(_ count: Int) async {
        guard states.count < count else { return }
        await withCheckedContinuation { waiters.add($0) { $0 >= count } }
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
