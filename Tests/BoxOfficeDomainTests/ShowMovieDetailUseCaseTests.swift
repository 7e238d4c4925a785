import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("ShowMovieDetailUseCase")
struct ShowMovieDetailUseCaseTests {
    /// A poster search that takes long (up to 30 s) unless it is cancelled, and says whether it was.
    actor SlowPosterRepository: PosterRepository {
        private(set) var wasCancelled = false

        func poster(for code: MovieCode, title: String) async -> PosterLookup {
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                wasCancelled = true
            }
            return .notFound
        }
    }

    @Test("a failed detail throws without waiting for the poster, whose search is cancelled")
    func detailFailureCancelsThePoster() async throws {
        let posters = SlowPosterRepository()
        let details = StubMovieDetailRepository(answer: { .failure(.movieNotFound($0)) })
        let useCase = ShowMovieDetailUseCase(details: details, posters: posters)
        let code = MovieCode("20990001")
        await #expect(throws: BoxOfficeFailure.movieNotFound(code)) {
            _ = try await useCase.execute(code: code, knownTitle: "영화")
        }
        #expect(await posters.wasCancelled)
        #expect(await details.calls == [code])
    }

    @Test("a found detail waits for its poster, which is not cancelled")
    func detailAndPosterTogether() async throws {
        actor QuickPosterRepository: PosterRepository {
            private(set) var titles: [String] = []
            func poster(for code: MovieCode, title: String) async -> PosterLookup {
                titles.append(title)
                return .notFound
            }
        }
        let posters = QuickPosterRepository()
        let useCase = ShowMovieDetailUseCase(details: StubMovieDetailRepository(), posters: posters)
        let result = try await useCase.execute(code: "20990001", knownTitle: "영화")
        #expect(result.detail.movieCode == MovieCode("20990001"))
        #expect(result.poster == .notFound)
        #expect(await posters.titles == ["영화"])
    }
}
