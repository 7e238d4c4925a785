/// The requests a ``LoopbackKOBISServer`` received, in arrival order, and how many it answered at once.
actor LoopbackRequestLog {
    private(set) var requests: [LoopbackRequest] = []
    /// Requests being answered now.
    private(set) var inFlight = 0
    /// The most ever answered at once.
    private(set) var maxInFlight = 0

    func record(_ request: LoopbackRequest) {
        requests.append(request)
    }

    /// One more request is being answered.
    func began() {
        inFlight += 1
        maxInFlight = max(maxInFlight, inFlight)
    }

    /// A request's answer is made.
    func ended() {
        inFlight -= 1
    }
}
