// The catalogue's decoders on the project's own fixtures: quirks, an unknown code, a fault.

import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

struct CatalogueDecodingTests {
    @Test func aPersonsInfoReadsWithItsFilmsThatHaveCodes() throws {
        let person = try KOBISResponseDecoder.person(
            from: Fixture.data("people-info-director"), code: "20990001", source: .kobis)
        #expect(person.name == "김감독" && person.sex == "여자" && person.homepages == ["https://example.org/kim"])
        #expect(person.filmography.map(\.movieCode) == ["2023C165", "20990002"])
        #expect(person.filmography.last?.part == nil)
    }

    @Test func anEmptyPersonIsNoSuchCode() throws {
        #expect(throws: BoxOfficeFailure.personNotFound("123")) {
            try KOBISResponseDecoder.person(
                from: Fixture.data("people-info-empty"), code: "123", source: .kobis)
        }
    }

    @Test func aCompanysInfoReadsItsPartsOnceAndItsChiefs() throws {
        let company = try KOBISResponseDecoder.company(
            from: Fixture.data("company-info-studio"), code: "20990100", source: .kobis)
        #expect(company.parts == ["제작사", "배급사"] && company.ceoNames == ["이대표", "박대표"])
        #expect(company.nameEnglish == nil && company.filmography.first?.title == "둘째, 영화")
    }

    @Test func anAbsentCompanyIsNoSuchCode() throws {
        #expect(throws: BoxOfficeFailure.companyNotFound("1")) {
            try KOBISResponseDecoder.company(
                from: Fixture.data("company-info-missing"), code: "1", source: .kobis)
        }
    }

    @Test func aMovieListWithTextCountLetterCodeAndBlanksReads() throws {
        let page = try KOBISResponseDecoder.movies(
            from: Fixture.data("movie-list-quirks"), query: CatalogueQuery(name: "글자"), source: .kobis)
        #expect(page.totalCount == 12 && page.items.count == 1 && page.hasMore)
        let movie = try #require(page.items.first)
        #expect(movie.movieCode == "2023C165" && movie.title == "글자 코드" && movie.productionYear == nil)
        #expect(movie.nations == ["한국", "미국"] && movie.genres.isEmpty)
    }

    @Test func aFaultIsAFaultForEverySearch() throws {
        #expect(throws: BoxOfficeFailure.invalidAPIKey) {
            try KOBISResponseDecoder.people(
                from: Fixture.data("fault-320010-invalid-key"), query: CatalogueQuery(name: "x"),
                source: .kobis)
        }
    }

    @Test func commaSeparatedFieldsKeepCommasFollowedBySpaces() {
        #expect(KOBISJoinedText.commaSeparated("a,b, c ,d,") == ["a", "b, c", "d"])
        #expect(KOBISJoinedText.pipeSeparated("a||b| ") == ["a", "b"])
    }
}
