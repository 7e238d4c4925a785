import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

/// Reading KOBIS's daily answer, one quirk at a time, from hand-written fixtures.
struct DailyBoxOfficeMappingTests {
    private let date = BoxOfficeDate(year: 2024, month: 1, day: 5) ?? BoxOfficeDate.earliest

    private func boxOffice(_ fixture: String) throws -> BoxOfficeChart {
        try KOBISResponseDecoder.chart(from: Fixture.data(fixture), request: .daily(date), source: .kobis)
    }

    private func failure(_ fixture: String) throws -> BoxOfficeFailure? {
        let body = try Fixture.data(fixture)
        do {
            _ = try KOBISResponseDecoder.chart(from: body, request: .daily(date), source: .kobis)
            return nil
        } catch {
            return error
        }
    }

    @Test func numbersSentAsStringsIncludingNegativesAndDecimalsAreRead() throws {
        // Given a row whose figures are strings such as "-1", "-15.9" and "14273.4"
        // When it is mapped
        let entry = try #require(try boxOffice("daily-string-numbers").entries.first)
        // Then every figure is the number the string spells
        #expect(entry.rankChange == .down(1))
        #expect(entry.audience == 89_690)
        #expect(entry.audienceTotal == 112_856)
        #expect(entry.sales == 772_587_490)
        #expect(entry.salesTotal == 62_772_471_900)
        #expect(entry.salesShare == 32.8)
        #expect(entry.screens == 1_271)
        #expect(entry.shows == 5_835)
    }

    @Test func blankReleaseDatesMeanTheDateIsUnknown() throws {
        // Given rows whose openDt is "" and " "
        // When they are mapped
        let entries = try boxOffice("daily-blank-open-dates").entries
        // Then neither has a release date, and both are kept
        #expect(entries.map(\.openDate) == [nil, nil])
        #expect(entries.map(\.title) == ["재개봉 영화", "또 다른 재개봉 영화"])
    }

    @Test func aReleaseDateAfterTheTargetDateIsKept() throws {
        // Given a preview screening: openDt 2024-01-12 on the 2024-01-05 chart
        // When it is mapped
        let entry = try #require(try boxOffice("daily-preview-open-date").entries.first)
        // Then the later release date is kept as it is
        #expect(entry.openDate == BoxOfficeDate(year: 2024, month: 1, day: 12))
    }

    @Test func trailingSpacesInTitlesAreTrimmed() throws {
        // Given the title "프렌즈: 몬스터섬의비밀 " with a trailing space
        let entry = try #require(try boxOffice("daily-trailing-space-title").entries.first)
        // Then the title has none
        #expect(entry.title == "프렌즈: 몬스터섬의비밀")
    }

    @Test func lettersInMovieCodesAreKept() throws {
        // Given the movie code 2023C165
        let entry = try #require(try boxOffice("daily-letter-movie-code").entries.first)
        // Then it is kept as text
        #expect(entry.movieCode == MovieCode("2023C165"))
    }

    @Test func aNewRowIsANewEntry() throws {
        // Given a row marked NEW with rankInten "0"
        let entry = try #require(try boxOffice("daily-new-entry").entries.first)
        // Then it is new, not steady
        #expect(entry.rankChange == .new)
    }

    @Test func oldRowsMoveUpForAPositiveChangeDownForANegativeOneAndStayOtherwise() throws {
        // Given OLD rows with rankInten "12", "-2" and "0"
        let entries = try boxOffice("daily-rank-changes").entries
        // Then positive means moved up
        #expect(entries.map(\.rankChange) == [.up(12), .down(2), .steady])
    }

    @Test func rowsSentOutOfRankOrderAreAnotherChartThanKOBISs() throws {
        // Given rows sent in the order 3, 1, 2
        // Then the answer is refused, its ranks named, rather than sorted into a top ten
        #expect(try failure("daily-unsorted-ranks") == .undecodableResponse(.otherChart(.ranks([3, 1, 2]))))
    }

    @Test func anEmptyListIsAnEmptyBoxOfficeNotAnError() throws {
        // Given the answer for a day still being counted
        let result = try boxOffice("daily-empty-list")
        // Then it is a box office without rows, for the day asked
        #expect(result == BoxOfficeChart(date: date, source: .kobis, entries: []))
    }

    @Test func theDateAndSourceAreTheOnesAskedFor() throws {
        let result = try KOBISResponseDecoder.chart(
            from: Fixture.data("daily-new-entry"), request: .daily(date), source: .cache)
        #expect(result.date == date)
        #expect(result.source == .cache)
    }

    @Test func aFieldThatIsNotANumberFailsAndNamesTheField() throws {
        // Given row 2 whose audiCnt is "1,234"
        // When it is decoded
        let failure = try failure("daily-audience-not-a-number")
        // Then decoding fails, naming the field, the row and the value
        #expect(
            failure
                == .undecodableResponse(
                    .unexpectedValue(field: "audiCnt", value: "1,234", row: "2", expected: .wholeNumber)))
    }

    @Test func aMissingBoxofficeTypeKeyFailsDecoding() throws {
        let failure = try failure("daily-missing-boxofficeType")
        #expect(failure == .undecodableResponse(.missingField(path: "boxOfficeResult.boxofficeType")))
    }

    @Test func aNumberWhereKOBISSendsTextFailsDecoding() throws {
        let failure = try failure("daily-number-not-text")
        #expect(
            failure
                == .undecodableResponse(.wrongType(path: "boxOfficeResult.dailyBoxOfficeList[0].rank")))
    }

    @Test func aBodyThatIsNotJSONFailsDecodingAndShowsHowItStarts() throws {
        let failure = try failure("not-json.html")
        #expect(
            failure
                == .undecodableResponse(.notJSON(startingWith: "<html><body><h1>503 Serv…")))
    }

    @Test func anEmptyBodyFailsDecoding() {
        #expect(throws: BoxOfficeFailure.undecodableResponse(.emptyBody)) {
            try KOBISResponseDecoder.chart(from: Data(), request: .daily(date), source: .kobis)
        }
    }
}
