// The catalogue in Korean: searches, people and companies, their labels, failures and commands' help.

import BoxOfficeDomain

extension KoreanWords {
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
