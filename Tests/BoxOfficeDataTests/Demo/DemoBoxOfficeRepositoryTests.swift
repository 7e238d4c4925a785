import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Testing

/// The bundled demo days: real KOBIS figures, available without a key.
struct DemoBoxOfficeRepositoryTests {
    private let repository = DemoBoxOfficeRepository()

    private func day(_ year: Int, _ month: Int, _ day: Int) throws -> BoxOfficeDate {
        try #require(BoxOfficeDate(year: year, month: month, day: day))
    }

    @Test func theBundledDaysAreAvailableOldestFirst() throws {
        #expect(
            repository.availableDates == [
                try day(2022, 1, 5), try day(2022, 12, 14), try day(2023, 4, 23), try day(2023, 4, 26),
            ])
    }

    @Test func everyBundledDayHasItsTopTenFromTheDemoSource() async throws {
        for date in repository.availableDates ?? [] {
            let boxOffice = try await repository.dailyBoxOffice(for: date, refresh: false)
            #expect(boxOffice.date == date)
            #expect(boxOffice.source == .demo)
            #expect(boxOffice.entries.map(\.rank) == Array(1...10))
        }
    }

    @Test func aKnownRowHasKOBISsExactFigures() async throws {
        // When 2022-01-05 is asked for
        let boxOffice = try await repository.dailyBoxOffice(for: try day(2022, 1, 5), refresh: false)
        // Then its number one is 경관의 피, NEW, with KOBIS's figures
        #expect(
            boxOffice.entries.first
                == BoxOfficeEntry(
                    rank: 1, movieCode: "20199882", title: "경관의 피", openDate: try day(2022, 1, 5),
                    rankChange: .new, audience: 64_050, audienceTotal: 69_228, sales: 584_559_330,
                    salesTotal: 631_402_330, salesShare: 34.2, screens: 1_171, shows: 4_416,
                    changes: FigureChanges(
                        audience: 64_050, audiencePercent: 100, sales: 584_559_330, salesPercent: 100)))
    }

    @Test func aReReleaseWithoutAReleaseDateHasNone() async throws {
        let boxOffice = try await repository.dailyBoxOffice(for: try day(2023, 4, 26), refresh: false)
        let odyssey = try #require(boxOffice.entries.first { $0.movieCode == "19688005" })
        #expect(odyssey.title == "2001 스페이스 오디세이")
        #expect(odyssey.openDate == nil)
        #expect(odyssey.rankChange == .new)
    }

    @Test func anotherDayFailsListingTheDaysThereAre() async throws {
        let date = try day(2024, 1, 5)
        await #expect(
            throws: BoxOfficeFailure.notInDemoData(date, available: repository.availableDates ?? [])
        ) {
            try await repository.dailyBoxOffice(for: date, refresh: false)
        }
    }

    @Test func givenDaysBecomeDemoDaysSortedByDate() async throws {
        let later = BoxOfficeChart.stub(date: try day(2024, 1, 6), source: .kobis)
        let earlier = BoxOfficeChart.stub(date: try day(2024, 1, 5), source: .kobis)
        let repository = DemoBoxOfficeRepository(days: [later, earlier])
        #expect(repository.availableDates == [earlier.date, later.date])
        #expect(try await repository.dailyBoxOffice(for: later.date, refresh: true).source == .demo)
    }
}
