/// The requests a ``LoopbackKOBISServer`` received, in arrival order.
actor LoopbackRequestLog {
    private(set) var requests: [LoopbackRequest] = []

    func record(_ request: LoopbackRequest) {
        requests.append(request)
    }
}
