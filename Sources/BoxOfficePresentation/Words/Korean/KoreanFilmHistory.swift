// What the store's history (`trend`, `top`, `compare`, `openings`, `months`) says in Korean, its help too.

import BoxOfficeDomain

extension KoreanWords {
    // Said in the help of `trend`, `top` and `compare`.
    static let historyFilterHelp =
        "`--nation`, `--kind`, `--region`을 쓰면 `sync`가 그 필터로 저장한 박스오피스를 읽습니다"
        + "(`top 20230101 20231231 --nation korean`). 쓰지 않으면 지금 필터와 상관없이 전체 영화의 박스오피스를 읽습니다."

    static let filmHistoryHelp: [String: CommandHelp] = [
        "trend": CommandHelp(
            summary: "영화의 일별 관객 추이 (로컬 저장소에서)",
            details: [
                "`trend 3`은 보이는 목록의 3위 영화를, `trend 20199882`는 영화 코드로, `trend 경관의 피`는 저장된 "
                    + "제목(화면에 보이는 대로, 대소문자와 띄어쓰기 무시)으로 찾습니다. 같은 제목이 여럿이면 가장 많이 본 "
                    + "영화를 보여 주고 나머지를 코드와 함께 알려 줍니다.",
                "저장된 일별 박스오피스에서 하루 한 줄(날짜, 막대, 관객수)로 보여 주고, 누적관객수(마지막 날의 누적), "
                    + "최고 일, 10위 안 일수, 처음과 마지막 날을 붙입니다. 60일보다 길거나 `--spark`를 쓰면 한 줄 "
                    + "스파크라인으로 보여 줍니다. csv와 json은 하루 한 레코드입니다.",
                "상영 기간 앞뒤(개봉일부터, 마지막 날 뒤 7일까지)에 저장소에 없는 날이 있으면 그 날들과 채우는 "
                    + "`boxoffice sync FROM TO`를 표준 오류로 알려 줍니다. KOBIS를 부르지 않습니다.",
                historyFilterHelp,
            ]),
        "top": CommandHelp(
            summary: "기간의 영화를 관객수로 순위 매기기 (로컬 저장소에서)",
            details: [
                "`top 20220101 20220131`은 그 기간 저장된 일별 박스오피스의 관객수를 영화마다 더해 많은 순으로 "
                    + "보여 줍니다(10위 안 일수, 최고 순위와 함께). 영화는 저장된 10위 안에 든 날만 셉니다. "
                    + "`--limit N`으로 N편까지(기본 10편). `top 20220101`처럼 하루만 쓰면 어제까지입니다.",
                "기간에 저장소에 없는 날이 있으면 그 날들과 채우는 `boxoffice sync FROM TO`를 표준 오류로 알려 "
                    + "줍니다. 날짜는 `date`와 같은 형식입니다.",
                historyFilterHelp,
            ]),
        "openings": CommandHelp(
            summary: "한 달의 개봉작 (로컬 저장소에서)",
            details: [
                "`openings 202201`(또는 `2022-01`)은 개봉일이 그 달인 영화를 그 달의 저장된 일별 박스오피스에서 "
                    + "찾아 개봉일 순으로 한 번씩 보여 줍니다: 개봉일, 제목, 그 달의 최고 순위, 그 달 마지막으로 "
                    + "보인 날의 누적관객수. 그 달 10위 안에 든 적이 없는 영화는 없습니다.",
                "그 달에 저장소에 없는 날이 있으면 그 날들과 채우는 `boxoffice sync FROM TO`를 표준 오류로 알려 "
                    + "줍니다. KOBIS를 부르지 않습니다.",
            ]),
        "months": CommandHelp(
            summary: "한 해를 월별로 (로컬 저장소에서)",
            details: [
                "`months 2022`는 그 해의 달마다 저장된 일별 박스오피스를 모아 보여 줍니다: 저장된 날 수, 나온 영화 "
                    + "수, 그 일별 10위 안 관객수의 합, 그중 관객이 가장 많은 영화. 저장소는 날마다 10위까지만 "
                    + "가지고 있으므로 이 관객수는 10위 안 영화의 합계이지 시장 전체 관객수가 아닙니다. 저장된 "
                    + "날이 없는 달은 0이 아니라 저장된 날이 없다고 보여 줍니다.",
                "연도는 2003년(집계는 2003-11-11부터)부터 올해까지이며, 올해는 어제까지입니다. 저장소에 없는 "
                    + "날이 있으면 그 날들과 채우는 `boxoffice sync FROM TO`를 표준 오류로 알려 줍니다. KOBIS를 "
                    + "부르지 않습니다.",
            ]),
        "compare": CommandHelp(
            summary: "두 영화의 상영 추이를 나란히",
            details: [
                "`compare 1 2`, `compare 20199882 20212866`, 띄어쓰기가 있는 제목은 `compare 경관의 피 / 킹메이커`. "
                    + "각 영화가 처음 저장된 날부터 센 날(1일째, 2일째…)로 맞춰 관객수를 나란히 보여 줍니다.",
                historyFilterHelp,
            ]),
    ]
}
