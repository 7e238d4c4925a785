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

    public func movedAside(_ path: String, copy: String, salvaged: StoreSalvage) -> String {
        "저장소 \(path): 손상된 파일이므로 읽히는 자료로 새 저장소를 만들었습니다(\(text(for: salvaged))). "
            + "손상된 파일은 옮겨 두었습니다: \(copy)"
    }

    public func text(for salvage: StoreSalvage) -> String {
        let skipped =
            salvage.unreadableParts == 0
            ? "" : ", 읽을 수 없는 부분 \(NumberFormatting.grouped(salvage.unreadableParts))곳의 자료도 유실"
        let again = salvage.lostAny ? "; 같은 sync를 다시 실행하면 유실된 차트를 다시 받습니다" : ""
        return "차트 \(NumberFormatting.grouped(salvage.chartsKept))개 보존, "
            + "\(NumberFormatting.grouped(salvage.chartsLost))개 유실" + skipped + again
    }

    private func shortSize(_ bytes: Int) -> String {
        roundedSize(bytes) ?? "\(NumberFormatting.grouped(bytes))바이트"
    }
}
