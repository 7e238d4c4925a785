// The help of the commands about the session itself: its store (`status`, `backup`), its settings
// (`mode`, `format`, `width`, `symbols`, `settings`) and its prompt (`clear`, `source`, `help`, `quit`),
// in Korean then English.

extension KoreanWords {
    static let sessionHelp: [String: CommandHelp] = [
        "status": CommandHelp(
            summary: "자료 출처, 로컬 저장소, 오늘 KOBIS 호출 수",
            details: [
                "숫자를 어디서 가져오는지, 로컬 저장소가 어디에 있고 무엇을 담고 있는지, 키의 하루 KOBIS 호출 "
                    + "3,000회 중 오늘(Asia/Seoul) 몇 번을 썼는지 보여 줍니다."
            ]),
        "backup": CommandHelp(
            summary: "저장소를 파일 하나로 백업",
            details: [
                "로컬 저장소 전체를 FILE에 복사합니다(상대 경로는 작업 폴더 기준, `~/`는 홈). SQLite가 한 번의 읽기로 "
                    + "만드는 사본이라 sync가 쓰는 중에도 온전하며, 그 파일 하나에 모든 것이 들어 있습니다. FILE이 이미 "
                    + "있으면 덮어쓰지 않으며, `--force`를 붙이면 바꿉니다. 데모 자료는 저장하지 않으므로 백업할 저장소가 "
                    + "없습니다. 되살리려면 boxoffice를 끄고 백업을 저장소 파일 자리에 복사하세요(docs/store.md의 백업과 복원)."
            ]),
        "mode": CommandHelp(
            summary: "list 또는 icon(격자) 보기, 저장됨",
            details: [
                "`mode list`는 영화마다 한 줄로, `mode icon`은 터미널 폭에 들어가는 만큼 카드를 나란히 보여 "
                    + "줍니다. 고른 값은 저장되어 다음 실행 때도 쓰입니다.",
                "인자 없이 쓰면 지금 보기 방식을 보여 줍니다.",
            ]),
        "format": CommandHelp(
            summary: "날짜, 상세, 상태의 출력 형식 (이번 세션만)",
            details: [
                "table: 줄 맞춘 표(icon 모드에서는 카드), box: 테두리가 있는 표, plain: 영화마다 한 문장(화면 "
                    + "낭독기용), csv와 json: 다른 프로그램을 위한 데이터(색과 스피너 없음).",
                "`detail`, `shares`, `status`, `calendar`도 이 형식을 따릅니다(box: 테두리 안의 보기, plain: 문장).",
                "sqlite3의 `.mode`처럼 이번 세션 동안만 유지됩니다. 인자 없이 쓰면 지금 형식을 보여 줍니다.",
            ]),
        "width": CommandHelp(
            summary: "▲ ▼와 선 문자의 폭, 저장됨",
            details: [
                "폭이 모호한 동아시아 문자(▲ ▼, 선 문자)는 대부분의 터미널에서 한 칸(`narrow`), CJK용으로 "
                    + "설정한 터미널에서는 두 칸(`wide`)을 차지합니다. 열이 맞도록 터미널에 맞는 값을 고르세요. "
                    + "저장됩니다. 인자 없이 쓰면 설정과 터미널 폭을 보여 줍니다."
            ]),
        "symbols": CommandHelp(
            summary: "Unicode 또는 ASCII 기호와 테두리, 저장됨",
            details: [
                "unicode: ▲3 ▼2 신작과 선 문자, ascii: +3 -2 NEW와 +-| 테두리, auto(기본값): 로케일이 "
                    + "UTF-8이면 unicode. 저장됩니다. 인자 없이 쓰면 쓰고 있는 기호를 보여 줍니다."
            ]),
        "settings": CommandHelp(
            summary: "보기 방식, 형식, 폭, 색, 출처 보기",
            details: ["지금의 보기 방식, 형식, 폭, 기호, 색, 언어, 자료 출처와 설정을 저장하는 곳을 보여 줍니다."]),
        "clear": CommandHelp(
            summary: "화면 지우기 (Ctrl-L도 같음)",
            details: [
                "터미널 화면을 지웁니다. `detail N`은 계속 보이던 날을 기준으로 합니다. 명령을 파이프나 -c로 줄 "
                    + "때는 아무것도 하지 않습니다."
            ]),
        "source": CommandHelp(
            summary: "파일에 적힌 명령 실행",
            details: [
                "FILE의 각 줄을 명령으로 실행합니다. 빈 줄과 `#`으로 시작하는 줄은 건너뜁니다. 파일 안에서 다른 "
                    + "파일을 source할 수 있으며 8단계까지 들어갑니다."
            ]),
        "help": CommandHelp(
            summary: "명령 목록, 또는 한 명령의 설명", details: ["`help`는 명령 목록을, `help date`는 한 명령의 설명을 보여 줍니다."]),
        "quit": CommandHelp(
            summary: "나가기 (Ctrl-D도 같음)", details: ["boxoffice를 나갑니다. 빈 줄에서 Ctrl-D를 눌러도 같습니다."]),
    ]
}

extension EnglishWords {
    static let sessionHelp: [String: CommandHelp] = [
        "status": CommandHelp(
            summary: "data source, local store, KOBIS calls today",
            details: [
                "Shows where the figures come from, where the local store is and what it holds, and how many "
                    + "of the key's 3,000 daily KOBIS calls were made today (Asia/Seoul)."
            ]),
        "backup": CommandHelp(
            summary: "copy the store into one file",
            details: [
                "Copies the whole local store to FILE (a relative path starts in the working folder; `~/` is "
                    + "home). SQLite makes the copy from one read, so it is whole even while a sync writes, and that "
                    + "one file holds everything. A file already at FILE is kept unless `--force` is added. The "
                    + "demo data is not stored, so it has no store to back up. To restore, quit boxoffice and copy "
                    + "the backup over the store's file (in docs/store.md, backing up and restoring)."
            ]),
        "mode": CommandHelp(
            summary: "list or icon (grid) layout, remembered",
            details: [
                "`mode list` shows one row a movie; `mode icon` a grid of cards, as many across as the "
                    + "terminal allows. The choice is saved and restored at the next start.",
                "Alone, shows the mode.",
            ]),
        "format": CommandHelp(
            summary: "how days, details and status are printed (this session)",
            details: [
                "table: aligned rows (or cards in icon mode); box: a bordered table; plain: one sentence a "
                    + "movie, for screen readers; csv and json: data for other programs, no colour or spinner.",
                "`detail`, `shares`, `status` and `calendar` follow it too (box: the view in a border; plain: "
                    + "sentences).",
                "Like sqlite3's `.mode`, the format lasts for the session. Alone, shows the format.",
            ]),
        "width": CommandHelp(
            summary: "columns of ▲ ▼ and box lines, remembered",
            details: [
                "East Asian Ambiguous characters (▲ ▼, box drawing) take one column in most terminals "
                    + "(`narrow`) and two in terminals set up for CJK (`wide`). Choose what your terminal does "
                    + "so the columns line up. Saved. Alone, shows the setting and the terminal width."
            ]),
        "symbols": CommandHelp(
            summary: "Unicode or ASCII markers and borders, remembered",
            details: [
                "unicode: ▲3 ▼2 NEW and box lines; ascii: +3 -2 NEW and +-| borders; auto (the default): "
                    + "unicode when the locale is UTF-8. Saved. Alone, shows the symbols in use."
            ]),
        "settings": CommandHelp(
            summary: "show mode, format, width, colour, source",
            details: [
                "Shows the current mode, format, widths, symbols, colour, language, data source and where the "
                    + "settings are saved."
            ]),
        "clear": CommandHelp(
            summary: "clear the screen (also Ctrl-L)",
            details: [
                "Clears the terminal's screen; the day shown stays the one `detail N` goes by. Does nothing "
                    + "when commands are piped or given with -c."
            ]),
        "source": CommandHelp(
            summary: "run the commands in a file",
            details: [
                "Runs FILE's lines as commands, one a line; blank lines and lines starting with `#` are "
                    + "skipped. A file may source another, up to 8 deep."
            ]),
        "help": CommandHelp(
            summary: "list the commands, or explain one",
            details: ["`help` lists the commands; `help date` explains one."]),
        "quit": CommandHelp(
            summary: "leave (Ctrl-D too)",
            details: ["Leaves boxoffice. Ctrl-D on an empty line does the same."]),
    ]
}
