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

    private func shortSize(_ bytes: Int) -> String {
        roundedSize(bytes) ?? counted(bytes, "byte")
    }
}
