import BoxOfficeDomain

extension BoxOfficeEntry {
    /// A row with plausible figures; name only what the test is about.
    ///
    /// By default it is the 2022-01-05 number one, 경관의 피 (NEW). The movie code and
    /// title default to ones derived from `rank` when the rank is not 1, so rows of one
    /// stub day differ.
    public static func stub(
        rank: Int = 1,
        movieCode: MovieCode? = nil,
        title: String? = nil,
        openDate: BoxOfficeDate? = BoxOfficeDate(year: 2022, month: 1, day: 5),
        rankChange: RankChange = .new,
        audience: Int = 64_050,
        audienceTotal: Int = 69_228,
        sales: Int = 584_559_330,
        salesTotal: Int = 631_402_330,
        salesShare: Double = 34.2,
        screens: Int = 1_171,
        shows: Int = 4_416
    ) -> BoxOfficeEntry {
        BoxOfficeEntry(
            rank: rank,
            movieCode: movieCode ?? (rank == 1 ? "20199882" : MovieCode("2022\(1000 + rank)")),
            title: title ?? (rank == 1 ? "경관의 피" : "영화 \(rank)"),
            openDate: openDate,
            rankChange: rankChange,
            audience: audience,
            audienceTotal: audienceTotal,
            sales: sales,
            salesTotal: salesTotal,
            salesShare: salesShare,
            screens: screens,
            shows: shows
        )
    }
}
