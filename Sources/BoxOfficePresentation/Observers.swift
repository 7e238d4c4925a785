/// A list of observer closures, each tied to a weakly held owner: when the owner is
/// gone its closure is dropped, so observers are never added twice or leaked.
@MainActor
public final class Observers<Value> {
    private struct Entry {
        weak var owner: AnyObject?
        let notify: (Value) -> Void
    }

    private var entries: [Entry] = []

    /// An empty list.
    public init() {}

    /// Adds `notify`, called with every later value while `owner` is alive.
    public func add(owner: AnyObject, _ notify: @escaping (Value) -> Void) {
        entries.append(Entry(owner: owner, notify: notify))
    }

    /// Calls the closures of the owners still alive.
    public func notify(_ value: Value) {
        entries.removeAll { $0.owner == nil }
        for entry in entries { entry.notify(value) }
    }
}
