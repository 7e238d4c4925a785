actor LoopbackRequestLog {
    private(set) var requests: [LoopbackRequest] = []
    private(set) var inFlight = 0
    private(set) var maxInFlight = 0

    func record(_ request: LoopbackRequest) {
        requests.append(request)
    }

    func began() {
        inFlight += 1
        maxInFlight = max(maxInFlight, inFlight)
    }

    func ended() {
        inFlight -= 1
    }
}
