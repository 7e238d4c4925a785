// Times `top` over a year and `trend` of a film on a store filled with a year of synthetic daily charts, and
// the saves that fill it (one write transaction a chart, as a sync makes).

import BoxOfficeData
import BoxOfficeDomain
import Foundation

/// A year of daily charts: each day's ten films are the ten latest of films released every
/// three days, so each runs about a month and a title matches one film.
func year(from first: BoxOfficeDate) -> [BoxOfficeChart] {
    (0..<365).map { offset in
        let date = first.adding(days: offset)
        let newest = offset / 3
        let entries = (0..<10).map { place -> BoxOfficeEntry in
            let film = max(0, newest - place)
            let age = offset - film * 3
            let audience = max(1, 100_000 - age * 2_500 + (film % 7) * 1_000)
            return BoxOfficeEntry(
                rank: place + 1, movieCode: MovieCode(String(20_230_000 + film)), title: "영화 \(film)",
                openDate: first.adding(days: film * 3), rankChange: .steady, audience: audience,
                audienceTotal: audience * (age + 1), sales: audience * 10_000,
                salesTotal: audience * 10_000 * (age + 1),
                salesShare: 10, screens: 500, shows: 2_000)
        }
        return BoxOfficeChart(date: date, source: .kobis, entries: entries)
    }
}

/// How long `work` took, in milliseconds.
func milliseconds(_ work: () async throws -> Void) async rethrows -> Double {
    let start = ContinuousClock.now
    try await work()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1_000
}

/// The median of `runs` timings of `work`, in milliseconds.
func median(runs: Int = 21, _ work: () async throws -> Void) async rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs { times.append(try await milliseconds(work)) }
    return times.sorted()[times.count / 2]
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "history-benchmark-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: folder) }
guard case .opened(let store, _) = BoxOfficeStore.open(in: folder) else {
    print("the store could not be opened in \(folder.path)")
    exit(1)
}
guard let first = BoxOfficeDate(year: 2023, month: 1, day: 1) else { exit(1) }
let charts = year(from: first)
var saves: [Double] = []
for chart in charts {
    saves.append(try await milliseconds { try await store.save(chart, fetchedAt: Date()) })
}
saves.sort()
let last = first.adding(days: 364)
// A clock a week after the year, so the whole year has figures.
let now = Date(timeIntervalSince1970: 1_704_585_600)
let useCase = FilmHistoryUseCase(
    repository: StoreHistoryRepository(store: store), calendar: BoxOfficeCalendar(now: { now }))
let rows = charts.reduce(0) { $0 + $1.entries.count }

let top = try await median {
    let answer = try await useCase.top(from: first, to: last, limit: 10)
    precondition(answer.films.count == 10 && answer.storedDays == 365)
}
let trend = try await median {
    let answer = try await useCase.trend(.code("20230060"))
    precondition(answer.run.daysInTopTen > 0)
}
let byTitle = try await median {
    let answer = try await useCase.trend(.title("영화 60"))
    precondition(answer.run.movieCode == "20230060")
}
print("store: \(charts.count) daily charts, \(rows) rows (\(first)~\(last)); median of 21 runs each")
print(String(format: "top over the year (limit 10):   %6.2f ms   bound 50 ms", top))
print(String(format: "trend of a film by code:        %6.2f ms   bound 50 ms", trend))
print(String(format: "trend of a film by title:       %6.2f ms   bound 50 ms", byTitle))
print(
    String(
        format: "save of a day's chart:          %6.3f ms   (median of %d; quartiles %.3f, %.3f)",
        saves[saves.count / 2], saves.count, saves[saves.count / 4], saves[saves.count * 3 / 4]))
