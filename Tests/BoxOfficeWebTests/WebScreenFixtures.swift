import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport

/// The view data the web screens are drawn from, made as the Presentation tests make theirs: from the
/// test support's stubs, through the view data's own initialisers.
enum WebScreenFixtures {
    /// Titles that would run, break out of an attribute, link or reorder the page if they became markup.
    static let hostileTitles = [
        "<script>document.title='x'</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)",
        "\u{202E}lanigiro",
    ]

    /// Ten films with every kind of marker: new, up, down, steady.
    static let changes: [RankChange] = [
        .new, .down(1), .up(3), .steady, .up(12), .down(2), .new, .steady, .down(4), .up(1),
    ]

    static func chart(
        _ words: any Words, source: DataSource = .kobis, filter: ChartFilter = .all
    ) -> BoxOfficeListViewData {
        let entries = changes.enumerated().map { index, change in
            BoxOfficeEntry.stub(
                rank: index + 1, rankChange: change, audience: 64_050 / (index + 1),
                audienceTotal: 69_228 * (index + 1))
        }
        return BoxOfficeListViewData(
            boxOffice: BoxOfficeChart(
                period: .day(BoxOfficeChart.stubDate), filter: filter, source: source, entries: entries),
            words: words)
    }

    static func hostileChart(_ words: any Words) -> BoxOfficeListViewData {
        let entries = hostileTitles.enumerated().map { index, title in
            BoxOfficeEntry.stub(
                rank: index + 1, movieCode: MovieCode(index == 1 ? "2022\"><b>" : "2022100\(index)"),
                title: title, rankChange: .up(index + 1))
        }
        return BoxOfficeListViewData(boxOffice: .stub(entries: entries), words: words)
    }

    static func emptyChart(_ words: any Words) -> BoxOfficeListViewData {
        BoxOfficeListViewData(boxOffice: .stub(entries: []), words: words)
    }

    static func weekly(_ words: any Words) -> BoxOfficeListViewData {
        let week = ChartPeriod(.weekly, containing: BoxOfficeChart.stubDate)
        let entries = (1...3).map { BoxOfficeEntry.stub(rank: $0, rankChange: changes[$0 - 1]) }
        return BoxOfficeListViewData(
            boxOffice: BoxOfficeChart(period: week, yearWeek: "202201", source: .kobis, entries: entries),
            words: words)
    }

    /// The Kakao address a found poster has: it must never reach a page.
    static let kakaoAddress = "https://search1.kakaocdn.net/argon/0x0/poster.jpg"

    static func detail(_ words: any Words, title: String = "경관의 피", poster: Bool = true)
        -> MovieDetailViewData
    {
        var detail = MovieDetail.stub(code: "20199882", title: title)
        detail.titleEnglish = "The Policeman's Lineage"
        detail.directors = [Person(name: "이규만", nameEnglish: "LEE Kyoo-man")]
        detail.productionYear = 2021
        detail.openDate = BoxOfficeChart.stubDate
        detail.runningTimeMinutes = 119
        detail.watchGrade = "15세이상관람가"
        detail.nations = ["한국"]
        detail.genres = ["범죄", "드라마"]
        detail.actors = [CastMember(name: "조진웅", role: "박강윤"), CastMember(name: "최우식", role: "최민재")]
        detail.companies = [Company(name: "(주)에이스메이커무비웍스", part: "배급사")]
        let lookup: PosterLookup =
            poster ? .found(Poster(imageURL: kakaoAddress, width: 510, height: 727)) : .notFound
        return MovieDetailViewData(
            result: MovieDetailResult(detail: detail, poster: lookup), entry: .stub(rank: 1),
            date: BoxOfficeChart.stubDate, words: words)
    }

    /// January 2022 with figures up to the 5th, the 5th shown.
    static func calendar(_ words: any Words) -> MonthCalendarViewData {
        let last = BoxOfficeChart.stubDate
        return MonthCalendarViewData(
            month: CalendarMonth(containing: last), shown: last, words: words,
            hasFigures: { (BoxOfficeDate.earliest...last).contains($0) })
    }
}
