// The catalogue in English: searches, people and companies, their labels, failures and commands' help.

import BoxOfficeDomain

extension EnglishWords {
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
