import CEditLine

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

    /// Whether Ctrl-C was pressed since the last call; reading clears it.
    public func consumeInterrupt() -> Bool {
        boxoffice_sigint_consume() != 0
    }
}
