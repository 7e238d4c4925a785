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
    /// The movie's code, for `detail`.
    public let movieCode: MovieCode

    /// The view data of an entry.
    public init(entry: DailyBoxOfficeEntry) {
        rank = entry.rank
        marker = RankMarker(entry.rankChange)
        title = entry.title
        audienceLine =
            "오늘 \(NumberFormatting.grouped(entry.audience)) / 총 \(NumberFormatting.grouped(entry.audienceTotal))"
        movieCode = entry.movieCode
    }
}
