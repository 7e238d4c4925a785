// Ctrl-C while a request runs: the signal the session watches, and SIGINT's live flag.

import CEditLine

/// Tells whether the user pressed Ctrl-C since the last look, so a request in flight
/// can be cancelled. Live: a SIGINT handler's flag; tests: a scripted value.
public protocol InterruptSignal: Sendable {
    /// Whether Ctrl-C was pressed since the last call; reading clears it.
    func consumeInterrupt() -> Bool
}

/// The live ``InterruptSignal``: a SIGINT handler that raises a flag when the user presses
/// Ctrl-C, so the REPL can cancel the request in flight instead of dying.
///
/// Creating one installs the handler (process-wide, without `SA_RESTART`, so a blocking read
/// ends with `EINTR`). All instances share the one flag; ``LibEditLineReader`` uses it too.
public struct SigintInterruptSignal: InterruptSignal {
    /// Installs the SIGINT handler; installing it again is harmless.
    public init() {
        _ = boxoffice_sigint_install()
    }

    public func consumeInterrupt() -> Bool {
        boxoffice_sigint_consume() != 0
    }
}

/// Work that Ctrl-C cancels: the REPL's commands, and the one-shot `sync` and `export`.
public enum CancellableWork {
    /// Runs `work` as a task that a Ctrl-C `interrupts` sees (looked at every 50 ms) cancels.
    /// With no `interrupts`, `work` just runs. A press from before is forgotten at the prompt, but cancels
    /// a script at once, which a press ends wherever it lands; `true` when Ctrl-C cancelled the work.
    @MainActor
    @discardableResult
    public static func run(
        cancelledBy interrupts: (any InterruptSignal)?, forgettingEarlier: Bool = true,
        _ work: @escaping @MainActor () async -> Void
    ) async -> Bool {
        if forgettingEarlier { _ = interrupts?.consumeInterrupt() }
        let task = Task { await work() }
        let watcher = Task { () -> Bool in
            guard let interrupts else { return false }
            while !Task.isCancelled {
                if interrupts.consumeInterrupt() {
                    task.cancel()
                    return true
                }
                try? await Task.sleep(for: .milliseconds(50))
            }
            return false
        }
        await task.value
        watcher.cancel()
        return await watcher.value
    }
}
