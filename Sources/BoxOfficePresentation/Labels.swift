import BoxOfficeDomain

/// Every label the screens show, in one language: headings, the audience line, markers,
/// weekday names, the screen reader's sentences. Messages are ``MessageWording``'s.
public struct Labels: Hashable, Sendable {
    /// The language of these labels.
    public let language: Language

    /// The labels of `language`.
    public init(_ language: Language) {
        self.language = language
    }

    private var korean: Bool { language == .korean }

    /// Weekday names, Sunday first: `일 월 …` or `Su Mo …` (each at most two columns wide).
    public var weekdayNames: [String] {
        korean ? ["일", "월", "화", "수", "목", "금", "토"] : ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]
    }

    /// The short name of a weekday (1 = Sunday) for headings: `수` or `Wed`.
    public func weekdayShort(_ weekday: Int) -> String {
        let english = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let index = max(0, min(6, weekday - 1))
        return korean ? weekdayNames[index] : english[index]
    }

    /// `2022-01-05 (수)`.
    public func heading(_ date: BoxOfficeDate) -> String {
        "\(date.iso) (\(weekdayShort(date.weekday)))"
    }

    /// `일별 박스오피스` / `daily box office`.
    public var dailyBoxOffice: String { korean ? "일별 박스오피스" : "daily box office" }

    /// What the spinner says while a day loads: `2022-01-05 불러오는 중…` / `Loading 2022-01-05…`.
    public func loading(_ date: BoxOfficeDate) -> String {
        korean ? "\(date.iso) 불러오는 중…" : "Loading \(date.iso)…"
    }

    /// What the spinner says while a movie's detail loads: `영화 정보 불러오는 중…` /
    /// `Loading the movie…`.
    public var loadingMovie: String { korean ? "영화 정보 불러오는 중…" : "Loading the movie…" }

    /// What the spinner says while a poster image downloads: `포스터 불러오는 중…` /
    /// `Loading the poster…`.
    public var loadingPoster: String { korean ? "포스터 불러오는 중…" : "Loading the poster…" }

    /// What the spinner says while `status` reads the store and the call count: `상태 확인 중…` /
    /// `Checking the status…`.
    public var loadingStatus: String { korean ? "상태 확인 중…" : "Checking the status…" }

    /// `오늘 64,050 / 총 69,228` / `today 64,050 / total 69,228`.
    public func audienceLine(today: Int, total: Int) -> String {
        audienceLine(todayText: NumberFormatting.grouped(today), totalText: NumberFormatting.grouped(total))
    }

    /// The audience line around figures already formatted (and perhaps padded, so that a table's
    /// rows line up): `오늘  9,736 / 총 4,553,399`.
    public func audienceLine(todayText: String, totalText: String) -> String {
        todayFigure(todayText) + " / " + totalFigure(totalText)
    }

    /// The first half of the audience line: `오늘 64,050` / `today 64,050`.
    public func todayFigure(_ text: String) -> String { korean ? "오늘 \(text)" : "today \(text)" }

    /// The second half of the audience line: `총 69,228` / `total 69,228`.
    public func totalFigure(_ text: String) -> String { korean ? "총 \(text)" : "total \(text)" }

    /// The marker of a new entry: `신작` or `NEW`.
    public var newMarker: String { korean ? "신작" : "NEW" }

    /// What an empty day says.
    public var noFigures: String {
        korean
            ? "이 날은 집계된 영화가 없습니다 (KOBIS의 목록이 비어 있음)."
            : "No figures for this day (KOBIS has an empty list)."
    }

    /// Column headings of the bordered table: rank, change, title, today, total.
    public var tableHeadings: [String] {
        korean ? ["순위", "변동", "영화", "오늘", "누적"] : ["Rank", "Change", "Title", "Today", "Total"]
    }

    /// `2022년 1월` / `January 2022`.
    public func monthTitle(_ month: CalendarMonth) -> String {
        korean ? "\(month.year)년 \(month.month)월" : "\(Self.englishMonths[month.month - 1]) \(month.year)"
    }

    /// The month's short name, before a day: `1월` / `Jan`.
    public func monthAbbreviation(_ month: CalendarMonth) -> String {
        korean ? "\(month.month)월" : String(Self.englishMonths[month.month - 1].prefix(3))
    }

    private static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
}
