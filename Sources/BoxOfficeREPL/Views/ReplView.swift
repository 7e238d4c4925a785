import BoxOfficePresentation

/// The view of one ViewModel at the prompt: the session observes each ViewModel once with its view,
/// shows the spinner and failures the same way for all, and hands every content to `show`.
@MainActor
protocol ReplView<Content> {
    associatedtype Content: Equatable & Sendable
    func show(_ content: Content, in session: ReplSession)
}

/// Every ViewModel is bound to its view in the view's own file.
extension ReplSession: ViewBinding {}
