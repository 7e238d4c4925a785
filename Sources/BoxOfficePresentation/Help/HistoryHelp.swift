// The help of the commands that fill and read the store's history (`sync`, `export`, `trend`, `top`,
// `openings`, `months`, `compare`), in Korean then English.

extension KoreanWords {
    // Said in the help of `trend`, `top` and `compare`.
    static let historyFilterHelp =
        "`--nation`, `--kind`, `--region`을 쓰면 `sync`가 그 필터로 저장한 박스오피스를 읽습니다"
        + "(`top 20230101 20231231 --nation korean`). 쓰지 않으면 지금 필터와 상관없이 전체 영화의 박스오피스를 읽습니다."

    static let historyHelp: [String: CommandHelp] = [
        "sync": CommandHelp(
            summary: "한 기간의 차트를 KOBIS에서 받아 저장소를 채움",
            details: [
                "FROM부터 TO까지(`date`와 같은 형식, TO가 없으면 FROM 하루) 기간의 차트를 모두 로컬 저장소에 받습니다. `--charts`로 다른 "
                    + "차트(`daily,weekly,weekend,weekdays`, 주 단위 차트는 한 주에 한 번)를 고르지 않으면 일별 "
                    + "차트입니다. 확정된 숫자로 저장된 차트는 건너뛰므로, Ctrl-C나 실패나 하루 한도로 멈춘 sync는 "
                    + "다시 실행하면 멈춘 곳부터 이어 받습니다.",
                "옵션: `--charts daily,weekly,weekend,weekdays`, `--concurrency N`, `--dry-run`. 요청은 한 번에 `--concurrency N`개씩(기본 4, 1~16) 보내고, 터미널에서는 진행 막대를 보여 줍니다. "
                    + "키의 하루 호출 3,000회를 넘지 않습니다: 오늘 남은 호출보다 큰 기간(KOBIS의 전체 기록은 약 "
                    + "8,400일)은 되는 만큼 받고, 내일 같은 sync가 이어 받습니다. `--dry-run`은 무엇을 받을지와 "
                    + "오늘 안에 되는지만 말합니다.",
            ]),
        "export": CommandHelp(
            summary: "한 기간의 저장된 행을 csv나 json으로",
            details: [
                "FROM부터 TO까지(TO가 없으면 FROM 하루) 기간의 저장된 행을 모두(옵션 `--chart`, `--format`; `--chart`로 다른 차트를 고르지 않으면 일별 차트) csv로, "
                    + "`--format json`이나 세션의 `format json`이면 json으로 출력합니다: 날짜, 기간 끝, 차트, 필터, "
                    + "순위, 영화 코드, 제목, 모든 숫자와 순위 변동. 저장소만 읽으며, 저장소에 없는 날은 그것을 받을 "
                    + "`sync`와 함께 표준 오류에 알립니다. 파일로 받으려면 `boxoffice export FROM TO > file.csv`."
            ]),
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

extension EnglishWords {
    // Said in the help of `trend`, `top` and `compare`.
    static let historyFilterHelp =
        "`--nation`, `--kind` and `--region` read the charts a `sync` stored under that filter "
        + "(`top 20230101 20231231 --nation korean`); without them, every film's charts, whatever the filter in force."

    static let historyHelp: [String: CommandHelp] = [
        "sync": CommandHelp(
            summary: "fill the store with a range's charts from KOBIS",
            details: [
                "Fetches every chart of the range from FROM to TO (the same forms as `date`; TO is FROM when left out) "
                    + "into the local store: "
                    + "the daily chart unless `--charts` names others (`daily,weekly,weekend,weekdays`; a week's "
                    + "chart once a week). What is stored with final figures is skipped, so a run stopped by "
                    + "Ctrl-C, a failure or the day's quota continues where it stopped when run again.",
                "Options: `--charts daily,weekly,weekend,weekdays`, `--concurrency N`, `--dry-run`. Requests go `--concurrency N` at a time (default 4, 1 to 16), with a progress bar at a terminal. "
                    + "It never passes the key's 3,000 calls a day: a range larger than what is left today "
                    + "(KOBIS's whole history is about 8,400 days) is fetched as far as it fits, and the same sync "
                    + "tomorrow continues. `--dry-run` only says what it would fetch and whether it fits today.",
            ]),
        "export": CommandHelp(
            summary: "the stored rows of a range as csv or json",
            details: [
                "Prints every stored row of the range from FROM to TO (TO is FROM when left out; the daily chart unless `--chart` names "
                    + "another) as csv, or json with `--format json` or the session's `format json`: date, "
                    + "period end, chart, filter, rank, movie code, title, every figure and the rank change. It "
                    + "reads the store only; the days the store lacks are named on standard error with the "
                    + "`sync` that fetches them. For a file, run `boxoffice export FROM TO > file.csv`."
            ]),
        "trend": CommandHelp(
            summary: "a movie's daily audience over its run (from the local store)",
            details: [
                "`trend 3` is rank 3 of the list shown, `trend 20199882` a movie code, `trend 경관의 피` a stored "
                    + "title as displayed (case and spaces ignored). When several titles match, the most seen is "
                    + "shown and the others are named with their codes.",
                "One line a day from the stored daily charts (date, bar, audience), with the total audience (the "
                    + "latest day's total), the best day, the days in the top ten, the first and last day. A run "
                    + "longer than 60 days, or `--spark`, is one sparkline. csv and json give one record a day.",
                "Days the store lacks around the run (from its release to a week after its last day) are named "
                    + "on standard error with the `boxoffice sync FROM TO` that fills them. It never calls KOBIS.",
                historyFilterHelp,
            ]),
        "top": CommandHelp(
            summary: "the films of a period ranked by audience (from the local store)",
            details: [
                "`top 20220101 20220131` sums each film's audience over the stored daily charts of the period "
                    + "and ranks them, with the days in the top ten and the best rank. A film counts only on days "
                    + "it was in a stored top ten. `--limit N` shows N films (default 10). One day alone (`top 20220101`) runs to yesterday.",
                "Days of the period the store lacks are named on standard error with the `boxoffice sync FROM TO` "
                    + "that fills them. Days take the same forms as `date`.",
                historyFilterHelp,
            ]),
        "openings": CommandHelp(
            summary: "the films that opened in a month (from the local store)",
            details: [
                "`openings 202201` (or `2022-01`) lists, once each and by opening date, the films whose opening "
                    + "date is in that month, as the month's stored daily charts saw them: opening date, title, "
                    + "best rank in the month and the audience to date on the last day of the month it was seen. "
                    + "A film never in a stored top ten of the month is not there.",
                "Days of the month the store lacks are named on standard error with the `boxoffice sync FROM TO` "
                    + "that fills them. It calls no KOBIS service.",
            ]),
        "months": CommandHelp(
            summary: "a year month by month (from the local store)",
            details: [
                "`months 2022` shows each month of the year from its stored daily charts: the days stored, the "
                    + "films seen, the audience of those daily top tens, and the film with the most of it. The "
                    + "store keeps each day's top ten only, so this is the top tens' audience, not the whole "
                    + "market's. A month the store holds no day of says so rather than showing zero.",
                "The years run from 2003 (its figures start on 2003-11-11) to this year, which runs to yesterday. "
                    + "Days the store lacks are named on standard error with the `boxoffice sync FROM TO` that "
                    + "fills them. It calls no KOBIS service.",
            ]),
        "compare": CommandHelp(
            summary: "two movies' runs side by side",
            details: [
                "`compare 1 2`, `compare 20199882 20212866`, or titles with spaces as `compare 경관의 피 / 킹메이커`. "
                    + "The runs are aligned by the days since each film's first stored day (day 1, day 2, …).",
                historyFilterHelp,
            ]),
    ]
}
