public enum LoopbackServerError: Error, Sendable {
    /// The server listened, but not on an IPv4 port it could report.
    case noListeningPort
}
