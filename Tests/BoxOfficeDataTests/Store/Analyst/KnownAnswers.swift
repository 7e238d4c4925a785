import BoxOfficeDomain
import Foundation

/// The answers to docs/store.md's questions worked out in Swift from the known charts themselves,
/// never through SQL, as rows named as the recipes name their columns.
enum KnownAnswers {
    typealias Row = [String: AnalystTools.Value]

    static func text(_ value: String) -> AnalystTools.Value { .text(value) }
    static func integer(_ value: Int) -> AnalystTools.Value { .integer(value) }

    /// Each film's audience in a year's daily top tens, its days there and its title on the last;
    /// the ten largest, ties by code.
    static func topFilms(of year: Int) -> [Row] {
        var films: [MovieCode: (title: String, audience: Int, days: Int, last: BoxOfficeDate)] = [:]
        for (day, entries) in KnownStore.daily where day.year == year {
            for entry in entries {
                let seen = films[entry.movieCode] ?? (entry.title, 0, 0, day)
                films[entry.movieCode] = (entry.title, seen.audience + entry.audience, seen.days + 1, day)
            }
        }
        let ordered = films.sorted {
            $0.value.audience != $1.value.audience
                ? $0.value.audience > $1.value.audience : $0.key.rawValue < $1.key.rawValue
        }
        return ordered.prefix(10).map { code, film in
            [
                "movie_code": text(code.rawValue), "title": text(film.title),
                "audience": integer(film.audience),
                "days": integer(film.days), "last_day": text(film.last.iso),
            ]
        }
    }

    /// The stored days and their audience, a row a Monday-to-Sunday week.
    static var weeks: [Row] {
        var weeks: [BoxOfficeDate: (days: Int, audience: Int)] = [:]
        for (day, entries) in KnownStore.daily {
            let monday = ChartPeriod(.weekly, containing: day).first
            let week = weeks[monday] ?? (0, 0)
            weeks[monday] = (week.days + 1, week.audience + entries.reduce(0) { $0 + $1.audience })
        }
        return weeks.sorted { $0.key < $1.key }.map { monday, week in
            ["week_start": text(monday.iso), "days": integer(week.days), "audience": integer(week.audience)]
        }
    }

    /// A film's days in the daily top ten.
    static func run(of code: MovieCode) -> [Row] {
        guard let film = KnownStore.films.first(where: { $0.code == code }) else { return [] }
        var rows: [Row] = []
        for (day, entries) in KnownStore.daily {
            guard let entry = entries.first(where: { $0.movieCode == film.code }) else { continue }
            rows.append([
                "show_date": text(day.iso), "day_of_release": integer(film.opening.days(to: day) + 1),
                "chart_day": integer(rows.count + 1), "rank": integer(entry.rank),
                "rank_change": integer(entry.rankChange.delta), "audience": integer(entry.audience),
                "audience_total": integer(entry.audienceTotal),
            ])
        }
        return rows
    }

    /// The stored days and the distinct films of each month.
    static var months: [Row] {
        var months: [String: (days: Int, films: Set<MovieCode>)] = [:]
        for (day, entries) in KnownStore.daily {
            let month = String(day.iso.prefix(7))
            let seen = months[month] ?? (0, [])
            months[month] = (seen.days + 1, seen.films.union(entries.map(\.movieCode)))
        }
        return months.sorted { $0.key < $1.key }.map { month, seen in
            ["month": text(month), "days": integer(seen.days), "films": integer(seen.films.count)]
        }
    }

    /// The climbs of `places` or more, largest first, then by day and rank.
    static func jumps(of places: Int) -> [Row] {
        var jumps: [(day: BoxOfficeDate, entry: BoxOfficeEntry)] = []
        for (day, entries) in KnownStore.daily {
            jumps += entries.filter { $0.rankChange.delta >= places }.map { (day, $0) }
        }
        jumps.sort {
            ($0.entry.rankChange.delta, $1.day, $1.entry.rank) > (
                $1.entry.rankChange.delta, $0.day, $0.entry.rank
            )
        }
        return jumps.map { day, entry in
            [
                "show_date": text(day.iso), "movie_code": text(entry.movieCode.rawValue),
                "title": text(entry.title),
                "rank_before": integer(entry.rank + entry.rankChange.delta), "rank": integer(entry.rank),
                "rank_change": integer(entry.rankChange.delta),
            ]
        }
    }

    /// Seoul's daily chart, as stored under the region filter alone.
    static var seoul: [Row] {
        KnownStore.seoul.entries.map { entry in
            [
                "show_date": text(KnownStore.seoulDay.iso), "rank": integer(entry.rank),
                "movie_code": text(entry.movieCode.rawValue), "title": text(entry.title),
                "audience": integer(entry.audience),
            ]
        }
    }

    /// `rows` with only the columns named, as another recipe words the same answer.
    static func project(_ rows: [Row], _ columns: [String], renaming: [String: String] = [:]) -> [Row] {
        rows.map { row in
            Dictionary(
                uniqueKeysWithValues: columns.compactMap { column in
                    row[column].map { (renaming[column] ?? column, $0) }
                })
        }
    }
}
