// The real movie, people and company lists of ../shared/kobis-samples read as KOBIS sent them.

import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

/// The real list answers in `../shared/kobis-samples` read into pages. Skipped, visibly, when
/// the folder is absent.
@Suite(.enabled(if: SharedSamples.isAvailable, "../shared/kobis-samples not found beside the checkout"))
struct SharedCatalogueConformanceTests {
    static let query = CatalogueQuery(name: "x")

    @Test(arguments: [
        "movie-list-default-page1.json", "movie-list-movieNm-beomjoewauijeonjaeng.json",
        "movie-list-itemPerPage100.json",
    ])
    func aRealMovieListReads(file: String) throws {
        let page = try KOBISResponseDecoder.movies(
            from: SharedSamples.data(file), query: Self.query, source: .kobis)
        #expect(!page.items.isEmpty && page.totalCount >= page.items.count)
        #expect(page.items.allSatisfy { !$0.movieCode.rawValue.isEmpty && !$0.title.isEmpty })
    }

    @Test func theMovieSearchKeepsLetterCodesAndItsCount() throws {
        let page = try KOBISResponseDecoder.movies(
            from: SharedSamples.data("movie-list-movieNm-beomjoewauijeonjaeng.json"), query: Self.query,
            source: .kobis)
        #expect(page.totalCount == 5 && page.items.count == 5)
        #expect(page.items.first?.movieCode == "2023C168" && page.items.first?.openDate == nil)
        #expect(page.items.contains { $0.directors == ["윤종빈"] && $0.genres == ["범죄", "드라마"] })
    }

    @Test(arguments: ["people-list-itemPerPage100.json", "people-list-peopleNm-bongjoonho.json"])
    func aRealPeopleListReads(file: String) throws {
        let page = try KOBISResponseDecoder.people(
            from: SharedSamples.data(file), query: Self.query, source: .kobis)
        #expect(!page.items.isEmpty && page.totalCount >= page.items.count)
    }

    @Test func bongJoonHosFilmsAreSplitAtBars() throws {
        let page = try KOBISResponseDecoder.people(
            from: SharedSamples.data("people-list-peopleNm-bongjoonho.json"), query: Self.query,
            source: .kobis)
        let person = try #require(page.items.first)
        #expect(person.code == "10031641" && person.role == "감독" && person.nameEnglish == "BONG Joon-ho")
        #expect(person.filmographyTitles.prefix(3) == ["기생충", "옥자", "해무(海霧)"])
        #expect(person.filmographyTitles.count == 22)
    }

    @Test func aCompanysCommaJoinedFieldsKeepTitlesWithCommas() throws {
        let page = try KOBISResponseDecoder.companies(
            from: SharedSamples.data("company-list-default.json"), query: Self.query, source: .kobis)
        #expect(page.totalCount == 12249 && page.items.count == 10)
        let barunson = try #require(page.items.first { $0.code == "20100558" })
        #expect(barunson.parts == ["제작사", "배급사", "수입사", "제공"])
        #expect(barunson.ceoNames == ["정우식", "곽신애"])
        #expect(barunson.filmographyTitles.contains("좋은 놈, 나쁜 놈, 이상한 놈"))
        #expect(barunson.filmographyTitles.first == "기생충")
    }
}
