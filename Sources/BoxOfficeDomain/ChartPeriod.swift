// Which chart is asked for: its kind (daily, weekly, weekend, weekdays), its period, and its filter.

/// The four charts KOBIS keeps: one day, or a part of a Monday-to-Sunday week.
public enum ChartKind: String, Hashable, Sendable, CaseIterable {
    case daily  // One day
    case weekly  // Monday to Sunday (KOBIS `weekGb=0`, 주간)
    case weekend  // Friday to Sunday (KOBIS `weekGb=1`, 주말)
    case weekdays  // Monday to Thursday (KOBIS `weekGb=2`, 주중)

    public var length: Int {
        switch self {
        case .daily: 1
        case .weekly: 7
        case .weekend: 3
        case .weekdays: 4
        }
    }

    var offsetFromMonday: Int {
        self == .weekend ? 4 : 0
    }
}

/// The days one chart covers: a day, or the part of the week a weekly chart covers.
public struct ChartPeriod: Hashable, Sendable, CustomStringConvertible {
    public let kind: ChartKind
    public let first: BoxOfficeDate
    /// The last day (the first, for a day).
    public let last: BoxOfficeDate

    /// The day itself, or the part of `day`'s Monday-to-Sunday week a weekly chart covers.
    public init(_ kind: ChartKind, containing day: BoxOfficeDate) {
        self.kind = kind
        guard kind != .daily else {
            first = day
            last = day
            return
        }
        // weekday: 1 = Sunday … 7 = Saturday; days since Monday: Monday 0 … Sunday 6.
        let sinceMonday = (day.weekday + 5) % 7
        first = day.adding(days: -sinceMonday + kind.offsetFromMonday)
        last = first.adding(days: kind.length - 1)
    }

    public static func day(_ day: BoxOfficeDate) -> ChartPeriod {
        ChartPeriod(.daily, containing: day)
    }

    /// The period `steps` periods later (earlier when negative): a day or a week at a time.
    public func moved(by steps: Int) -> ChartPeriod {
        ChartPeriod(kind, containing: first.adding(days: steps * (kind == .daily ? 1 : 7)))
    }

    public var days: [BoxOfficeDate] {
        (0..<kind.length).map { first.adding(days: $0) }
    }

    /// `2022-01-05`, or `2022-01-03~2022-01-09` for a longer period.
    public var description: String {
        first == last ? first.iso : "\(first.iso)~\(last.iso)"
    }
}

/// Which films a chart counts: by nation, by kind, by region; ``all`` counts every film everywhere.
public struct ChartFilter: Hashable, Sendable, CustomStringConvertible {
    /// Korean or foreign films (KOBIS `repNationCd`).
    public enum Nation: String, Hashable, Sendable, CaseIterable {
        case all
        case korean  // Korean films (`K`)
        case foreign  // Foreign films (`F`)
    }

    /// Diversity or commercial films (KOBIS `multiMovieYn`).
    public enum FilmKind: String, Hashable, Sendable, CaseIterable {
        case all
        case diversity  // Diversity films: independent and art-house (`Y`, 다양성)
        case commercial  // Commercial films (`N`, 상업)
    }

    public var nation: Nation
    public var kind: FilmKind
    /// Where the tickets were sold; `nil` for the whole country.
    public var region: Region?

    public static let all = ChartFilter()

    public init(nation: Nation = .all, kind: FilmKind = .all, region: Region? = nil) {
        self.nation = nation
        self.kind = kind
        self.region = region
    }

    public var isAll: Bool { self == .all }

    /// The store's key: `all`, or the parts joined, e.g. `nation=korean,kind=diversity,region=0105001`.
    public var description: String {
        var parts: [String] = []
        if nation != .all { parts.append("nation=\(nation.rawValue)") }
        if kind != .all { parts.append("kind=\(kind.rawValue)") }
        if let region { parts.append("region=\(region.code)") }
        return parts.isEmpty ? "all" : parts.joined(separator: ",")
    }

    /// Reads ``description`` back; `nil` for text it never writes.
    public init?(key: String) {
        self.init()
        guard key != "all" else { return }
        for part in key.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            switch pair[0] {
            case "nation":
                guard let nation = Nation(rawValue: pair[1]) else { return nil }
                self.nation = nation
            case "kind":
                guard let kind = FilmKind(rawValue: pair[1]) else { return nil }
                self.kind = kind
            case "region":
                guard let region = Region(code: pair[1]) else { return nil }
                self.region = region
            default: return nil
            }
        }
    }
}

/// KOBIS's 17 regions (code list `0105000000`); their names are Presentation's words.
public enum Region: String, Hashable, Sendable, CaseIterable {
    case seoul, gyeonggi, gangwon, northChungcheong, southChungcheong, northGyeongsang, southGyeongsang
    case northJeolla, southJeolla, jeju, busan, daegu, daejeon, ulsan, incheon, gwangju, sejong

    /// KOBIS's `wideAreaCd`: `0105001` (Seoul) to `0105017` (Sejong).
    public var code: String {
        let number = (Self.allCases.firstIndex(of: self) ?? 0) + 1
        return "01050" + (number < 10 ? "0" : "") + String(number)
    }

    public init?(code: String) {
        guard let region = Self.allCases.first(where: { $0.code == code }) else { return nil }
        self = region
    }
}

/// One chart asked for: which chart, which period, which films.
public struct ChartRequest: Hashable, Sendable, CustomStringConvertible {
    public var period: ChartPeriod
    public var filter: ChartFilter

    public init(period: ChartPeriod, filter: ChartFilter = .all) {
        self.period = period
        self.filter = filter
    }

    public init(_ kind: ChartKind, containing day: BoxOfficeDate, filter: ChartFilter = .all) {
        self.init(period: ChartPeriod(kind, containing: day), filter: filter)
    }

    public static func daily(_ day: BoxOfficeDate) -> ChartRequest {
        ChartRequest(period: .day(day))
    }

    /// `weekly 2022-01-03~2022-01-09 all`.
    public var description: String {
        "\(period.kind.rawValue) \(period) \(filter)"
    }
}
