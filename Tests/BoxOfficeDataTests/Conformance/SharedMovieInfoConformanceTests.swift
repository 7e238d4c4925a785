import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

/// The real movie-info and Kakao answers in `../shared/kobis-samples` read as expected, and the
/// demo detail holds the sample's facts. Skipped, visibly, when the folder is absent.
@Suite(.enabled(if: SharedSamples.isAvailable, "../shared/kobis-samples not found beside the checkout"))
struct SharedMovieInfoConformanceTests {
    static let movieInfoFiles = [
        "movie-info-20124079-gwanghae-snapshot-2023.json", "movie-info-20124079-gwanghae-snapshot-2024.json",
        "movie-info-20194376-top-gun-maverick.json", "movie-info-20199882-policemans-lineage.json",
        "movie-info-20212077-nowhere-special.json", "movie-info-20218541-smugglers.json",
        "modified/movie-info-20124079-gwanghae-trimmed.json",
    ]

    @Test(arguments: movieInfoFiles)
    func aRealMovieInfoReads(file: String) throws {
        let code = MovieCode(
            String(file.split(separator: "/").last?.dropFirst("movie-info-".count).prefix(8) ?? ""))
        let detail = try KOBISResponseDecoder.movieDetail(
            from: SharedSamples.data(file), code: code, source: .kobis)
        #expect(detail.movieCode == code)
        #expect(!detail.title.isEmpty && !detail.directors.isEmpty && detail.runningTimeMinutes != nil)
        #expect(detail.watchGrade?.hasSuffix(" ") == false)
    }

    @Test func aForeignFilmHasActorsWithoutRoles() throws {
        let detail = try KOBISResponseDecoder.movieDetail(
            from: SharedSamples.data("movie-info-20194376-top-gun-maverick.json"), code: "20194376",
            source: .kobis)
        #expect(detail.actors.count == 11)
        #expect(detail.actors.allSatisfy { $0.role == nil })
        #expect(detail.watchGrade == "12세이상관람가")
    }

    @Test func theDemoDetailHoldsTheSamplesFacts() async throws {
        let sample = try KOBISResponseDecoder.movieDetail(
            from: SharedSamples.data("movie-info-20199882-policemans-lineage.json"), code: "20199882",
            source: .kobis)
        let demo = try await DemoMovieDetailRepository().movieDetail(for: "20199882", refresh: false)
        #expect(demo.title == sample.title && demo.titleEnglish == sample.titleEnglish)
        #expect(
            demo.directors == sample.directors && demo.genres == sample.genres
                && demo.nations == sample.nations)
        #expect(demo.openDate == sample.openDate && demo.runningTimeMinutes == sample.runningTimeMinutes)
        #expect(demo.productionYear == sample.productionYear && demo.watchGrade == sample.watchGrade)
        #expect(demo.companies == sample.companies)
        #expect(Array(sample.actors.prefix(demo.actors.count)) == demo.actors)
    }

    @Test(arguments: ["kakao-image-search-3-documents.json", "kakao-image-search-80-documents.json"])
    func aRealKakaoAnswerGivesAPoster(file: String) throws {
        let response = try JSONDecoder().decode(
            KakaoImageSearchResponseDTO.self, from: SharedSamples.data(file))
        let poster = try #require(response.documents.first?.toDomain())
        #expect(poster.imageURL.hasPrefix("http") && (poster.width ?? 0) > 0)
    }
}
