import Dispatch

/// Runs main-actor code, and waits for it, from a thread that may not be the main actor's:
/// the thread reading a line (``LineReaderThread``), where libedit calls Tab completion back.
///
/// The main actor's executor is the main dispatch queue, which libdispatch may drain on any of
/// its threads (an async program parks its main thread), so "on the main actor" is asked of
/// the queue, not of the thread. While a line is read the main actor is idle or finishing a
/// short job (the session only awaits the line), so the wait is brief.
enum MainActorHop {
    /// A mark on the main queue, set once (the first time it is read), that tells code running
    /// there from code elsewhere.
    private static let mainQueueMark: DispatchSpecificKey<Bool> = {
        let mark = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: mark, value: true)
        return mark
    }()

    /// `body` on the main actor: at once when already there, else through the main queue.
    static func sync<Value: Sendable>(_ body: @MainActor () -> Value) -> Value {
        if DispatchQueue.getSpecific(key: mainQueueMark) == true {
            return MainActor.assumeIsolated(body)
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}
