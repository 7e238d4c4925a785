import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import GRDB
import Testing

@testable import BoxOfficeData

/// `trend`, `top` and the days stored, asked of a real SQLite store the test fills; the plans use the indexes.
struct HistoryQueriesTests {
    /// 2022-02-01 12:00 in Seoul: yesterday is 2022-01-31.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_643_684_400) })

    static func day(_ text: String) throws -> BoxOfficeDate { try BoxOfficeDate.parse(text) }

    /// January 2022 with 01-04, 01-10…01-12 and 01-20 not stored; 경관의 피 runs from 01-05 to 01-15
    /// (out of the top ten on 01-08), 킹메이커 all month, a film with an escape code in its title on 01-02.
    static func january() throws -> [BoxOfficeChart] {
        let missing: Set<Int> = [4, 10, 11, 12, 20]
        return try (1...31).filter { !missing.contains($0) }.map { number in
            let date = try #require(BoxOfficeDate(year: 2022, month: 1, day: number))
            var entries = [
                BoxOfficeEntry.stub(rank: 2, movieCode: "20212866", title: "킹메이커", audience: 1_000)
            ]
            if (5...15).contains(number), number != 8 {
                entries.insert(
                    .stub(rank: 1, audience: 10_000 + number, audienceTotal: 100_000 + number * 1_000), at: 0)
            }
            if number == 2 {
                entries.append(.stub(rank: 3, movieCode: "20220003", title: "\u{1B}[31m빨간 제목", audience: 5))
            }
            return BoxOfficeChart(date: date, source: .kobis, entries: entries)
        }
    }

    func filledStore() async throws -> (FilmHistoryUseCase, BoxOfficeStore, StoreFolder) {
        let folder = try StoreFolder()
        let (store, _) = try folder.open()
        for chart in try Self.january() { try await store.save(chart, fetchedAt: Date()) }
        // A weekly chart and a filtered day are kept apart from the daily chart of every film.
        try await store.save(
            BoxOfficeChart(
                period: ChartPeriod(.weekly, containing: try Self.day("2022-01-05")), source: .kobis,
                entries: [.stub(audience: 9_999_999)]), fetchedAt: Date())
        try await store.save(
            BoxOfficeChart(
                period: .day(try Self.day("2022-01-06")), filter: ChartFilter(nation: .korean),
                source: .kobis,
                entries: [.stub(audience: 7_777_777)]), fetchedAt: Date())
        let useCase = FilmHistoryUseCase(
            repository: StoreHistoryRepository(store: store), calendar: calendar,
            displayed: {
                String($0.unicodeScalars.filter { $0.value >= 0x20 }).replacingOccurrences(
                    of: "[31m", with: "")
            })
        return (useCase, store, folder)
    }

    @Test func aTrendHasEveryDayOfTheRunItsTotalBestDayAndTheDaysMissingAroundIt() async throws {
        let (useCase, _, folder) = try await filledStore()
        defer { folder.remove() }
        let trend = try await useCase.trend(.code("20199882"))
        #expect(trend.run.title == "경관의 피")
        #expect(trend.run.daysInTopTen == 7)  // 5, 6, 7, 9, 13, 14, 15
        #expect(trend.run.audienceTotal == 115_000)
        #expect(trend.run.bestDay?.date == (try Self.day("2022-01-15")))
        #expect(trend.run.firstDay == (try Self.day("2022-01-05")))
        #expect(trend.days.count == 11)
        let eighth = try #require(trend.days.first { $0.date == (try? Self.day("2022-01-08")) })
        #expect(eighth.figures == nil && eighth.stored)
        let tenth = try #require(trend.days.first { $0.date == (try? Self.day("2022-01-10")) })
        #expect(tenth.figures == nil && !tenth.stored)
        // Its release (2022-01-05) is its first day; a week after 01-15 reaches 01-22: 10–12 and 20 missing.
        #expect(
            trend.missing.runs == [
                try Self.day("2022-01-10")...(try Self.day("2022-01-12")),
                try Self.day("2022-01-20")...(try Self.day("2022-01-20")),
            ])
        #expect(trend.missing.count == 4)
        #expect(trend.missing.span == (try Self.day("2022-01-10"))...(try Self.day("2022-01-20")))
    }

    @Test func topSumsEachFilmsDaysInTheRangeMostFirst() async throws {
        let (useCase, _, folder) = try await filledStore()
        defer { folder.remove() }
        let top = try await useCase.top(
            from: try Self.day("2022-01-01"), to: try Self.day("2022-01-09"), limit: 10)
        #expect(top.films.map(\.movieCode) == ["20199882", "20212866", "20220003"])
        #expect(top.films[0].audience == 10_005 + 10_006 + 10_007 + 10_009)
        #expect(top.films[0].days == 4 && top.films[0].bestRank == 1)
        #expect(top.films[1].audience == 8_000 && top.films[1].days == 8)
        #expect(top.storedDays == 8)
        #expect(top.missing.runs == [try Self.day("2022-01-04")...(try Self.day("2022-01-04"))])
        let limited = try await useCase.top(
            from: try Self.day("2022-01-01"), to: try Self.day("2022-01-31"), limit: 1)
        #expect(limited.films.map(\.title) == ["경관의 피"])
    }

    @Test func aRangeBackwardsOrIntoTodayIsRefused() async throws {
        let (useCase, _, folder) = try await filledStore()
        defer { folder.remove() }
        await #expect(
            throws: FilmHistoryFailure.invalidRange(
                .reversedRange(first: try Self.day("2022-01-09"), last: try Self.day("2022-01-01")))
        ) {
            try await useCase.top(from: try Self.day("2022-01-09"), to: try Self.day("2022-01-01"), limit: 10)
        }
        await #expect(throws: FilmHistoryFailure.invalidRange(.today(try Self.day("2022-02-01")))) {
            try await useCase.top(from: try Self.day("2022-01-09"), to: try Self.day("2022-02-01"), limit: 10)
        }
    }

    @Test func titlesMatchAsDisplayedAndAFilmNotStoredOrAnEmptyStoreIsSaid() async throws {
        let (useCase, _, folder) = try await filledStore()
        defer { folder.remove() }
        #expect(try await useCase.trend(.title("빨간 제목")).run.movieCode == "20220003")
        #expect(try await useCase.trend(.title("경관")).run.movieCode == "20199882")
        await #expect(throws: FilmHistoryFailure.movieNotStored("20990001")) {
            try await useCase.trend(.code("20990001"))
        }
        await #expect(throws: FilmHistoryFailure.noTitleMatch("없는 영화")) {
            try await useCase.trend(.title("없는 영화"))
        }
        let empty = try StoreFolder()
        defer { empty.remove() }
        let (store, _) = try empty.open()
        let nothing = FilmHistoryUseCase(repository: StoreHistoryRepository(store: store), calendar: calendar)
        await #expect(throws: FilmHistoryFailure.emptyStore(.all)) {
            try await nothing.trend(.code("20199882"))
        }
    }

    @Test func thePlansUseTheIndexes() async throws {
        let (_, store, folder) = try await filledStore()
        defer { folder.remove() }
        let run = try await store.database.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN " + HistoryQueries.run, arguments: ["20199882", "all"]
            )
            .map { $0["detail"] as String? ?? "" }
        }
        let top = try await store.database.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN " + HistoryQueries.top,
                arguments: ["all", "2022-01-01", "2022-01-31", 10, "all"]
            ).map { $0["detail"] as String? ?? "" }
        }
        #expect(run.contains { $0.contains("USING INDEX chart_entry_by_movie") }, "\(run)")
        #expect(top.contains { $0.contains("USING INDEX chart_entry_by_period") }, "\(top)")
        #expect(top.contains { $0.contains("chart_entry_by_movie") }, "\(top)")
        #expect(!(run + top).contains { $0.hasPrefix("SCAN chart_entry") }, "\(run) \(top)")
    }
}
