// A request the user waits for: the spinner that shows it runs, and Ctrl-C that stops it (the signal
// the session watches, and SIGINT's live flag).

import CEditLine

/// A spinner on the error stream while a request runs: drawn only on a terminal, only after a
/// short delay (150 ms, so a quick answer shows none), and erased with `\r\e[2K` when the
/// request ends.
@MainActor
public final class Spinner {
    private var output: any TextOutputStream & AnyObject
    private let enabled: Bool
    private let delay: Duration
    private var task: Task<Void, Never>?
    private var drawn = false

    private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    public init(output: any TextOutputStream & AnyObject, enabled: Bool, delay: Duration = .milliseconds(150))
    {
        self.output = output
        self.enabled = enabled
        self.delay = delay
    }

    public func start(_ label: String) {
        stop()
        guard enabled else { return }
        let delay = delay
        task = Task { [weak self] in
            if delay > .zero { try? await Task.sleep(for: delay) }
            var frame = 0
            while !Task.isCancelled {
                self?.draw(Self.frames[frame % Self.frames.count] + " " + label)
                frame += 1
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    public func stop() {
        task?.cancel()
        task = nil
        if drawn {
            output.write("\r\u{1B}[2K")
            drawn = false
        }
    }

    private func draw(_ text: String) {
        guard task != nil else { return }
        output.write("\r\u{1B}[2K" + text)
        drawn = true
    }
}

/// Tells whether the user pressed Ctrl-C since the last look, so a request in flight
/// can be cancelled. Live: a SIGINT handler's flag; tests: a scripted value.
public protocol InterruptSignal: Sendable {
    /// Whether Ctrl-C was pressed since the last call; reading clears it.
    func consumeInterrupt() -> Bool
    /// How many presses so far: the mark taken the moment a line is read.
    func pressesSoFar() -> Int
    /// Clears a press unless one came after `mark`, which is then kept for the work to see.
    func forgetPresses(upTo mark: Int)
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

    public func pressesSoFar() -> Int {
        boxoffice_sigint_presses()
    }

    public func forgetPresses(upTo mark: Int) {
        boxoffice_sigint_forget_up_to(mark)
    }
}

/// Work that Ctrl-C cancels: the REPL's commands, and the one-shot `sync` and `export`.
public enum CancellableWork {
    /// Runs `work` as a task that a Ctrl-C `interrupts` sees (looked at every 50 ms) cancels.
    /// With no `interrupts`, `work` just runs. At the prompt a press up to `forgettingPressesUpTo` (the
    /// mark taken as the line was read) is forgotten, but one after it, before the work started, cancels it;
    /// a script (`nil`) is cancelled by any press, wherever it lands. `true` when Ctrl-C cancelled the work.
    @MainActor
    @discardableResult
    public static func run(
        cancelledBy interrupts: (any InterruptSignal)?, forgettingPressesUpTo mark: Int?,
        _ work: @escaping @MainActor () async -> Void
    ) async -> Bool {
        if let mark { interrupts?.forgetPresses(upTo: mark) }
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
