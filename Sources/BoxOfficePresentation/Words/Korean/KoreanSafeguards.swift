import BoxOfficeDomain

/// No particle follows a size, a host or a path.
extension KoreanWords {
    public func text(for limit: ResponseLimit, service: RemoteService) -> String {
        switch limit {
        case .size(let bytes):
            "\(name(service))의 답이 너무 커서(\(shortSize(bytes)) 초과) 읽기를 멈췄습니다. 잠시 후 다시 시도하세요."
        case .time(let seconds, let received):
            "\(name(service))의 답이 \(NumberFormatting.seconds(seconds))초 안에 다 오지 않았습니다"
                + "(\(shortSize(received)) 받음): " + raiseTimeout(service)
        }
    }

    public func reason(for refusal: RedirectRefusal, to server: String?) -> String {
        switch refusal {
        case .keyWouldLeaveItsServer: naming("다른 서버로 리디렉션해 키를 보내지 않음", server)
        case .downgradeToHTTP: naming("https에서 http로 리디렉션해 따르지 않음", server)
        }
    }

    private func shortSize(_ bytes: Int) -> String {
        roundedSize(bytes) ?? "\(NumberFormatting.grouped(bytes))바이트"
    }
}
