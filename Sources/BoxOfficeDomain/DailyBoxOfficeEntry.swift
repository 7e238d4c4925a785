/// One movie's row of a day's box office.
public struct DailyBoxOfficeEntry: Hashable, Sendable {
    /// The rank that day, 1 to 10.
    public var rank: Int
    /// KOBIS's movie code.
    public var movieCode: MovieCode
    /// The Korean title, as KOBIS gives it (trimmed).
    public var title: String
    /// The release date; absent when KOBIS does not know it (old re-releases).
    public var openDate: BoxOfficeDate?
    /// How the rank moved since the day before.
    public var rankChange: RankChange
    /// Tickets sold that day.
    public var audience: Int
    /// Tickets sold since release.
    public var audienceTotal: Int
    /// Sales that day, in won.
    public var sales: Int
    /// Sales since release, in won.
    public var salesTotal: Int
    /// The share of that day's sales, in percent.
    public var salesShare: Double
    /// Screens that showed it that day.
    public var screens: Int
    /// Showings that day.
    public var shows: Int

    /// Makes a row; every figure is given, as KOBIS always sends all of them.
    public init(
        rank: Int, movieCode: MovieCode, title: String, openDate: BoxOfficeDate?, rankChange: RankChange,
        audience: Int, audienceTotal: Int, sales: Int, salesTotal: Int, salesShare: Double,
        screens: Int, shows: Int
    ) {
        self.rank = rank
        self.movieCode = movieCode
        self.title = title
        self.openDate = openDate
        self.rankChange = rankChange
        self.audience = audience
        self.audienceTotal = audienceTotal
        self.sales = sales
        self.salesTotal = salesTotal
        self.salesShare = salesShare
        self.screens = screens
        self.shows = shows
    }
}
