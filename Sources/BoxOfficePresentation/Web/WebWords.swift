// What `boxoffice web` says around its screens, in Korean then English: the site's navigation, the
// layout switch, the line naming the address it serves, and its pages for a request it does not serve.

/// The web front's words, part of ``Words``: a language that lacks one does not build.
public protocol WebWords: Sendable {
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

    // The server's own: a query it cannot read, and `boxoffice web`'s options and listening.
    var queryUnreadable: String { get }
    func unknownLayout(_ value: String, known: [String]) -> String
    func portInvalid(_ port: Int) -> String
    func hostInvalid(_ host: String) -> String
    func portInUse(_ address: String) -> String
    func cannotListen(address: String, reason: String) -> String
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
