// The help of the chart's commands (`date`, `prev`, `next`, `weekly`, `weekend`, `weekdays`, `filter`,
// `refresh`, `shares`, `calendar`), in Korean then English.

extension KoreanWords {
    static let chartHelp: [String: CommandHelp] = [
        "date": CommandHelp(
            summary: "그날의 박스오피스 (20220105, 2022-01-05, 1/5, yesterday, -3)",
            details: [
                "그날의 일별 박스오피스를 보여 줍니다: `20220105`, `2022-01-05`, `1/5`(올해), `yesterday`, "
                    + "`-3`(서울 기준 오늘에서 사흘 전).",
                "날짜 없이 쓰면 집계가 있는 가장 최근 날(서울 기준 어제, 데모에서는 마지막 날)을 보여 줍니다.",
                "오늘 날짜는 집계중입니다. `date ` 다음에 Tab을 누르면 최근 날짜가 나옵니다.",
            ]),
        "prev": CommandHelp(summary: "전날", details: ["보이는 날의 전날을 보여 줍니다."]),
        "next": CommandHelp(
            summary: "다음 날 (주간 박스오피스에서는 다음 주)",
            details: ["보이는 날의 다음 날을 보여 줍니다(어제까지). 주간·주말·주중 박스오피스에서는 한 주씩 움직입니다."]),
        "weekly": CommandHelp(
            summary: "주간 박스오피스 (월–일)",
            details: [
                "`weekly 20220105`는 그 날이 든 주(월요일–일요일)의 박스오피스를 보여 줍니다. 주의 어느 날이든 "
                    + "그 주를 가리킵니다. 날짜가 없으면 집계가 끝난 가장 최근 주입니다. 이번 주는 아직 집계중입니다.",
                "머리글에 기간과 KOBIS의 주차(예: 2022년 1주)가 나오고, 순위 변동은 지난주와 비교한 것입니다. "
                    + "`prev`와 `next`는 한 주씩 움직이고, `date`는 일별로 돌아갑니다. 필터(`filter`)도 적용됩니다.",
            ]),
        "weekend": CommandHelp(
            summary: "주말 박스오피스 (금–일)",
            details: ["`weekend 20220105`는 그 날이 든 주의 금요일부터 일요일까지의 박스오피스입니다. 나머지는 `weekly`와 같습니다."]),
        "weekdays": CommandHelp(
            summary: "주중 박스오피스 (월–목)",
            details: ["`weekdays 20220105`는 그 날이 든 주의 월요일부터 목요일까지의 박스오피스입니다. 나머지는 `weekly`와 같습니다."]),
        "filter": CommandHelp(
            summary: "국적·영화 구분·지역 필터 (모든 박스오피스에 적용)",
            details: [
                "`filter nation korean|foreign|all`(한국/외국 영화), `filter kind diversity|commercial|all`(다양성/상업 "
                    + "영화), `filter region 서울시`(KOBIS의 17개 지역; Tab으로 완성, 모르는 이름에는 가장 가까운 이름을 "
                    + "알려 줍니다), `filter clear`(모두 해제). `filter`만 쓰면 지금의 필터를 보여 줍니다.",
                "필터는 바꿀 때까지 유지되고 머리글에 나오며, 바꾸면 보이는 박스오피스를 다시 가져옵니다. 필터마다 "
                    + "따로 저장됩니다. 한 번에 실행하는 명령에서는 --nation, --kind, --region 옵션입니다.",
            ]),
        "refresh": CommandHelp(
            summary: "보이는 날을 다시 가져오기", details: ["보이는 날의 자료를 다시 가져옵니다. 앱의 당겨서 새로고침과 같습니다."]),
        "shares": CommandHelp(
            summary: "보이는 날의 매출 점유율 막대그래프",
            details: [
                "보이는 날의 영화마다 매출 점유율을 가로 막대로 보여 줍니다. 가장 큰 점유율의 막대가 남은 폭을 "
                    + "채웁니다. 새로 요청하지 않으므로 먼저 `date`로 날짜를 보세요. plain 형식에서는 문장으로, csv와 "
                    + "json에서는 영화마다 한 레코드(rank, movieCode, title, salesShare)로 나옵니다."
            ]),
        "calendar": CommandHelp(
            summary: "한 달 달력",
            details: [
                "한 달을 일요일부터 한 주씩 보여 줍니다. 보이는 날은 괄호 안에, 집계가 없는 날(오늘, 미래, "
                    + "2003-11-11 이전, 데모 자료에 없는 날)은 흐리게 나옵니다. 달 없이 쓰면 보이는 날의 달을 "
                    + "보여 줍니다. `calendar 202201` 또는 `calendar 2022-01`. plain 형식에서는 문장으로, csv와 "
                    + "json에서는 하루에 한 레코드(date, hasFigures, shown)로 나옵니다."
            ]),
    ]
}

extension EnglishWords {
    static let chartHelp: [String: CommandHelp] = [
        "date": CommandHelp(
            summary: "show the box office of a day (default: the latest day)",
            details: [
                "Shows the daily box office of the day given: `20220105`, `2022-01-05`, `1/5` (this year), "
                    + "`yesterday`, or `-3` (three days back from today in Seoul).",
                "With no day it shows the latest day with figures (yesterday in Seoul, or the newest demo day).",
                "Today has no figures yet (오늘 날짜는 집계중입니다). Tab after `date ` offers recent days.",
            ]),
        "prev": CommandHelp(summary: "show the day before", details: ["Shows the day before the one shown."]),
        "next": CommandHelp(
            summary: "show the day after (the week after, in a weekly chart)",
            details: [
                "Shows the day after the one shown (up to yesterday). In a weekly, weekend or weekdays chart it "
                    + "moves a week."
            ]),
        "weekly": CommandHelp(
            summary: "the weekly box office (Monday to Sunday)",
            details: [
                "`weekly 20220105` shows the chart of the week (Monday to Sunday) that day falls in; any day of "
                    + "the week names it. With no day, the latest week that is over; this week's figures are "
                    + "still being counted.",
                "The heading gives the period and KOBIS's week (week 1 of 2022); rank changes compare with the "
                    + "week before. `prev` and `next` move a week; `date` goes back to days. The filter applies.",
            ]),
        "weekend": CommandHelp(
            summary: "the weekend box office (Friday to Sunday)",
            details: [
                "`weekend 20220105` shows Friday to Sunday of the week that day falls in; otherwise as `weekly`."
            ]),
        "weekdays": CommandHelp(
            summary: "the weekday box office (Monday to Thursday)",
            details: [
                "`weekdays 20220105` shows Monday to Thursday of the week that day falls in; otherwise as `weekly`."
            ]),
        "filter": CommandHelp(
            summary: "filter by nation, kind of film or region (every chart)",
            details: [
                "`filter nation korean|foreign|all`, `filter kind diversity|commercial|all` (다양성/상업), "
                    + "`filter region 서울시` (KOBIS's 17 regions, by their Korean or English names; Tab completes "
                    + "them, and an unknown name gets the nearest), `filter clear`. `filter` alone says the filter.",
                "The filter stays until changed and shows in the heading; a change fetches the chart on screen "
                    + "again. Each filtered chart is stored apart. One-shot commands take --nation, --kind, --region.",
            ]),
        "refresh": CommandHelp(
            summary: "fetch the shown day again",
            details: ["Asks the source again for the day shown: the app's pull-to-refresh."]),
        "shares": CommandHelp(
            summary: "the day's sales shares, as bars",
            details: [
                "Shows each movie's share of the day's sales (매출 점유율) as a horizontal bar, the largest "
                    + "filling the width left. It reads the day shown and makes no request: show a day with "
                    + "`date` first. In the plain format it is sentences; in csv and json one record a movie "
                    + "(rank, movieCode, title, salesShare)."
            ]),
        "calendar": CommandHelp(
            summary: "show a month's calendar",
            details: [
                "Shows a month, weeks from Sunday: the day shown in brackets, days without figures dimmed "
                    + "(today, the future, before 2003-11-11, days missing from the demo data). With no month "
                    + "it shows the month of the day shown. `calendar 202201` or `calendar 2022-01`. In the "
                    + "plain format it is sentences; in csv and json one record a day (date, hasFigures, shown)."
            ]),
    ]
}
