import BoxOfficeDomain

extension EnglishWords {
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

    public func reason(for refusal: RedirectRefusal, to server: String?) -> String {
        switch refusal {
        case .keyWouldLeaveItsServer:
            "it redirected to \(name(server)), another server, which is not sent the key"
        case .downgradeToHTTP:
            "it redirected from https to plain http (\(name(server))), which is not followed"
        }
    }

    public func movedAside(_ path: String, copy: String, callCounts: StoreProblem.CallCounts) -> String {
        let counts =
            switch callCounts {
            case .kept: "its KOBIS call counts kept"
            case .reset: "its KOBIS call counts unreadable and started again from zero"
            }
        return "the store \(path) was damaged; it was moved aside to \(copy) and rebuilt empty, \(counts)"
    }

    private func shortSize(_ bytes: Int) -> String {
        roundedSize(bytes) ?? counted(bytes, "byte")
    }
}
