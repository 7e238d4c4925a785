// One "made at first use" for every layer: the executable's repositories and HTTP client, and the
// ViewModels' shared detail prefetcher on the main actor.

import Synchronization

/// A value made the first time it is asked for, from any task, then kept: what a run never uses is never made.
/// The lock makes it safe from any task; on the main actor alone it costs one uncontended lock.
public final class MadeAtFirstUse<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Mutex<Value?>(nil)

    public init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    public var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
