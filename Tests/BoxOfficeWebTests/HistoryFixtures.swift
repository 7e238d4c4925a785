import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation

/// The store's history as the web's plots are drawn from it: daily charts in memory, read through the
/// use case and made into view data as the ViewModels make them.
enum HistoryFixtures {
    /// 2030-01-01 in Seoul, so every day below may be asked for.
    static let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_893_456_000) })
    static let firstDay = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest

    /// A film in a day's chart.
    struct Film {
        let code: String
        let title: String
        let audience: Int
    }

    /// Titles a page must show as text: markup, a script address, a right-to-left override.
    static let hostileTitles = [
        "<script>document.title='pwned'</script>", "\"><img src=x onerror=alert(1)>",
        "javascript:alert(1)", "\u{202E}etad 영화",
    ]

    /// Daily charts from `first` on, a day's films ranked in order; `nil` for a day not stored. Each
    /// film's total is the sum of its audiences so far.
    static func charts(from first: BoxOfficeDate = firstDay, _ days: [[Film]?]) -> [BoxOfficeChart] {
        var totals: [String: Int] = [:]
        return days.enumerated().compactMap { offset, films in
            films.map { films in
                BoxOfficeChart.stub(
                    date: first.adding(days: offset),
                    entries: films.enumerated().map { index, film in
                        totals[film.code, default: 0] += film.audience
                        return .stub(
                            rank: index + 1, movieCode: MovieCode(film.code), title: film.title,
                            audience: film.audience, audienceTotal: totals[film.code] ?? 0)
                    })
            }
        }
    }

    static func useCase(_ charts: [BoxOfficeChart]) -> FilmHistoryUseCase {
        FilmHistoryUseCase(repository: StubFilmHistoryRepository(charts: charts), calendar: calendar)
    }

    static func trend(_ code: String, in charts: [BoxOfficeChart], words: any Words) async throws
        -> TrendViewData
    {
        let trend = try await useCase(charts).trend(.code(MovieCode(code)))
        return TrendViewData(trend: trend, sparkline: false, words: words)
    }

    static func top(_ charts: [BoxOfficeChart], days: Int, words: any Words) async throws -> TopViewData {
        let top = try await useCase(charts).top(
            from: firstDay, to: firstDay.adding(days: days - 1), limit: 10)
        return TopViewData(top: top, words: words)
    }

    static func comparison(_ first: String, _ second: String, in charts: [BoxOfficeChart], words: any Words)
        async throws -> ComparisonViewData
    {
        let history = useCase(charts)
        return ComparisonViewData(
            first: try await history.trend(.code(MovieCode(first))),
            second: try await history.trend(.code(MovieCode(second))), words: words)
    }

    /// 경관의 피 over eight days: in the top ten, then out of it on the fourth, the fifth not stored.
    static let run: [[Film]?] = [
        [Film(code: "20199882", title: "경관의 피", audience: 64_050)],
        [Film(code: "20199882", title: "경관의 피", audience: 51_320)],
        [Film(code: "20199882", title: "경관의 피", audience: 40_112)],
        [Film(code: "20210087", title: "킹메이커", audience: 70_000)],
        nil,
        [Film(code: "20199882", title: "경관의 피", audience: 88_907)],
        [Film(code: "20199882", title: "경관의 피", audience: 120_311)],
        [Film(code: "20199882", title: "경관의 피", audience: 30_002)],
    ]
}
