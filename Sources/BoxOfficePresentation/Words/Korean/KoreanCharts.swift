import BoxOfficeDomain

extension KoreanWords {
    public func chartName(_ kind: ChartKind) -> String {
        switch kind {
        case .daily: dailyBoxOffice
        case .weekly: "주간 박스오피스"
        case .weekend: "주말 박스오피스"
        case .weekdays: "주중 박스오피스"
        }
    }

    public func weekName(year: Int, week: Int) -> String { "\(year)년 \(week)주" }

    public func regionName(_ region: Region) -> String {
        ChartFilterInput.regionNames[region]?.first ?? region.code
    }

    public func nationName(_ nation: ChartFilter.Nation) -> String {
        switch nation {
        case .all: "전체 영화"
        case .korean: "한국 영화"
        case .foreign: "외국 영화"
        }
    }

    public func filmKindName(_ kind: ChartFilter.FilmKind) -> String {
        switch kind {
        case .all: "전체 영화"
        case .diversity: "다양성 영화"
        case .commercial: "상업 영화"
        }
    }

    public func filterNow(_ summary: String?) -> String {
        summary.map { "필터: \($0)" } ?? "필터 없음: 전국의 모든 영화를 셉니다."
    }

    public func loading(_ request: ChartRequest) -> String {
        request.period.kind == .daily && request.filter.isAll
            ? loading(request.period.first) : "\(request.period) \(chartName(request.period.kind)) 불러오는 중…"
    }

    public func periodFigure(_ text: String, kind: ChartKind) -> String {
        kind == .daily ? todayFigure(text) : "\(periodWord(kind)) \(text)"
    }

    public func periodWord(_ kind: ChartKind) -> String {
        switch kind {
        case .daily: "오늘"
        case .weekly: "주간"
        case .weekend: "주말"
        case .weekdays: "주중"
        }
    }

    public func text(for error: FilterInputError) -> String {
        switch error {
        case .unknownChoice(let aspect, let typed, let choices):
            "\(KoreanParticle.topic.quoted(UserText.excerpt(typed))) \(aspect.rawValue)의 선택지가 아닙니다: "
                + choices.joined(separator: ", ") + " 중 하나를 쓰세요."
        case .unknownRegion(let typed, let nearest):
            "\(KoreanParticle.object.quoted(UserText.excerpt(typed))) 지역 목록에서 찾지 못했습니다."
                + (nearest.map { " \(KoreanParticle.object.attached(to: regionName($0))) 찾으셨나요?" } ?? "")
                + " 지역: " + Region.allCases.map(regionName).joined(separator: ", ") + "."
        }
    }
}
