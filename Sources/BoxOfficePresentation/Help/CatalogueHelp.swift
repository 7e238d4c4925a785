// The help of the commands that open a movie, a person or a company (`detail`, `poster`, `search`,
// `more`, `people`, `person`, `company`), in Korean then English.

extension KoreanWords {
    static let catalogueHelp: [String: CommandHelp] = [
        "detail": CommandHelp(
            summary: "영화 상세: 제목, 포스터, 감독과 배우, 정보",
            details: [
                "`detail 3`은 보이는 목록의 3위 영화를, `detail 20199882`는 KOBIS 영화 코드로 어느 영화든, "
                    + "`detail 경관`은 목록에서 제목이 그렇게 시작하는 영화를 보여 줍니다(Tab으로 제목 완성).",
                "날짜를 보여 줄 때 목록에 있는 영화들의 상세를 미리 가져오므로 바로 나옵니다. 가져온 상세는 로컬 "
                    + "저장소에 보관합니다.",
            ]),
        "poster": CommandHelp(
            summary: "포스터 보기 (kitty, iTerm2), 아니면 주소",
            details: [
                "지정한 영화나 마지막으로 본 상세의 포스터를 보여 줍니다. kitty와 iTerm2에서는 이미지를 가져와 "
                    + "터미널에 보여 주고, 다른 터미널에서는 주소를 출력합니다."
            ]),
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

extension EnglishWords {
    static let catalogueHelp: [String: CommandHelp] = [
        "detail": CommandHelp(
            summary: "a movie's detail: titles, poster, people, facts, figures",
            details: [
                "`detail 3` shows the movie ranked 3rd in the list shown; `detail 20199882` any movie by its "
                    + "KOBIS code; `detail 경관` the movie of the list whose title starts so (Tab completes "
                    + "titles).",
                "The details of the list's movies are fetched in the background when a day is shown, so they "
                    + "answer at once; fetched details are kept in the local store.",
            ]),
        "poster": CommandHelp(
            summary: "show the poster here (kitty, iTerm2), or its address",
            details: [
                "Shows the poster of the movie named, or of the last detail shown. In kitty and iTerm2 the "
                    + "image is fetched and shown in the terminal; elsewhere its address is printed."
            ]),
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
