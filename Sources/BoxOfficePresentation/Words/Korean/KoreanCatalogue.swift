// The catalogue in Korean: searches, people and companies, their labels, failures and commands' help.

import BoxOfficeDomain

extension KoreanWords {
    public func searching(_ kind: CatalogueKind, for name: String) -> String {
        "'\(UserText.excerpt(name))' \(noun(kind)) 검색 중…"
    }

    public var loadingPerson: String { "영화인 정보 불러오는 중…" }

    public var loadingCompany: String { "영화사 정보 불러오는 중…" }

    public func resultsHeading(_ kind: CatalogueKind, name: String, first: Int, last: Int, total: Int)
        -> String
    {
        "'\(UserText.excerpt(name))' \(noun(kind)) 검색: \(NumberFormatting.grouped(total))건 중 \(first)–\(last)"
    }

    public func noResults(_ kind: CatalogueKind, name: String) -> String {
        "\(KoreanParticle.direction.quoted(UserText.excerpt(name))) 찾은 \(noun(kind))\(subject(kind)) 없습니다."
    }

    public func noMoreResults(_ kind: CatalogueKind, name: String, total: Int) -> String {
        "'\(UserText.excerpt(name))' \(noun(kind)) 검색 결과는 더 없습니다: "
            + "\(NumberFormatting.grouped(total))건을 모두 보였습니다."
    }

    public func pastTheLastPage(_ kind: CatalogueKind, name: String, page: Int, total: Int, lastPage: Int)
        -> String
    {
        "'\(UserText.excerpt(name))' \(noun(kind)) 검색: \(page)페이지는 없습니다"
            + "(\(NumberFormatting.grouped(total))건, 마지막 \(lastPage)페이지)."
    }

    public func moreHint(remaining: Int) -> String {
        "다음 결과는 `more` (\(NumberFormatting.grouped(remaining))건 남음)."
    }

    public func openHint(_ kind: CatalogueKind) -> String {
        switch kind {
        case .movies: "`detail N`으로 영화 하나를 봅니다."
        case .people: "`person N`으로 영화인과 그 필모그래피를 봅니다."
        case .companies: "`company N`으로 영화사와 그 필모그래피를 봅니다."
        }
    }

    public func text(for error: CatalogueSelectionError) -> String {
        switch error {
        case .noListShown(.people):
            "보이는 영화인 목록이 없습니다: 먼저 `people 이름`을 쓰거나 `person 코드`를 쓰세요."
        case .noListShown(.companies):
            "보이는 영화사 목록이 없습니다: 먼저 `company 이름`을 쓰거나 `company 코드`를 쓰세요."
        case .noListShown(.movies):
            "보이는 영화 목록이 없습니다: 먼저 `search 제목`이나 `date`를 쓰세요."
        case .numberOutOfRange(let kind, let number, let shown):
            "\(number)번 \(noun(kind))\(subject(kind)) 없습니다: 마지막에 보인 \(noun(kind)) 목록은 "
                + (shown.map { "\($0.lowerBound)–\($0.upperBound)번입니다." } ?? "비어 있습니다.")
        case .nothingToContinue:
            "`more`로 이어 볼 검색이 없습니다: 먼저 `search`, `people` 또는 `company`를 쓰세요."
        }
    }

    public func noPerson(_ code: PersonCode) -> String {
        "코드가 \(UserText.excerpt(code.rawValue))인 영화인이 없습니다."
    }

    public func noCompany(_ code: CompanyCode) -> String {
        "코드가 \(UserText.excerpt(code.rawValue))인 영화사가 없습니다."
    }

    public func catalogueColumns(_ kind: CatalogueKind) -> [String] {
        switch kind {
        case .movies: ["코드", "제목", "제작연도", "개봉일", "감독"]
        case .people: ["코드", "이름", "분야", "필모그래피"]
        case .companies: ["코드", "영화사", "업무", "대표"]
        }
    }

    public var numberLabel: String { "번호" }
    public var codeLabel: String { "코드" }
    public var nameLabel: String { "이름" }
    public var englishNameLabel: String { "영문 이름" }
    public var roleLabel: String { "분야" }
    public var sexLabel: String { "성별" }
    public var homepagesLabel: String { "홈페이지" }
    public var ceoLabel: String { "대표" }
    public var partsLabel: String { "업무" }

    public func filmographyHeading(count: Int) -> String {
        "필모그래피 (\(NumberFormatting.grouped(count))편)"
    }

    public var filmographyHint: String { "`detail N`으로 이 중 영화 하나를 봅니다." }

    private func noun(_ kind: CatalogueKind) -> String {
        switch kind {
        case .movies: "영화"
        case .people: "영화인"
        case .companies: "영화사"
        }
    }

    private func subject(_ kind: CatalogueKind) -> String {
        KoreanParticle.subject.after(noun(kind))
    }

    static let catalogueHelp: [String: CommandHelp] = [
        "search": CommandHelp(
            summary: "KOBIS 영화를 제목으로 검색",
            details: [
                "`search 범죄와의전쟁`은 제목에 그 글자가 든 영화를(띄어쓰기 무시) 열 편씩 번호를 붙여 보입니다: "
                    + "`detail N`으로 N번 영화를 열고, `more`로 다음 열 편을 봅니다.",
                NumberedLists.korean,
            ]),
        "more": CommandHelp(
            summary: "마지막 검색의 다음 결과",
            details: [
                "마지막 `search`, `people` 또는 `company 이름`을 이어서 번호를 계속 붙여(11, 12, …) 보입니다. "
                    + "결과를 다 보였으면 그렇다고 말합니다."
            ]),
        "people": CommandHelp(
            summary: "KOBIS 영화인(감독, 배우 등)을 이름으로 검색",
            details: [
                "`people 봉준호`는 이름에 그 글자가 든 영화인을 번호를 붙여 보입니다: `person N`으로 한 사람을 엽니다.",
                NumberedLists.korean,
            ]),
        "person": CommandHelp(
            summary: "영화인 한 사람과 그 필모그래피",
            details: [
                "`person 2`는 마지막 `people` 목록의 2번, `person 10031641`은 KOBIS 코드로 누구든 엽니다: 이름, "
                    + "분야, 참여 영화를 번호를 붙여 보이므로 `detail N`으로 N번 영화를 엽니다. Tab은 마지막 "
                    + "목록의 번호와 코드를 제안합니다.",
                "`person 봉준호`처럼 이름을 쓰면 `people`처럼 그 이름으로 찾은 영화인을 보여 줍니다.",
            ]),
        "company": CommandHelp(
            summary: "영화사를 이름으로 검색하거나 하나와 그 영화들을 보기",
            details: [
                "`company 바른손`은 이름에 그 글자가 든 영화사를 보이고, `company 2`는 그 목록의 2번, "
                    + "`company 20100558`은 KOBIS 코드로 어느 영화사든 엽니다. 영화에 번호가 붙어 `detail N`으로 "
                    + "N번 영화를 엽니다.",
                NumberedLists.korean,
            ]),
    ]
}
