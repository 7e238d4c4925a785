import BoxOfficeREPL
import Synchronization

/// A ``ResizeSignal`` test double: reports a resize once after ``resize()`` is called.
public final class ScriptedResizeSignal: ResizeSignal {
    private let pending = Mutex(false)

    public init() {}

    public func resize() {
        pending.withLock { $0 = true }
    }

    public func consumeResize() -> Bool {
        pending.withLock { value in
            defer { value = false }
            return value
        }
    }
}
