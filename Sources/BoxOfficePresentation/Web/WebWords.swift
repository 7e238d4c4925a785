// What `boxoffice web` says around its screens, in Korean then English: the site's navigation, the
// layout switch, the line naming the address it serves, and its pages for a request it does not serve.

import BoxOfficeDomain

/// The web front's words, part of ``Words``: a language that lacks one does not build.
public protocol WebWords: WebPlotWords {
    var siteName: String { get }
    /// The navigation's accessible name, read by a screen reader.
    var navLabel: String { get }
    var navDaily: String { get }
    var navWeekly: String { get }
    var navWeekend: String { get }
    var navCalendar: String { get }
    /// The layout switch: its name, and its two choices.
    var layoutLabel: String { get }
    var layoutList: String { get }
    var layoutIcon: String { get }
    /// The line on standard error naming where the site is served.
    func serving(address: String) -> String
    /// Said once when `--host` names an address other machines may reach.
    func hostWarning(host: String) -> String
    /// The text alternative of a film's poster.
    func posterAlt(title: String) -> String
    var failureTitle: String { get }
    var pageNotFound: String { get }
    var methodNotAllowed: String { get }
    var requestTooLarge: String { get }
    /// A request naming a host this server does not serve (DNS rebinding, or a wrong address).
    func wrongHost(_ host: String) -> String
    /// A request another site's page made (an image, a frame, a script's fetch): it could spend the key.
    var crossSiteRefused: String { get }

    // The server's own: a query it cannot read, and `boxoffice web`'s options and listening.
    var queryUnreadable: String { get }
    func unknownLayout(_ value: String, known: [String]) -> String
    func portInvalid(_ port: Int) -> String
    func hostInvalid(_ host: String) -> String
    func portInUse(_ address: String) -> String
    func cannotListen(address: String, reason: String) -> String

    // The screens' own: stepping through days and months, the filter form, a poster's stand-in.
    /// The links to the chart before and after: `← 전날`, `다음 주 →`, and their group's name.
    func earlierChart(_ kind: ChartKind) -> String
    func laterChart(_ kind: ChartKind) -> String
    var chartStepsLabel: String { get }
    var earlierMonth: String { get }
    var laterMonth: String { get }
    var monthStepsLabel: String { get }
    /// The filter form: its name, its fields' labels, the whole country as a region, and its button.
    var filterLabel: String { get }
    var nationLabel: String { get }
    var filmKindLabel: String { get }
    var regionLabel: String { get }
    var dayLabel: String { get }
    var everyRegion: String { get }
    var showChart: String { get }
    /// Said on the drawing shown where a film has no poster image.
    var noPosterImage: String { get }
}

extension KoreanWords {
    public var siteName: String { "박스오피스" }
    public var navLabel: String { "사이트 메뉴" }
    public var navDaily: String { "일별" }
    public var navWeekly: String { "주간" }
    public var navWeekend: String { "주말" }
    public var navCalendar: String { "달력" }
    public var layoutLabel: String { "보기" }
    public var layoutList: String { "목록" }
    public var layoutIcon: String { "포스터" }

    public func serving(address: String) -> String {
        "\(address) 에서 보여 줍니다. Ctrl-C로 끝냅니다."
    }

    public func hostWarning(host: String) -> String {
        "\(host)에서 받습니다: 이 컴퓨터 밖에서도 열 수 있습니다. 이 컴퓨터에서만 보려면 --host 없이 실행하세요."
    }

    public func posterAlt(title: String) -> String { "\(title) 포스터" }
    public var failureTitle: String { "보여 줄 수 없습니다" }
    public var pageNotFound: String { "없는 페이지입니다. 위의 메뉴에서 고르세요." }
    public var methodNotAllowed: String { "이 사이트는 읽기만 합니다(GET, HEAD)." }
    public var requestTooLarge: String { "요청이 너무 큽니다: 본문이 있는 요청은 받지 않습니다." }

    public func wrongHost(_ host: String) -> String {
        "'\(UserText.excerpt(host))' 주소로는 보여 주지 않습니다: 서버가 알린 주소로 여세요."
    }

    public var crossSiteRefused: String {
        "다른 사이트의 페이지가 보낸 요청에는 답하지 않습니다: 주소를 직접 열거나 이 사이트의 링크를 따라가세요."
    }
}

extension EnglishWords {
    public var siteName: String { "Box office" }
    public var navLabel: String { "Site" }
    public var navDaily: String { "Daily" }
    public var navWeekly: String { "Weekly" }
    public var navWeekend: String { "Weekend" }
    public var navCalendar: String { "Calendar" }
    public var layoutLabel: String { "View" }
    public var layoutList: String { "List" }
    public var layoutIcon: String { "Posters" }

    public func serving(address: String) -> String {
        "serving \(address); Ctrl-C stops."
    }

    public func hostWarning(host: String) -> String {
        "listening on \(host): other machines may open this site. Leave out --host to serve this machine only."
    }

    public func posterAlt(title: String) -> String { "Poster of \(title)" }
    public var failureTitle: String { "Cannot show this" }
    public var pageNotFound: String { "There is no such page. Choose one from the menu above." }
    public var methodNotAllowed: String { "This site is read only (GET, HEAD)." }
    public var requestTooLarge: String { "The request is too large: requests with a body are not taken." }

    public func wrongHost(_ host: String) -> String {
        "Not served under '\(UserText.excerpt(host))': open the address the server printed."
    }

    public var crossSiteRefused: String {
        "A request made by another site's page is not answered: open the address yourself or follow this site's links."
    }
}

// The server's own sentences: a query it cannot read, and `boxoffice web`'s options and listening.
extension KoreanWords {
    public var queryUnreadable: String {
        "주소의 물음표(?) 뒤를 읽을 수 없습니다: 같은 이름이 두 번 있거나 % 인코딩이 틀렸습니다."
    }

    public func unknownLayout(_ value: String, known: [String]) -> String {
        "mode는 \(known.joined(separator: ", ")) 중 하나입니다. \(KoreanParticle.topic.quoted(UserText.excerpt(value))) 아닙니다."
    }

    public func portInvalid(_ port: Int) -> String {
        "--port는 0부터 65535까지입니다(0: 빈 포트 아무거나). \(KoreanParticle.topic.attached(to: String(port))) 안 됩니다."
    }

    public func hostInvalid(_ host: String) -> String {
        "--host는 IP 주소입니다(127.0.0.1, ::1, 0.0.0.0). \(KoreanParticle.topic.quoted(UserText.excerpt(host))) 주소가 아닙니다: 이름은 찾아보지 않습니다."
    }

    public func portInUse(_ address: String) -> String {
        "\(address)의 포트는 다른 프로그램이 쓰고 있습니다: 그 프로그램을 끝내거나 --port로 다른 포트를 고르세요(0: 빈 포트 아무거나)."
    }

    public func cannotListen(address: String, reason: String) -> String {
        "\(address)에서 받을 수 없습니다: \(reason)"
    }
}

extension EnglishWords {
    public var queryUnreadable: String {
        "The address's query (after ?) cannot be read: a name is given twice, or a % escape is wrong."
    }

    public func unknownLayout(_ value: String, known: [String]) -> String {
        "mode is one of \(known.joined(separator: ", ")), not '\(UserText.excerpt(value))'."
    }

    public func portInvalid(_ port: Int) -> String {
        "--port takes 0 to 65535 (0: any free port), not \(port)."
    }

    public func hostInvalid(_ host: String) -> String {
        "--host takes an IP address (127.0.0.1, ::1, 0.0.0.0), not '\(UserText.excerpt(host))': no name is looked up."
    }

    public func portInUse(_ address: String) -> String {
        "the port of \(address) is in use: stop the program using it, or choose another with --port (0: any free port)."
    }

    public func cannotListen(address: String, reason: String) -> String {
        "cannot listen on \(address): \(reason)"
    }
}

extension KoreanWords {
    public func earlierChart(_ kind: ChartKind) -> String { kind == .daily ? "← 전날" : "← 지난주" }
    public func laterChart(_ kind: ChartKind) -> String { kind == .daily ? "다음 날 →" : "다음 주 →" }
    public var chartStepsLabel: String { "다른 날" }
    public var earlierMonth: String { "← 지난달" }
    public var laterMonth: String { "다음 달 →" }
    public var monthStepsLabel: String { "다른 달" }
    public var filterLabel: String { "필터" }
    public var nationLabel: String { "국적" }
    public var filmKindLabel: String { "영화 구분" }
    public var regionLabel: String { "지역" }
    public var dayLabel: String { "날짜" }
    public var everyRegion: String { "전국" }
    public var showChart: String { "보기" }
    public var noPosterImage: String { "포스터 없음" }
}

extension EnglishWords {
    public func earlierChart(_ kind: ChartKind) -> String {
        kind == .daily ? "← Day before" : "← Week before"
    }
    public func laterChart(_ kind: ChartKind) -> String { kind == .daily ? "Day after →" : "Week after →" }
    public var chartStepsLabel: String { "Other days" }
    public var earlierMonth: String { "← Month before" }
    public var laterMonth: String { "Month after →" }
    public var monthStepsLabel: String { "Other months" }
    public var filterLabel: String { "Filter" }
    public var nationLabel: String { "Nation" }
    public var filmKindLabel: String { "Kind" }
    public var regionLabel: String { "Region" }
    public var dayLabel: String { "Day" }
    public var everyRegion: String { "All regions" }
    public var showChart: String { "Show" }
    public var noPosterImage: String { "No poster" }
}

// MARK: - The history's plots (trend, top, compare)

/// What the plots of `trend`, `top` and `compare` say about themselves, and their tables' headings.
public protocol WebPlotWords: Sendable {
    /// A plot's description for a screen reader: a film's audience a day from `first` to `last`;
    /// `highest` is its best day and figure, `2022-01-05 64,050`.
    func trendPlotDescription(first: String, last: String, highest: String) -> String
    /// A period's films as bars, longest the most tickets.
    func topPlotDescription(period: String, films: Int) -> String
    /// Two runs on one plot, aligned by the day of each run: the first a solid line, the second dashed.
    func comparePlotDescription(first: String, second: String, days: Int) -> String
    /// Shown on a plot with no figure to draw.
    var plotNothingToDraw: String { get }
    /// The `<details>` holding the figures a day, the plot's text alternative.
    var plotFiguresByDay: String { get }
    var plotRunDayLabel: String { get }
    /// How a series is drawn, said beside its name in the legend.
    var plotSolidLine: String { get }
    var plotDashedLine: String { get }
}

extension KoreanWords {
    public func trendPlotDescription(first: String, last: String, highest: String) -> String {
        "\(first)부터 \(last)까지 하루 관객수를 이은 선. 가장 많은 날 \(highest). 선이 끊긴 곳은 숫자가 없는 날입니다."
    }

    public func topPlotDescription(period: String, films: Int) -> String {
        "\(period)에 관객이 가장 많은 영화 \(films)편. 막대가 길수록 관객이 많습니다."
    }

    public func comparePlotDescription(first: String, second: String, days: Int) -> String {
        "두 영화의 하루 관객수를 상영 \(days)일째까지 나란히: \(first) 실선, \(second) 점선. 선이 끊긴 곳은 숫자가 없는 날입니다."
    }

    public var plotNothingToDraw: String { "그릴 숫자가 없습니다" }
    public var plotFiguresByDay: String { "날마다의 숫자" }
    public var plotRunDayLabel: String { "상영일" }
    public var plotSolidLine: String { "실선" }
    public var plotDashedLine: String { "점선" }
}

extension EnglishWords {
    public func trendPlotDescription(first: String, last: String, highest: String) -> String {
        "A line of the audience a day from \(first) to \(last); the highest day \(highest). "
            + "Where the line breaks, the day has no figures."
    }

    public func topPlotDescription(period: String, films: Int) -> String {
        "The \(films) films of \(period) that sold most tickets; the longer the bar, the more tickets."
    }

    public func comparePlotDescription(first: String, second: String, days: Int) -> String {
        "Two films' audience a day side by side, to day \(days) of each run: \(first) a solid line, "
            + "\(second) a dashed one. Where a line breaks, the day has no figures."
    }

    public var plotNothingToDraw: String { "No figures to draw" }
    public var plotFiguresByDay: String { "The figures by day" }
    public var plotRunDayLabel: String { "Day of run" }
    public var plotSolidLine: String { "solid line" }
    public var plotDashedLine: String { "dashed line" }
}
