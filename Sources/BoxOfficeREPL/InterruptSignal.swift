/// Tells whether the user pressed Ctrl-C since the last look, so a request in flight
/// can be cancelled. Live: a SIGINT handler's flag; tests: a scripted value.
public protocol InterruptSignal: Sendable {
    /// Whether Ctrl-C was pressed since the last call; reading clears it.
    func consumeInterrupt() -> Bool
}
