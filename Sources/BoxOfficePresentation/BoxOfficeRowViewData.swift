import BoxOfficeDomain

/// What one row of the list shows: rank, marker, title and the audience line.
public struct BoxOfficeRowViewData: Hashable, Sendable {
    /// The rank, e.g. `1`.
    public let rank: Int
    /// The rank-change marker.
    public let marker: RankMarker
    /// The title as KOBIS gave it; the terminal front sanitises it before printing.
    public let title: String
    /// `오늘 64,050 / 총 69,228`.
    public let audienceLine: String
    /// Tickets sold that day, grouped: `64,050`.
    public let audience: String
    /// Tickets sold since release, grouped: `69,228`.
    public let audienceTotal: String
    /// The movie's code, for `detail`.
    public let movieCode: MovieCode

    /// The view data of an entry.
    /// - Parameters:
    ///   - entry: the row's figures.
    ///   - words: the language of the audience line and the marker.
    public init(entry: DailyBoxOfficeEntry, words: any Words) {
        rank = entry.rank
        marker = RankMarker(entry.rankChange, words: words)
        title = entry.title
        audienceLine = words.audienceLine(today: entry.audience, total: entry.audienceTotal)
        audience = NumberFormatting.grouped(entry.audience)
        audienceTotal = NumberFormatting.grouped(entry.audienceTotal)
        movieCode = entry.movieCode
    }
}
