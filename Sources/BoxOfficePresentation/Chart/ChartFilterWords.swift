// What the chart's filter says (`filter`, `--nation`, `--kind`, `--region`): the names of its choices
// and what was typed wrong, in Korean then English.

import BoxOfficeDomain

/// The filter's words, part of ``Words``: a language that lacks one does not build.
public protocol ChartFilterWords: Sendable {
    func regionName(_ region: Region) -> String
    /// `한국 영화`, `외국 영화` / `Korean films`, `foreign films` (never asked for `.all`).
    func nationName(_ nation: ChartFilter.Nation) -> String
    /// `다양성 영화`, `상업 영화` / `diversity films`, `commercial films` (never asked for `.all`).
    func filmKindName(_ kind: ChartFilter.FilmKind) -> String
    /// What `filter` says after a change, or alone: the filter now in force.
    func filterNow(_ summary: String?) -> String

    func text(for error: FilterInputError) -> String
}

extension ChartFilterWords {
    /// The filter's parts joined for a heading: `한국 영화 · 서울시`; `nil` for every film everywhere.
    public func filterSummary(_ filter: ChartFilter) -> String? {
        var parts: [String] = []
        if filter.nation != .all { parts.append(nationName(filter.nation)) }
        if filter.kind != .all { parts.append(filmKindName(filter.kind)) }
        if let region = filter.region { parts.append(regionName(region)) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// ` · 한국 영화` after a heading of what was read under a filter; empty for every film everywhere.
    public func filterSuffix(_ filter: ChartFilter) -> String {
        filterSummary(filter).map { " · " + $0 } ?? ""
    }
}

extension KoreanWords {
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

extension EnglishWords {
    public func regionName(_ region: Region) -> String {
        ChartFilterInput.regionNames[region]?.last ?? region.code
    }

    public func nationName(_ nation: ChartFilter.Nation) -> String {
        switch nation {
        case .all: "all films"
        case .korean: "Korean films"
        case .foreign: "foreign films"
        }
    }

    public func filmKindName(_ kind: ChartFilter.FilmKind) -> String {
        switch kind {
        case .all: "all films"
        case .diversity: "diversity films"
        case .commercial: "commercial films"
        }
    }

    public func filterNow(_ summary: String?) -> String {
        summary.map { "Filter: \($0)" } ?? "No filter: every film, nationwide."
    }

    public func text(for error: FilterInputError) -> String {
        switch error {
        case .unknownChoice(let aspect, let typed, let choices):
            "'\(UserText.excerpt(typed))' is not a \(aspect.rawValue): use one of "
                + choices.joined(separator: ", ") + "."
        case .unknownRegion(let typed, let nearest):
            "'\(UserText.excerpt(typed))' is not a region."
                + (nearest.map {
                    " Did you mean \(regionName($0)) (\(ChartFilterInput.regionNames[$0]?.first ?? ""))?"
                }
                    ?? "") + " Regions: " + Region.allCases.map(regionName).joined(separator: ", ") + "."
        }
    }
}
