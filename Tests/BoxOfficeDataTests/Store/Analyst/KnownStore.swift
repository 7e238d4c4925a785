import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// A store of known charts for docs/store.md's recipes: the daily charts of every film from Monday
/// 2022-12-26 (a week across the new year) to 2024-01-02 but for a gap in March, and, to be left
/// out of the views, the same days under other filters and the weekly and weekend charts.
struct KnownStore {
    struct Film {
        let code: MovieCode
        let title: String
        let opening: BoxOfficeDate
        let peak: Int
    }

    static func day(_ year: Int, _ month: Int, _ day: Int) -> BoxOfficeDate {
        BoxOfficeDate(year: year, month: month, day: day) ?? .earliest
    }

    static let first = day(2022, 12, 26)
    static let last = day(2024, 1, 2)
    /// Days KOBIS had, not stored: a gap a recipe must not paper over.
    static let gap = day(2023, 3, 1)...day(2023, 3, 3)

    /// Forty films opening eleven days apart: one with letters in its code, 2023's most seen; one the
    /// film-run recipe's film.
    static let films: [Film] = (0..<40).map { index in
        let code: MovieCode =
            switch index {
            case 17: "2023C165"
            case 13: "20199882"
            default: MovieCode(String(20_230_000 + index * 37))
            }
        return Film(
            code: code, title: index == 13 ? "경관의 피" : "영화 \(index)",
            opening: first.adding(days: index * 11 - 120),
            peak: index == 17 ? 140_000 : 40_000 + (index * 7_919) % 90_000)
    }

    /// A film's audience on a day: a few previews before its opening, then a slow fall; 0 when not showing.
    static func audience(_ film: Film, on day: BoxOfficeDate) -> Int {
        let since = film.opening.days(to: day)
        if since < -3 { return 0 }
        if since < 0 { return film.peak / 25 + film.code.rawValue.count }
        return film.peak * 100 / (100 + since * since / 3)
    }

    /// Every film showing on a day, by audience (ties by code): KOBIS's full ranking, past ten.
    static func ranking(on day: BoxOfficeDate) -> [(film: Film, audience: Int)] {
        films.map { ($0, audience($0, on: day)) }.filter { $0.1 > 0 }.sorted {
            $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.code.rawValue < $1.0.code.rawValue
        }
    }

    /// The top ten of a day as KOBIS words it: the change from the film's rank the day before in the
    /// full ranking (from outside the top ten too), new when it did not show the day before.
    static func dailyChart(on day: BoxOfficeDate) -> [BoxOfficeEntry] {
        let before = ranking(on: day.adding(days: -1))
        return ranking(on: day).prefix(10).enumerated().map { index, row in
            let rank = index + 1
            let previous = before.firstIndex { $0.film.code == row.film.code }.map { $0 + 1 }
            let total = (-3...row.film.opening.days(to: day)).reduce(0) {
                $0 + audience(row.film, on: row.film.opening.adding(days: $1))
            }
            return BoxOfficeEntry(
                rank: rank, movieCode: row.film.code, title: row.film.title, openDate: row.film.opening,
                rankChange: RankChange(isNew: previous == nil, delta: (previous ?? rank) - rank),
                audience: row.audience, audienceTotal: total, sales: row.audience * 9_000,
                salesTotal: total * 9_000, salesShare: 10, screens: row.audience / 50,
                shows: row.audience / 20)
        }
    }

    static let storedDays: [BoxOfficeDate] = (0...first.days(to: last)).map { first.adding(days: $0) }
        .filter { !gap.contains($0) }

    /// The daily charts of every film, as stored.
    static let daily: [(day: BoxOfficeDate, entries: [BoxOfficeEntry])] = storedDays.map {
        ($0, dailyChart(on: $0))
    }

    /// Charts the views must leave out: every tenth day under two filters, and each week's weekly
    /// and weekend charts, with audiences far larger than any day's.
    static var others: [BoxOfficeChart] {
        let huge = BoxOfficeEntry.stub(rank: 1, movieCode: "20239999", title: "필터 영화", audience: 9_000_000)
        var charts: [BoxOfficeChart] = []
        for day in storedDays where first.days(to: day) % 10 == 9 {
            for filter in [ChartFilter(nation: .korean), ChartFilter(kind: .diversity, region: .seoul)] {
                charts.append(
                    BoxOfficeChart(period: .day(day), filter: filter, source: .kobis, entries: [huge]))
            }
        }
        for monday in storedDays where monday.weekday == 2 {
            for kind in [ChartKind.weekly, .weekend] {
                charts.append(
                    BoxOfficeChart(
                        period: ChartPeriod(kind, containing: monday), yearWeek: "2023\(monday.month)",
                        source: .kobis, entries: [huge]))
            }
        }
        return charts
    }

    /// A Seoul daily chart under no other filter, for the recipe that reads regions by name.
    static let seoulDay = day(2023, 5, 5)
    static var seoul: BoxOfficeChart {
        BoxOfficeChart(
            period: .day(seoulDay), filter: ChartFilter(region: .seoul), source: .kobis,
            entries: [
                .stub(rank: 1, movieCode: "2023C165", title: "서울 1위", audience: 3_210),
                .stub(rank: 2, movieCode: "20230111", title: "서울 2위", audience: 1_234),
            ])
    }

    /// Writes every chart through the app's own store into `folder`, and closes it.
    static func write(into folder: StoreFolder) async throws {
        let (store, _) = try folder.open()
        let fetched = Date(timeIntervalSince1970: 1_706_000_000)
        for (day, entries) in daily {
            try await store.save(
                BoxOfficeChart(date: day, source: .kobis, entries: entries), fetchedAt: fetched)
        }
        for chart in others + [seoul] { try await store.save(chart, fetchedAt: fetched) }
        try await store.close()
    }
}
