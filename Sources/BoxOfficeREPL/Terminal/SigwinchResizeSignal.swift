import CEditLine

/// The live ``ResizeSignal``: a SIGWINCH handler that raises a flag when the terminal window
/// changes size (installed with `SA_RESTART`, so reads are not interrupted).
public struct SigwinchResizeSignal: ResizeSignal {
    /// Installs the SIGWINCH handler; installing it again is harmless.
    public init() {
        _ = boxoffice_sigwinch_install()
    }

    /// Whether the window was resized since the last call; reading clears it.
    public func consumeResize() -> Bool {
        boxoffice_sigwinch_consume() != 0
    }
}
