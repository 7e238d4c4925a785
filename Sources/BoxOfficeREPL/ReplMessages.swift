import BoxOfficePresentation

/// What the REPL itself says, in the display's language: the banner, the help's frame, and the
/// session's messages. Errors stay typed values until printed; their wording is their
/// `message(in:)` (``CommandParseError``, ``CommandFileError``, ``LineEditorError``).
public struct ReplMessages: Sendable {
    /// The language of the messages.
    public let language: Language

    /// The messages of `language`.
    public init(_ language: Language) {
        self.language = language
    }

    private func say(_ english: String, _ korean: String) -> String {
        Bilingual(english: english, korean: korean).text(in: language)
    }

    /// The first line of an interactive session.
    public var banner: String {
        say(
            "boxoffice · Korean daily box office · `help` lists the commands · Ctrl-D leaves",
            "boxoffice · 일별 박스오피스 · 명령 목록은 `help` · 나가려면 Ctrl-D")
    }

    /// The heading of `help`.
    public var commandsHeading: String { say("Commands:", "명령:") }

    /// The keys paragraph at the end of `help`.
    public var keys: String {
        say(
            "Tab completes commands and days; Up/Down and Ctrl-R search the history; "
                + "Ctrl-C cancels a request or the line; Ctrl-D leaves.",
            "Tab: 명령과 날짜 완성, Up/Down과 Ctrl-R: 기록 찾기, Ctrl-C: 요청이나 입력 취소, Ctrl-D: 나가기.")
    }

    /// The first line of `help <command>`: `usage: date [DAY]`.
    public func usage(_ usage: String) -> String { say("usage: ", "사용법: ") + usage }

    /// The aliases in `help <command>`: `also: cal`.
    public func aliases(_ aliases: [String]) -> String {
        say("also: ", "다른 이름: ") + aliases.joined(separator: ", ")
    }

    /// A request or a download stopped by Ctrl-C.
    public var cancelled: String { say("Cancelled.", "취소했습니다.") }

    /// A command the session was not given what it needs for (`detail`, `poster`, `status`).
    public func notAvailable(_ command: String) -> String {
        say("`\(command)` is not available here.", "여기서는 `\(command)` 명령을 쓸 수 없습니다.")
    }

    /// `poster` with no movie named and no detail shown before.
    public var noDetailShown: String {
        say(
            "No detail shown yet: `poster N` (a rank), or `detail` first.",
            "아직 본 영화가 없습니다. `poster N`(N은 순위)으로 쓰거나 먼저 `detail`로 보세요.")
    }

    /// The poster image could not be downloaded: `reason` says why.
    public func posterNotFetched(_ reason: String) -> String {
        say("The poster could not be fetched: ", "포스터를 가져오지 못했습니다: ") + reason
    }

    /// How to show a poster in a sixel terminal.
    public func sixelHint(_ url: String) -> String {
        say("To show it: ", "보려면: ") + "curl -s '\(url)' | img2sixel"
    }

    /// kitty was sent an image that is not a PNG.
    public func kittyPNGOnly(_ url: String) -> String {
        say("kitty shows PNG images only; to show this one: ", "kitty는 PNG 이미지만 바로 보여 줍니다. 이 이미지는: ")
            + "kitty +kitten icat '\(url)'"
    }

    /// A line of a `source` file that is not UTF-8 (`line` from 1).
    public func notUTF8(path: String, line: Int) -> String {
        "source: \(UserText.excerpt(path, limit: 200)):\(line): "
            + say("not UTF-8; line skipped", "UTF-8이 아니라서 건너뜀")
    }

    /// What goes before a warning on standard error or under `status`.
    public var warningPrefix: String { say("warning: ", "경고: ") }
}
