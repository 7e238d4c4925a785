import BoxOfficeDomain

extension KoreanWords {
    public var commandHelp: [String: CommandHelp] { Self.everyCommandHelp }

    // Merged once: every command's declaration reads its help here, and the shell reads them all at start.
    private static let everyCommandHelp = commandHelp.merging(catalogueHelp) { own, _ in own }.merging(
        filmHistoryHelp
    ) { own, _ in own }

    private static let commandHelp: [String: CommandHelp] = [
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
        "shares": CommandHelp(
            summary: "보이는 날의 매출 점유율 막대그래프",
            details: [
                "보이는 날의 영화마다 매출 점유율을 가로 막대로 보여 줍니다. 가장 큰 점유율의 막대가 남은 폭을 "
                    + "채웁니다. 새로 요청하지 않으므로 먼저 `date`로 날짜를 보세요. plain 형식에서는 문장으로, csv와 "
                    + "json에서는 영화마다 한 레코드(rank, movieCode, title, salesShare)로 나옵니다."
            ]),
        "status": CommandHelp(
            summary: "자료 출처, 로컬 저장소, 오늘 KOBIS 호출 수",
            details: [
                "숫자를 어디서 가져오는지, 로컬 저장소가 어디에 있고 무엇을 담고 있는지, 키의 하루 KOBIS 호출 "
                    + "3,000회 중 오늘(Asia/Seoul) 몇 번을 썼는지 보여 줍니다."
            ]),
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
        "backup": CommandHelp(
            summary: "저장소를 파일 하나로 백업",
            details: [
                "로컬 저장소 전체를 FILE에 복사합니다(상대 경로는 작업 폴더 기준, `~/`는 홈). SQLite가 한 번의 읽기로 "
                    + "만드는 사본이라 sync가 쓰는 중에도 온전하며, 그 파일 하나에 모든 것이 들어 있습니다. FILE이 이미 "
                    + "있으면 덮어쓰지 않으며, `--force`를 붙이면 바꿉니다. 데모 자료는 저장하지 않으므로 백업할 저장소가 "
                    + "없습니다. 되살리려면 boxoffice를 끄고 백업을 저장소 파일 자리에 복사하세요(docs/store.md의 백업과 복원)."
            ]),
        "calendar": CommandHelp(
            summary: "한 달 달력",
            details: [
                "한 달을 일요일부터 한 주씩 보여 줍니다. 보이는 날은 괄호 안에, 집계가 없는 날(오늘, 미래, "
                    + "2003-11-11 이전, 데모 자료에 없는 날)은 흐리게 나옵니다. 달 없이 쓰면 보이는 날의 달을 "
                    + "보여 줍니다. `calendar 202201` 또는 `calendar 2022-01`. plain 형식에서는 문장으로, csv와 "
                    + "json에서는 하루에 한 레코드(date, hasFigures, shown)로 나옵니다."
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

    public var banner: String { "boxoffice · 일별 박스오피스 · 명령 목록은 `help` · 나가려면 Ctrl-D" }

    public var commandsHeading: String { "명령:" }

    public var keysHelp: String {
        "Tab: 명령과 날짜 완성, Up/Down과 Ctrl-R: 기록 찾기, Ctrl-C: 요청이나 입력 취소, Ctrl-D: 나가기."
    }

    public func usageLine(_ usage: String) -> String { "사용법: " + usage }

    public func aliasesLine(_ aliases: [String]) -> String { "다른 이름: " + aliases.joined(separator: ", ") }

    public func notAvailable(command: String) -> String { "여기서는 `\(command)` 명령을 쓸 수 없습니다." }

    public var posterShownHere: String { "`poster`로 이 터미널에서 포스터 보기" }

    public var posterSixelCommand: String { "sixel 터미널: `poster`가 포스터를 보여 줄 명령을 출력" }

    public func notUTF8(path: String, line: Int) -> String { "source: \(path):\(line): UTF-8이 아니라서 건너뜀" }

    public func sourceLineTooLong(path: String, line: Int, limit: Int) -> String {
        let size = roundedSize(limit) ?? "\(NumberFormatting.grouped(limit))바이트"
        return "source: \(path):\(line): \(size)보다 길어서 건너뜀"
    }

    public func lineTooLong(limit: Int) -> String {
        let size = roundedSize(limit) ?? "\(NumberFormatting.grouped(limit))바이트"
        return "\(size)보다 긴 줄은 읽지 않았습니다: 그렇게 긴 명령은 없습니다"
    }

    public func messageTooLong(limit: Int) -> String {
        "\(NumberFormatting.grouped(limit))바이트보다 긴 메시지는 읽지 않았습니다: 메시지마다 그 길이까지 한 줄로 보내세요"
    }

    public func batchTooLarge(limit: Int) -> String {
        "메시지가 \(limit)개보다 많은 배치는 읽지 않았습니다: 한 배치에 그 수까지, 또는 한 줄에 하나씩 보내세요"
    }

    public var requestIDInvalid: String {
        "요청을 읽지 않았습니다: id가 문자열이나 숫자가 아닙니다"
    }

    public var messageUnreadable: String {
        "요청을 읽지 않았습니다: JSON을 값으로 읽을 수 없습니다(UTF-8이 아닌 바이트, 문자열 안의 제어 문자, 512단계보다 깊은 중첩, double로 나타낼 수 없는 큰 수, 짝 없는 서로게이트)"
    }

    public var messageNotJSON: String {
        "메시지를 읽지 않았습니다: JSON이 아닙니다"
    }

    public var messageNotRequest: String {
        #"메시지를 읽지 않았습니다: JSON-RPC 2.0 요청("jsonrpc":"2.0", 메서드 이름, 객체 params가 있는 객체)이 아닙니다"#
    }

    public func undeclaredArguments(_ names: [String], tool: String, known: [String]) -> String {
        let offered = known.isEmpty ? "받는 인자가 없습니다" : "받는 인자는 " + known.joined(separator: ", ") + "입니다"
        return "\(tool) 도구에는 \(names.map { "'\($0)'" }.joined(separator: ", ")) 인자가 없습니다: \(offered)"
    }

    public func unknownMethod(_ method: String) -> String {
        "'\(method)' 메서드는 없습니다: 서버에는 initialize, ping, tools/list, tools/call, resources/list, resources/read가 있습니다"
    }

    public func paramsInvalid(method: String) -> String {
        "\(method)의 params에 필요한 값이 없거나 형식이 틀렸습니다"
    }

    public var warningPrefix: String { "경고: " }

    /// The name is followed by 명령, so no particle depends on how a Latin name is read.
    public func unknownCommand(_ typed: String, suggestion: String?) -> String {
        guard let suggestion else { return "알 수 없는 명령 '\(typed)'. 명령 목록은 `help`." }
        return "알 수 없는 명령 '\(typed)'. '\(suggestion)' 명령을 찾으셨나요? (명령 목록은 `help`)"
    }

    public func tooManyWords(command: String, limit: Int) -> String {
        "\(command): 단어가 너무 많습니다. 어느 명령도 \(NumberFormatting.grouped(limit))개보다 많이 받지 않습니다."
    }

    public func tooManyArguments(command: String, usage: String) -> String {
        "인자가 너무 많습니다. 사용법: `\(usage)`"
    }

    public func missingArgument(command: String, usage: String) -> String {
        "인자가 필요합니다. 사용법: `\(usage)`"
    }

    public func wrongArguments(command: String, usage: String, detail: String) -> String {
        "인자가 맞지 않습니다(\(detail)). 사용법: `\(usage)`"
    }

    public func startOption(_ option: String) -> String {
        "\(option)은(는) boxoffice를 시작할 때 쓰는 옵션입니다(`boxoffice \(option) …`). 프롬프트에서는 쓸 수 없습니다."
    }

    public func notAChoice(_ typed: String, command: String, choices: [String]) -> String {
        let alternatives =
            choices.count > 1
            ? choices.dropLast().joined(separator: ", ") + " 또는 " + (choices.last ?? "") : choices.joined()
        return "\(KoreanParticle.topic.quoted(typed)) 쓸 수 없습니다: \(command)에는 \(alternatives) 중 하나를 쓰세요."
    }

    public func sourceFileMissing(_ path: String) -> String { "source: 파일이 없습니다: \(path)" }

    public func sourceFileIsFolder(_ path: String) -> String { "source: 명령 파일이 아니라 폴더입니다: \(path)" }

    public func sourceFileUnreadable(_ path: String, reason: FileProblem) -> String {
        "source: 읽을 수 없습니다(\(text(for: reason))): \(path)"
    }

    public func sourceFileNotText(_ path: String) -> String {
        "source: 텍스트로 된 명령 파일이 아닙니다(NUL 바이트가 있음): \(path)"
    }

    public func sourceTooDeep(_ path: String, limit: Int) -> String {
        "source: \(path) 실행 안 함: 파일 안의 source는 \(limit)단계까지만 됩니다"
    }

    public var lineEditorUnavailable: String { "이 터미널에서는 줄 편집기를 시작할 수 없습니다." }

    public var readingLinesWithoutEditing: String { "편집 없이 줄 단위로 읽습니다." }

    public func historyFolderNotCreated(path: String, reason: FileProblem) -> String {
        "명령 기록 폴더를 만들 수 없습니다(이유: \(text(for: reason))): \(path)"
    }

    public func historyNotLoaded(path: String) -> String { "명령 기록을 읽을 수 없습니다: \(path)" }

    public func historyNotSaved(path: String) -> String { "명령 기록을 저장할 수 없습니다: \(path)" }

    public func outputNotWritten(reason: FileProblem) -> String {
        "출력을 쓸 수 없습니다(이유: \(text(for: reason)))."
    }

    public func inputNotRead(reason: FileProblem) -> String {
        "입력을 읽을 수 없습니다(이유: \(text(for: reason)))."
    }
}
