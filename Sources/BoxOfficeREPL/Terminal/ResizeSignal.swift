/// Tells whether the terminal window was resized since the last look. Live: a SIGWINCH
/// handler's flag; tests: a scripted value.
public protocol ResizeSignal: Sendable {
    /// Whether the window was resized since the last call; reading clears it.
    func consumeResize() -> Bool
}
