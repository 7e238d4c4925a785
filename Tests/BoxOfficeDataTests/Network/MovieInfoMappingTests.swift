import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

/// KOBIS's movie info, read from the project's own fixtures, each showing a quirk.
struct MovieInfoMappingTests {
    private func decode(_ name: String, code: MovieCode = "20990001") throws -> MovieDetail {
        try KOBISResponseDecoder.movieDetail(from: Fixture.data(name), code: code, source: .kobis)
    }

    @Test func quirksAreSmoothedAway() throws {
        let detail = try decode("movie-info-quirks")
        #expect(detail.title == "시험 영화")
        #expect(detail.titleEnglish == "A Test’s Movie")
        #expect(detail.titleOriginal == nil)
        #expect(detail.runningTimeMinutes == nil)
        #expect(detail.productionYear == 2021)
        #expect(detail.openDate == BoxOfficeDate(year: 2022, month: 1, day: 5))
        #expect(detail.watchGrade == "15세이상관람가")
        #expect(detail.nations == ["한국", "미국"])
        #expect(detail.directors == [Person(name: "감독 가", nameEnglish: "KIM Ga"), Person(name: "감독 나")])
        #expect(detail.actors == [CastMember(name: "배우 가", role: "형사"), CastMember(name: "배우 나")])
        #expect(detail.companies == [Company(name: "영화사 가", part: "배급사")])
    }

    @Test func emptyArraysAndTextsAreAbsentValues() throws {
        let detail = try decode("movie-info-empty-arrays", code: "20990002")
        #expect(detail.title == "빈 영화")
        #expect(detail.directors.isEmpty && detail.actors.isEmpty && detail.genres.isEmpty)
        #expect(detail.openDate == nil && detail.productionYear == nil && detail.watchGrade == nil)
    }

    @Test func anAnswerWithoutAMovieIsNotFound() {
        #expect(throws: BoxOfficeFailure.movieNotFound("20990009")) {
            try decode("movie-info-no-movie", code: "20990009")
        }
    }

    @Test func aRunningTimeThatIsNotANumberIsExplained() {
        #expect(
            throws: BoxOfficeFailure.undecodableResponse(
                .unexpectedValue(field: "showTm", value: "두 시간", row: "movieInfo", expected: .wholeNumber))
        ) {
            try decode("movie-info-bad-running-time", code: "20990003")
        }
    }

    @Test func aFaultBodyIsTheFault() {
        #expect(throws: BoxOfficeFailure.quotaExceeded) {
            try decode("fault-320011-quota-exceeded")
        }
    }

    @Test func htmlIsUndecodable() {
        #expect(throws: (any Error).self) { try decode("not-json.html") }
    }
}
