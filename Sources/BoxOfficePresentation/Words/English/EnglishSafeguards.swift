import BoxOfficeDomain

/// What the safeguards say in English: an answer given up at its limit, a redirect not
/// followed, a damaged store moved aside.
extension EnglishWords {
    /// `KOBIS's answer grew past 4 MB and was not read further: try again later.`, or the
    /// answer still arriving at the deadline.
    public func text(for limit: ResponseLimit, service: RemoteService) -> String {
        switch limit {
        case .size(let bytes):
            "\(sentenceName(service))'s answer grew past \(shortSize(bytes)) and was not read further: "
                + "try again later."
        case .time(let seconds, let received):
            "\(sentenceName(service))'s answer was still arriving after \(NumberFormatting.seconds(seconds)) s "
                + "(\(shortSize(received)) had come): " + raiseTimeout(service)
        }
    }

    /// `it redirected to 127.0.0.2:8080, another server, which is not sent the key`, or to http.
    public func reason(for refusal: RedirectRefusal, to server: String?) -> String {
        switch refusal {
        case .keyWouldLeaveItsServer:
            "it redirected to \(name(server)), another server, which is not sent the key"
        case .downgradeToHTTP:
            "it redirected from https to plain http (\(name(server))), which is not followed"
        }
    }

    /// `the store … was damaged; it was moved aside to … and rebuilt empty, its KOBIS call counts kept`.
    public func movedAside(_ path: String, copy: String, callCounts: StoreProblem.CallCounts) -> String {
        let counts =
            switch callCounts {
            case .kept: "its KOBIS call counts kept"
            case .reset: "its KOBIS call counts unreadable and started again from zero"
            }
        return "the store \(path) was damaged; it was moved aside to \(copy) and rebuilt empty, \(counts)"
    }

    /// `4 MB`, `64 KB`, `812.5 KB`, or the bytes under 1 KB.
    private func shortSize(_ bytes: Int) -> String {
        roundedSize(bytes) ?? counted(bytes, "byte")
    }
}
