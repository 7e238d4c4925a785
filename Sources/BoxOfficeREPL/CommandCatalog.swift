import BoxOfficePresentation

/// Every REPL command with its usage and help text in Korean and English: the one list that
/// parsing, completion and `help` read from.
public enum CommandCatalog {
    /// What `help` says about one command.
    public struct Entry: Sendable {
        /// The name typed at the prompt (the same in every language).
        public let name: String
        /// Other names for it.
        public let aliases: [String]
        /// The usage line, e.g. `date [DAY]` (the same in every language).
        public let usage: String
        private let summary: Bilingual
        private let details: Bilingual

        init(name: String, aliases: [String] = [], usage: String, summary: Bilingual, details: Bilingual) {
            self.name = name
            self.aliases = aliases
            self.usage = usage
            self.summary = summary
            self.details = details
        }

        /// One line on what it does, in `language`.
        public func summary(in language: Language) -> String {
            summary.text(in: language)
        }

        /// Longer help in `language`, shown by `help <command>`: paragraphs separated by `\n`,
        /// each wrapped to the terminal's width.
        public func details(in language: Language) -> String {
            details.text(in: language)
        }
    }

    /// The commands in the order `help` lists them.
    public static let entries: [Entry] = [
        Entry(
            name: "date", usage: "date [DAY]",
            summary: Bilingual(
                english: "show the box office of a day (default: the latest day)",
                korean: "그날의 박스오피스 (20220105, 2022-01-05, 1/5, yesterday, -3)"),
            details: Bilingual(
                english:
                    "Shows the daily box office of the day given: `20220105`, `2022-01-05`, `1/5` (this year), "
                    + "`yesterday`, or `-3` (three days back from today in Seoul).\n"
                    + "With no day it shows the latest day with figures (yesterday in Seoul, or the newest "
                    + "demo day).\n"
                    + "Today has no figures yet (오늘 날짜는 집계중입니다). Tab after `date ` offers recent days.",
                korean:
                    "그날의 일별 박스오피스를 보여 줍니다: `20220105`, `2022-01-05`, `1/5`(올해), "
                    + "`yesterday`, `-3`(서울 기준 오늘에서 사흘 전).\n"
                    + "날짜 없이 쓰면 집계가 있는 가장 최근 날(서울 기준 어제, 데모에서는 마지막 날)을 보여 줍니다.\n"
                    + "오늘 날짜는 집계중입니다. `date ` 다음에 Tab을 누르면 최근 "
                    + "날짜가 나옵니다.")),
        Entry(
            name: "prev", usage: "prev",
            summary: Bilingual(english: "show the day before", korean: "전날"),
            details: Bilingual(
                english: "Shows the day before the one shown.", korean: "보이는 날의 전날을 보여 줍니다.")),
        Entry(
            name: "next", usage: "next",
            summary: Bilingual(english: "show the day after", korean: "다음 날"),
            details: Bilingual(
                english: "Shows the day after the one shown (up to yesterday).",
                korean: "보이는 날의 다음 날을 보여 줍니다(어제까지).")),
        Entry(
            name: "refresh", usage: "refresh",
            summary: Bilingual(english: "fetch the shown day again", korean: "보이는 날을 다시 가져오기"),
            details: Bilingual(
                english: "Asks the source again for the day shown: the app's pull-to-refresh.",
                korean: "보이는 날의 자료를 다시 가져옵니다. 앱의 당겨서 새로고침과 같습니다.")),
        Entry(
            name: "detail", usage: "detail N|MOVIECODE|TITLE",
            summary: Bilingual(
                english: "a movie's detail: titles, poster, people, facts, figures",
                korean: "영화 상세: 제목, 포스터, 감독과 배우, 정보"),
            details: Bilingual(
                english:
                    "`detail 3` shows the movie ranked 3rd in the list shown; `detail 20199882` any movie by "
                    + "its KOBIS code; `detail 경관` the movie of the list whose title starts so (Tab completes "
                    + "titles).\n"
                    + "The details of the list's movies are fetched in the background when a day is shown, so "
                    + "they answer at once; fetched details are kept in the local store.",
                korean:
                    "`detail 3`은 보이는 목록의 3위 영화를, `detail 20199882`는 KOBIS 영화 코드로 어느 영화든, "
                    + "`detail 경관`은 목록에서 제목이 그렇게 시작하는 영화를 보여 줍니다(Tab으로 제목 완성).\n"
                    + "날짜를 보여 줄 때 목록에 있는 영화들의 상세를 미리 가져오므로 바로 나옵니다. 가져온 상세는 "
                    + "로컬 저장소에 보관합니다.")),
        Entry(
            name: "poster", usage: "poster [N|MOVIECODE|TITLE]",
            summary: Bilingual(
                english: "show the poster here (kitty, iTerm2), or its address",
                korean: "포스터 보기 (kitty, iTerm2), 아니면 주소"),
            details: Bilingual(
                english:
                    "Shows the poster of the movie named, or of the last detail shown. In kitty and iTerm2 "
                    + "the image is fetched and shown in the terminal; elsewhere its address is printed.",
                korean:
                    "지정한 영화나 마지막으로 본 상세의 포스터를 보여 줍니다. kitty와 iTerm2에서는 이미지를 "
                    + "가져와 터미널에 보여 주고, 다른 터미널에서는 주소를 출력합니다.")),
        Entry(
            name: "status", usage: "status",
            summary: Bilingual(
                english: "data source, local store, KOBIS calls today",
                korean: "자료 출처, 로컬 저장소, 오늘 KOBIS 호출 수"),
            details: Bilingual(
                english:
                    "Shows where the figures come from, where the local store is and what it holds, and how "
                    + "many of the key's 3,000 daily KOBIS calls were made today (Asia/Seoul).",
                korean:
                    "숫자를 어디서 가져오는지, 로컬 저장소가 어디에 있고 무엇을 담고 있는지, 키의 하루 KOBIS "
                    + "호출 3,000회 중 오늘(Asia/Seoul) 몇 번을 썼는지 보여 줍니다.")),
        Entry(
            name: "calendar", aliases: ["cal"], usage: "calendar [YYYYMM]",
            summary: Bilingual(english: "show a month's calendar", korean: "한 달 달력"),
            details: Bilingual(
                english:
                    "Shows a month, weeks from Sunday: the day shown in brackets, days without figures "
                    + "dimmed (today, the future, before 2003-11-11, days missing from the demo data). With no "
                    + "month it shows the month of the day shown. `calendar 202201` or `calendar 2022-01`. In "
                    + "the plain format it is sentences; in csv and json one record a day (date, hasFigures, "
                    + "shown).",
                korean:
                    "한 달을 일요일부터 한 주씩 보여 줍니다. 보이는 날은 괄호 안에, 집계가 없는 날(오늘, 미래, "
                    + "2003-11-11 이전, 데모 자료에 없는 날)은 흐리게 나옵니다. 달 없이 쓰면 보이는 날의 달을 "
                    + "보여 줍니다. `calendar 202201` 또는 `calendar 2022-01`. plain 형식에서는 문장으로, csv와 "
                    + "json에서는 하루에 한 레코드(date, hasFigures, shown)로 나옵니다.")),
        Entry(
            name: "mode", usage: "mode [list|icon]",
            summary: Bilingual(
                english: "list or icon (grid) layout, remembered", korean: "list 또는 icon(격자) 보기, 저장됨"),
            details: Bilingual(
                english:
                    "`mode list` shows one row a movie; `mode icon` a grid of cards, as many across as the "
                    + "terminal allows. The choice is saved and restored at the next start.\n"
                    + "Alone, shows the mode.",
                korean:
                    "`mode list`는 영화마다 한 줄로, `mode icon`은 터미널 폭에 들어가는 만큼 카드를 나란히 "
                    + "보여 줍니다. 고른 값은 저장되어 다음 실행 때도 쓰입니다.\n"
                    + "인자 없이 쓰면 지금 보기 방식을 보여 줍니다.")),
        Entry(
            name: "format", usage: "format [table|box|plain|csv|json]",
            summary: Bilingual(
                english: "how days, details and status are printed (this session)",
                korean: "날짜, 상세, 상태의 출력 형식 (이번 세션만)"),
            details: Bilingual(
                english:
                    "table: aligned rows (or cards in icon mode); box: a bordered table; plain: one sentence a "
                    + "movie, for screen readers; csv and json: data for other programs, no colour or spinner.\n"
                    + "`detail` and `status` follow it too (box: the view in a border; plain: sentences).\n"
                    + "Like sqlite3's `.mode`, the format lasts for the session. Alone, shows the format.",
                korean:
                    "table: 줄 맞춘 표(icon 모드에서는 카드), box: 테두리가 있는 표, plain: 영화마다 한 문장"
                    + "(화면 낭독기용), csv와 json: 다른 프로그램을 위한 데이터(색과 스피너 없음).\n"
                    + "`detail`과 `status`도 이 형식을 따릅니다(box: 테두리 안의 보기, plain: 문장).\n"
                    + "sqlite3의 `.mode`처럼 이번 세션 동안만 유지됩니다. 인자 없이 쓰면 지금 형식을 보여 줍니다.")),
        Entry(
            name: "width", usage: "width [narrow|wide]",
            summary: Bilingual(
                english: "columns of ▲ ▼ and box lines, remembered", korean: "▲ ▼와 선 문자의 폭, 저장됨"),
            details: Bilingual(
                english:
                    "East Asian Ambiguous characters (▲ ▼, box drawing) take one column in most terminals "
                    + "(`narrow`) and two in terminals set up for CJK (`wide`). Choose what your terminal does "
                    + "so the columns line up. Saved. Alone, shows the setting and the terminal width.",
                korean:
                    "폭이 모호한 동아시아 문자(▲ ▼, 선 문자)는 대부분의 터미널에서 한 칸(`narrow`), CJK용으로 "
                    + "설정한 터미널에서는 두 칸(`wide`)을 차지합니다. 열이 맞도록 터미널에 맞는 값을 고르세요. "
                    + "저장됩니다. 인자 없이 쓰면 설정과 터미널 폭을 보여 줍니다.")),
        Entry(
            name: "symbols", usage: "symbols [auto|unicode|ascii]",
            summary: Bilingual(
                english: "Unicode or ASCII markers and borders, remembered",
                korean: "Unicode 또는 ASCII 기호와 테두리, 저장됨"),
            details: Bilingual(
                english:
                    "unicode: ▲3 ▼2 신작 and box lines; ascii: +3 -2 NEW and +-| borders; auto (the "
                    + "default): unicode when the locale is UTF-8. Saved. Alone, shows the symbols in use.",
                korean:
                    "unicode: ▲3 ▼2 신작과 선 문자, ascii: +3 -2 NEW와 +-| 테두리, auto(기본값): 로케일이 "
                    + "UTF-8이면 unicode. 저장됩니다. 인자 없이 쓰면 쓰고 있는 기호를 보여 줍니다.")),
        Entry(
            name: "settings", usage: "settings",
            summary: Bilingual(
                english: "show mode, format, width, colour, source", korean: "보기 방식, 형식, 폭, 색, 출처 보기"),
            details: Bilingual(
                english:
                    "Shows the current mode, format, widths, symbols, colour, language, data source and "
                    + "where the settings are saved.",
                korean: "지금의 보기 방식, 형식, 폭, 기호, 색, 언어, 자료 출처와 설정을 저장하는 곳을 보여 줍니다.")),
        Entry(
            name: "clear", usage: "clear",
            summary: Bilingual(english: "clear the screen (also Ctrl-L)", korean: "화면 지우기 (Ctrl-L도 같음)"),
            details: Bilingual(
                english: "Clears the terminal's screen; the day shown stays the one `detail N` goes by. "
                    + "Does nothing when commands are piped or given with -c.",
                korean: "터미널 화면을 지웁니다. `detail N`은 계속 보이던 날을 기준으로 합니다. 명령을 파이프나 "
                    + "-c로 줄 때는 아무것도 하지 않습니다.")),
        Entry(
            name: "source", usage: "source FILE",
            summary: Bilingual(english: "run the commands in a file", korean: "파일에 적힌 명령 실행"),
            details: Bilingual(
                english:
                    "Runs FILE's lines as commands, one a line; blank lines and lines starting with `#` are "
                    + "skipped. A file may source another, up to \(ReplSession.sourceDepthLimit) deep.",
                korean:
                    "FILE의 각 줄을 명령으로 실행합니다. 빈 줄과 `#`으로 시작하는 줄은 건너뜁니다. 파일 안에서 "
                    + "다른 파일을 source할 수 있으며 \(ReplSession.sourceDepthLimit)단계까지 들어갑니다.")),
        Entry(
            name: "help", usage: "help [COMMAND]",
            summary: Bilingual(english: "list the commands, or explain one", korean: "명령 목록, 또는 한 명령의 설명"),
            details: Bilingual(
                english: "`help` lists the commands; `help date` explains one.",
                korean: "`help`는 명령 목록을, `help date`는 한 명령의 설명을 보여 줍니다.")),
        Entry(
            name: "quit", aliases: ["exit"], usage: "quit",
            summary: Bilingual(english: "leave (also `exit` or Ctrl-D)", korean: "나가기 (`exit`, Ctrl-D도 같음)"),
            details: Bilingual(
                english: "Leaves boxoffice. Ctrl-D on an empty line does the same.",
                korean: "boxoffice를 나갑니다. 빈 줄에서 Ctrl-D를 눌러도 같습니다.")),
    ]

    /// Every name and alias, for completion.
    public static var allNames: [String] {
        entries.flatMap { [$0.name] + $0.aliases }
    }

    /// The entry a name or alias stands for.
    public static func entry(named name: String) -> Entry? {
        entries.first { $0.name == name || $0.aliases.contains(name) }
    }
}
