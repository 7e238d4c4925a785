// What the catalogue says (`search`, `more`, `people`, `person`, `company`), in Korean then English,
// and what a user may type to pick one of its rows.

import BoxOfficeDomain

/// The catalogue's words, part of ``Words`` so that each language has them all.
public protocol CatalogueWords: Sendable {
    func searching(_ kind: CatalogueKind, for name: String) -> String
    var loadingPerson: String { get }
    var loadingCompany: String { get }
    func resultsHeading(_ kind: CatalogueKind, name: String, first: Int, last: Int, total: Int) -> String
    func noResults(_ kind: CatalogueKind, name: String) -> String
    /// `more` after the last page of the search for `name` (`total` results, all shown).
    func noMoreResults(_ kind: CatalogueKind, name: String, total: Int) -> String
    /// `--page N` past the last page of the search for `name`: its `total` results, and its last page.
    func pastTheLastPage(_ kind: CatalogueKind, name: String, page: Int, total: Int, lastPage: Int) -> String
    func moreHint(remaining: Int) -> String
    func openHint(_ kind: CatalogueKind) -> String
    func text(for error: CatalogueSelectionError) -> String
    func noPerson(_ code: PersonCode) -> String
    func noCompany(_ code: CompanyCode) -> String
    /// The labels of a list's columns after its number: code, title or name, and the rest.
    func catalogueColumns(_ kind: CatalogueKind) -> [String]
    var numberLabel: String { get }
    var codeLabel: String { get }
    var nameLabel: String { get }
    var englishNameLabel: String { get }
    var roleLabel: String { get }
    var sexLabel: String { get }
    var homepagesLabel: String { get }
    var ceoLabel: String { get }
    var partsLabel: String { get }
    func filmographyHeading(count: Int) -> String
    var filmographyHint: String { get }
}

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
}

extension EnglishWords {
    public func searching(_ kind: CatalogueKind, for name: String) -> String {
        "Searching \(noun(kind)) for '\(UserText.excerpt(name))'…"
    }

    public var loadingPerson: String { "Loading the person…" }

    public var loadingCompany: String { "Loading the company…" }

    public func resultsHeading(_ kind: CatalogueKind, name: String, first: Int, last: Int, total: Int)
        -> String
    {
        "\(noun(kind).capitalized) matching '\(UserText.excerpt(name))': "
            + "\(first)–\(last) of \(NumberFormatting.grouped(total))"
    }

    public func noResults(_ kind: CatalogueKind, name: String) -> String {
        "No \(noun(kind)) found for '\(UserText.excerpt(name))'."
    }

    public func noMoreResults(_ kind: CatalogueKind, name: String, total: Int) -> String {
        "No more \(noun(kind)) for '\(UserText.excerpt(name))': all \(NumberFormatting.grouped(total)) are shown."
    }

    public func pastTheLastPage(_ kind: CatalogueKind, name: String, page: Int, total: Int, lastPage: Int)
        -> String
    {
        "No page \(page) of the \(noun(kind)) for '\(UserText.excerpt(name))': "
            + "\(NumberFormatting.grouped(total)) in all, the last page is \(lastPage)."
    }

    public func moreHint(remaining: Int) -> String {
        "`more` shows the next ones (\(NumberFormatting.grouped(remaining)) left)."
    }

    public func openHint(_ kind: CatalogueKind) -> String {
        switch kind {
        case .movies: "`detail N` shows one."
        case .people: "`person N` shows one and their films."
        case .companies: "`company N` shows one and its films."
        }
    }

    public func text(for error: CatalogueSelectionError) -> String {
        switch error {
        case .noListShown(.people):
            "No list of people is shown: use `people NAME` first, or `person CODE`."
        case .noListShown(.companies):
            "No list of companies is shown: use `company NAME` first, or `company CODE`."
        case .noListShown(.movies):
            "No list of movies is shown: use `search TITLE` or `date` first."
        case .numberOutOfRange(let kind, let number, let shown):
            "There is no \(singular(kind)) \(number): the last list of \(noun(kind)) shown "
                + (shown.map { "has \($0.lowerBound)–\($0.upperBound)." } ?? "is empty.")
        case .nothingToContinue:
            "`more` has no search to continue: use `search`, `people` or `company` first."
        }
    }

    public func noPerson(_ code: PersonCode) -> String {
        "There is no person with the code \(UserText.excerpt(code.rawValue))."
    }

    public func noCompany(_ code: CompanyCode) -> String {
        "There is no company with the code \(UserText.excerpt(code.rawValue))."
    }

    public func catalogueColumns(_ kind: CatalogueKind) -> [String] {
        switch kind {
        case .movies: ["Code", "Title", "Year", "Opened", "Directors"]
        case .people: ["Code", "Name", "Role", "Films"]
        case .companies: ["Code", "Company", "Parts", "CEO"]
        }
    }

    public var numberLabel: String { "No." }
    public var codeLabel: String { "Code" }
    public var nameLabel: String { "Name" }
    public var englishNameLabel: String { "English name" }
    public var roleLabel: String { "Role" }
    public var sexLabel: String { "Sex" }
    public var homepagesLabel: String { "Web pages" }
    public var ceoLabel: String { "CEO" }
    public var partsLabel: String { "Parts" }

    public func filmographyHeading(count: Int) -> String {
        "Filmography (\(counted(count, "film")))"
    }

    public var filmographyHint: String { "`detail N` shows one of these films." }

    private func noun(_ kind: CatalogueKind) -> String {
        switch kind {
        case .movies: "movies"
        case .people: "people"
        case .companies: "companies"
        }
    }

    private func singular(_ kind: CatalogueKind) -> String {
        switch kind {
        case .movies: "movie"
        case .people: "person"
        case .companies: "company"
        }
    }
}

public enum CatalogueKind: String, CaseIterable, Hashable, Sendable {
    case movies
    case people
    case companies
}

public enum CatalogueSelectionError: Error, Hashable, Sendable {
    case noListShown(CatalogueKind)
    case numberOutOfRange(CatalogueKind, number: Int, shown: ClosedRange<Int>?)
    /// `more` with no search before it.
    case nothingToContinue
}

/// What follows `person` or `company`: a number of the last list shown, a code, or a name.
public enum CatalogueSelector: Hashable, Sendable {
    /// `person 2`: the second of the last list.
    case number(Int)
    /// `person 10031641`, `person D000001`: a code.
    case code(String)
    /// `company 바른손`, `person 봉준호`: a name to search for.
    case name(String)

    /// KOBIS's codes have eight characters; a longer word is a name, which a search bounds.
    public static let longestCode = 20

    /// Reads the text: up to three digits are a number; one word of four to ``longestCode`` ASCII
    /// letters and digits with a digit among them is a code; anything else is a name. `nil` when blank.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        let asciiAlphanumeric = trimmed.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        if trimmed.count <= 3, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(trimmed) {
            self = .number(number)
        } else if asciiAlphanumeric, (4...Self.longestCode).contains(trimmed.count),
            trimmed.contains(where: \.isNumber)
        {
            self = .code(trimmed.uppercased())
        } else {
            self = .name(trimmed)
        }
    }
}
