// The chart's filter in words, both ways (`filter`, `--nation`, `--kind`, `--region`): what a user
// types for it (`korean`, `다양성`, `서울시`) read, and the names of its choices and what was typed
// wrong said, in Korean then English.

import BoxOfficeDomain

public enum FilterAspect: String, Hashable, Sendable, CaseIterable {
    case nation
    case kind
    case region
}

public enum FilterInputError: Error, Hashable, Sendable {
    /// `choices` are the English words the aspect takes.
    case unknownChoice(FilterAspect, typed: String, choices: [String])
    /// No region has that name; `nearest` is the one whose name is closest, if any is close.
    case unknownRegion(typed: String, nearest: Region?)
}

public enum ChartFilterInput {
    // The first of each is the one shown in help.
    static let nationWords: [(ChartFilter.Nation, [String])] = [
        (.korean, ["korean", "k", "한국", "한국영화"]), (.foreign, ["foreign", "f", "외국", "외국영화"]),
        (.all, ["all", "전체"]),
    ]

    static let kindWords: [(ChartFilter.FilmKind, [String])] = [
        (.diversity, ["diversity", "y", "다양성", "다양성영화"]), (.commercial, ["commercial", "n", "상업", "상업영화"]),
        (.all, ["all", "전체"]),
    ]

    // KOBIS's Korean name first, then the English one.
    static let regionNames: [Region: [String]] = [
        .seoul: ["서울시", "Seoul"], .gyeonggi: ["경기도", "Gyeonggi"], .gangwon: ["강원도", "Gangwon"],
        .northChungcheong: ["충청북도", "North Chungcheong"], .southChungcheong: ["충청남도", "South Chungcheong"],
        .northGyeongsang: ["경상북도", "North Gyeongsang"], .southGyeongsang: ["경상남도", "South Gyeongsang"],
        .northJeolla: ["전라북도", "North Jeolla"], .southJeolla: ["전라남도", "South Jeolla"],
        .jeju: ["제주도", "Jeju"], .busan: ["부산시", "Busan"], .daegu: ["대구시", "Daegu"],
        .daejeon: ["대전시", "Daejeon"], .ulsan: ["울산시", "Ulsan"], .incheon: ["인천시", "Incheon"],
        .gwangju: ["광주시", "Gwangju"], .sejong: ["세종시", "Sejong"],
    ]

    // Official names (`서울특별시`) and short ones (`충북`, `chungbuk`) are read too.
    static let regionAliases: [Region: [String]] = [
        .seoul: ["서울특별시"], .gyeonggi: ["gyeonggi-do"], .gangwon: ["강원특별자치도", "gangwon-do"],
        .northChungcheong: ["충북", "chungbuk", "chungcheongbuk-do"],
        .southChungcheong: ["충남", "chungnam", "chungcheongnam-do"],
        .northGyeongsang: ["경북", "gyeongbuk", "gyeongsangbuk-do"],
        .southGyeongsang: ["경남", "gyeongnam", "gyeongsangnam-do"],
        .northJeolla: ["전북", "전북특별자치도", "jeonbuk", "jeollabuk-do"],
        .southJeolla: ["전남", "jeonnam", "jeollanam-do"], .jeju: ["제주특별자치도", "jeju-do"],
        .busan: ["부산광역시"], .daegu: ["대구광역시"], .daejeon: ["대전광역시"], .ulsan: ["울산광역시"],
        .incheon: ["인천광역시"], .gwangju: ["광주광역시"], .sejong: ["세종특별자치시"],
    ]

    /// The regions' Korean names, then their English ones, so `se` + Tab finds Seoul and Sejong.
    public static func completions(for aspect: FilterAspect) -> [String] {
        switch aspect {
        case .nation: nationWords.map { $0.1[0] }
        case .kind: kindWords.map { $0.1[0] }
        case .region:
            Region.allCases.compactMap { regionNames[$0]?.first } + ["all"]
                + Region.allCases.compactMap { regionNames[$0]?.last }
        }
    }

    public static func nation(_ text: String) throws(FilterInputError) -> ChartFilter.Nation {
        guard let nation = choice(text, in: nationWords) else {
            throw .unknownChoice(.nation, typed: text, choices: completions(for: .nation))
        }
        return nation
    }

    public static func kind(_ text: String) throws(FilterInputError) -> ChartFilter.FilmKind {
        guard let kind = choice(text, in: kindWords) else {
            throw .unknownChoice(.kind, typed: text, choices: completions(for: .kind))
        }
        return kind
    }

    /// `nil` for the whole country; read leniently: `서울`, `서울시`, `seoul` and `0105001` are all Seoul.
    public static func region(_ text: String) throws(FilterInputError) -> Region? {
        let key = folded(text)
        if key == "all" || key == "전체" { return nil }
        if let region = Region(code: key) { return region }
        for region in Region.allCases {
            let names = ((regionNames[region] ?? []) + (regionAliases[region] ?? [])).map(folded)
            // 서울 for 서울시, 경기 for 경기도: the Korean name without its last syllable.
            let short = names.first.map { String($0.dropLast()) }
            if names.contains(key) || (short.map { $0.count >= 2 && $0 == key } ?? false) { return region }
        }
        let scored = Region.allCases.flatMap { region in
            ((regionNames[region] ?? []) + (regionAliases[region] ?? [])).map {
                (region, EditDistance.between(folded($0), key))
            }
        }
        let nearest = scored.min { $0.1 < $1.1 }.flatMap { $0.1 <= max(1, key.count / 2) ? $0.0 : nil }
        throw .unknownRegion(typed: text, nearest: nearest)
    }

    /// The one-shot options that ask for `filter`: ` --nation korean --region 서울시`; empty for all.
    public static func commandLineOptions(for filter: ChartFilter) -> String {
        var options = ""
        if filter.nation != .all { options += " --nation \(filter.nation.rawValue)" }
        if filter.kind != .all { options += " --kind \(filter.kind.rawValue)" }
        if let region = filter.region, let name = regionNames[region]?.first {
            options += " --region \(name)"
        }
        return options
    }

    private static func choice<Value>(_ text: String, in table: [(Value, [String])]) -> Value? {
        let key = folded(text)
        return table.first { $0.1.contains(key) }?.0
    }

    private static func folded(_ text: String) -> String {
        String(text.lowercased().filter { !$0.isWhitespace })
    }
}

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
