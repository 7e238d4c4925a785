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

    public func movedAside(_ path: String, copy: String, salvaged: StoreSalvage) -> String {
        "the store \(path) was damaged and salvaged: \(text(for: salvaged)); a new store holds what still read, "
            + "and the damaged file was moved aside to \(copy)"
    }

    public func text(for salvage: StoreSalvage) -> String {
        let skipped =
            salvage.unreadableParts == 0
            ? "" : ", and whatever \(counted(salvage.unreadableParts, "unreadable part")) held"
        let again = salvage.lostAny ? " (the same sync run again fetches the charts lost)" : ""
        return
            "\(counted(salvage.chartsKept, "chart")) kept, \(NumberFormatting.grouped(salvage.chartsLost)) lost"
            + skipped + again
    }

    private func shortSize(_ bytes: Int) -> String {
        roundedSize(bytes) ?? counted(bytes, "byte")
    }
}
