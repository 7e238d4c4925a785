// The terminal's width kept current: the tracker and the resize signal it listens to.

import CEditLine
import Synchronization

/// The terminal width, kept up to date by the resize signal: measured once, then again only
/// after the window was resized. The REPL asks it before each render, so the next list is laid
/// out for the new width; nothing already on the screen is redrawn (that could print over the
/// line being typed).
public final class TerminalWidthTracker: Sendable {
    private let signal: any ResizeSignal
    private let measure: @Sendable () -> Int?
    private let current: Mutex<Int>

    public init(initial: Int, signal: any ResizeSignal, measure: @escaping @Sendable () -> Int?) {
        self.signal = signal
        self.measure = measure
        current = Mutex(max(1, initial))
    }

    /// The width now: measured again if the window was resized since the last call.
    public func columns() -> Int {
        if signal.consumeResize(), let measured = measure(), measured > 0 {
            current.withLock { $0 = measured }
        }
        return current.withLock { $0 }
    }
}

/// Tells whether the terminal window was resized since the last look. Live: a SIGWINCH
/// handler's flag; tests: a scripted value.
public protocol ResizeSignal: Sendable {
    /// Whether the window was resized since the last call; reading clears it.
    func consumeResize() -> Bool
}

/// The live ``ResizeSignal``: a SIGWINCH handler that raises a flag when the terminal window
/// changes size (installed with `SA_RESTART`, so reads are not interrupted).
public struct SigwinchResizeSignal: ResizeSignal {
    /// Installs the SIGWINCH handler; installing it again is harmless.
    public init() {
        _ = boxoffice_sigwinch_install()
    }

    public func consumeResize() -> Bool {
        boxoffice_sigwinch_consume() != 0
    }
}
