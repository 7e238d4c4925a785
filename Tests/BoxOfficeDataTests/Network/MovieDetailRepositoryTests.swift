import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// The live movie-info repository against a loopback KOBIS.
struct MovieDetailRepositoryTests {
    private func repository(_ server: LoopbackKOBISServer) -> KOBISMovieDetailRepository {
        KOBISMovieDetailRepository(
            client: KOBISClient(
                configuration: KOBISConfiguration(
                    apiKey: RepositoryHarness.key, baseURL: server.baseURL, requestTimeout: 30),
                http: LoopbackGet.hiding(RepositoryHarness.key)))
    }

    @Test func aDetailIsFetchedWithTheKeyAndTheCode() async throws {
        try await LoopbackKOBISServer.withRunning(reply: { request in
            LoopbackBodies.movieInfo(code: request.movieCd ?? "", title: "경관의 피")
        }) { server in
            let detail = try await repository(server).movieDetail(for: "20199882", refresh: false)
            #expect(detail.title == "경관의 피")
            #expect(detail.watchGrade == "15세이상관람가")
            #expect(detail.source == .kobis)
            let request = try #require(await server.requests.first)
            #expect(request.path == LoopbackKOBISServer.movieInfoPath)
            #expect(request.movieCd == "20199882")
            #expect(request.key == RepositoryHarness.key)
        }
    }

    @Test func quotaExceededStopsWithItsMessage() async throws {
        try await LoopbackKOBISServer.withRunning(
            reply: .fault(code: "320011", message: "키의 하루 이용량을 초과하였습니다.")
        ) { server in
            _ = await #expect(throws: BoxOfficeFailure.quotaExceeded) {
                try await repository(server).movieDetail(for: "20199882", refresh: false)
            }
        }
    }

    @Test func anUnknownCodeIsNotFound() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .body(try Fixture.data("movie-info-no-movie"))) {
            server in
            _ = await #expect(throws: BoxOfficeFailure.movieNotFound("20990009")) {
                try await repository(server).movieDetail(for: "20990009", refresh: false)
            }
        }
    }

    @Test func theDemoHasOnlyItsOwnMovies() async throws {
        let demo = DemoMovieDetailRepository()
        #expect(try await demo.movieDetail(for: "20199882", refresh: false).director == "이규만")
        await #expect(throws: BoxOfficeFailure.movieNotInDemoData("20210028", available: ["20199882"])) {
            try await demo.movieDetail(for: "20210028", refresh: false)
        }
    }
}

extension MovieDetail {
    fileprivate var director: String? { directors.first?.name }
}
