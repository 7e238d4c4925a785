// The catalogue in English: searches, people and companies, their labels, failures and commands' help.

import BoxOfficeDomain

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

    static let catalogueHelp: [String: CommandHelp] = [
        "search": CommandHelp(
            summary: "search KOBIS's movies by title",
            details: [
                "`search 범죄와의전쟁` lists the movies whose title holds the words (spaces ignored), ten at a "
                    + "time and numbered: `detail N` then opens movie N, and `more` shows the next ten.",
                NumberedLists.english,
            ]),
        "more": CommandHelp(
            summary: "the next results of the last search",
            details: [
                "Continues the last `search`, `people` or `company NAME`, numbering on (11, 12, …); says so "
                    + "when every result is shown."
            ]),
        "people": CommandHelp(
            summary: "search KOBIS's people (directors, actors, …) by name",
            details: [
                "`people 봉준호` lists the people whose name holds the text, numbered: `person N` opens one.",
                NumberedLists.english,
            ]),
        "person": CommandHelp(
            summary: "a person and their filmography",
            details: [
                "`person 2` opens person 2 of the last `people` list, `person 10031641` anyone by KOBIS's code: "
                    + "their name, role and films, numbered so that `detail N` opens film N. Tab offers the "
                    + "numbers and codes of the last list.",
                "`person 봉준호`, a name, lists the people it finds, as `people` does.",
            ]),
        "company": CommandHelp(
            summary: "search companies by name, or show one and its films",
            details: [
                "`company 바른손` lists the companies whose name holds the text; `company 2` opens company 2 of "
                    + "that list, `company 20100558` any company by KOBIS's code, with its films numbered so "
                    + "that `detail N` opens film N.",
                NumberedLists.english,
            ]),
    ]
}

// The one rule of numbers, as `help` says it.
enum NumberedLists {
    static let english =
        "Numbers follow what was shown last: `detail N` and `poster N` mean movie N of the last list of "
        + "movies shown (the day's chart, a search or a filmography); `person N` and `company N` mean row N "
        + "of the last list of people or companies. Showing a day again (`date`, `prev`, `next`, `refresh`) "
        + "makes its ranks the movie numbers again."
    static let korean =
        "번호는 마지막에 보인 목록을 따릅니다: `detail N`과 `poster N`은 마지막에 보인 영화 목록(그날의 순위, "
        + "검색 결과, 필모그래피)의 N번, `person N`과 `company N`은 마지막에 보인 영화인·회사 목록의 N번입니다. "
        + "날짜를 다시 보이면(`date`, `prev`, `next`, `refresh`) 그 순위가 다시 영화 번호가 됩니다."
}
