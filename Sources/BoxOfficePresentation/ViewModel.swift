import BoxOfficeDomain

/// What a screen shows at a moment; every ViewModel publishes one, with one shape of failure.
public enum ViewState<Content: Equatable & Sendable>: Equatable, Sendable {
    case idle
    /// Working; the text says on what, in the user's language (the spinner shows it).
    case loading(String)
    case loaded(Content)
    case failed(ShownFailure)
}

public struct ShownFailure: Error, Equatable, Sendable {
    public let message: String
    /// The failure of a source, when it came from one; `nil` for a request the user got wrong.
    public let cause: BoxOfficeFailure?
    /// What was typed cannot be what is asked (a day, a range, a movie): a usage error to a script.
    public let isTypedWrong: Bool

    public init(_ message: String, cause: BoxOfficeFailure? = nil, typedWrong: Bool = false) {
        self.message = message
        self.cause = cause
        if case .invalidDate? = cause { isTypedWrong = true } else { isTypedWrong = typedWrong }
    }

    /// Whether the user cancelled the request (Ctrl-C): the view says so briefly.
    public var isCancellation: Bool { cause == .cancelled }

    init(_ failure: BoxOfficeFailure, words: any Words) {
        self.init(words.text(for: failure), cause: failure)
    }

    /// A store question's failure: a range that names no days is typed wrong (64), a cancellation
    /// is marked as one so the view says only that.
    init(_ failure: FilmHistoryFailure, words: any Words) {
        let typedWrong = if case .invalidRange = failure { true } else { false }
        self.init(
            words.text(forHistory: failure), cause: failure == .cancelled ? .cancelled : nil,
            typedWrong: typedWrong)
    }
}

/// The base of every ViewModel: a view observes it once and renders each state; it asks for work
/// through the subclass's methods (its intents) and never reads a repository itself.
@MainActor
public class ViewModel<Content: Equatable & Sendable> {
    public internal(set) var state: ViewState<Content> = .idle {
        didSet { observers.notify(state) }
    }

    private let observers = Observers<ViewState<Content>>()

    init() {}

    public func observe(owner: AnyObject, _ observer: @escaping (ViewState<Content>) -> Void) {
        observers.add(owner: owner, observer)
    }
}

// A class, so an observer may publish again, or add an observer, while it is being told.
@MainActor
final class Observers<Value> {
    private var observers: [(owner: Weak, notify: (Value) -> Void)] = []

    func add(owner: AnyObject, _ observer: @escaping (Value) -> Void) {
        observers.append((Weak(owner), observer))
    }

    func notify(_ value: Value) {
        observers.removeAll { $0.owner.object == nil }
        for observer in observers { observer.notify(value) }
    }
}

private struct Weak {
    weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }
}
