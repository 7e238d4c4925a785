import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// The live repository against a real loopback HTTP server: answers that are box offices.
struct KOBISRepositorySuccessTests {
    private typealias Harness = RepositoryHarness

    @Test func aDaysAnswerBecomesItsBoxOfficeFromKOBIS() async throws {
        // Given a server answering with a day of one NEW row
        let body = try Fixture.data("daily-new-entry")
        try await LoopbackKOBISServer.withRunning(reply: .body(body)) { server in
            // When the repository asks for the day
            let result = await Harness.outcome(of: Harness.repository(baseURL: server.baseURL))
            // Then it is that box office, from KOBIS
            let boxOffice = try result.get()
            #expect(boxOffice.date == Harness.date)
            #expect(boxOffice.source == .kobis)
            #expect(boxOffice.entries.map(\.rankChange) == [.new])
        }
    }

    @Test func aKeyTheServerEchoesInATitleNeverLeavesTheRepository() async throws {
        let echoed = LoopbackBodies.RankedMovie(
            code: "20990001", title: "title \(Harness.key) ?key=\(Harness.key)")
        let reply = LoopbackBodies.daily(targetDt: Harness.date.compact, movies: [echoed])
        try await LoopbackKOBISServer.withRunning(reply: reply) { server in
            let boxOffice = try await Harness.outcome(of: Harness.repository(baseURL: server.baseURL)).get()
            let title = try #require(boxOffice.entries.first?.title)
            #expect(!title.contains(Harness.key))
            #expect(title == "title *** ?key=***")
        }
    }

    @Test func theRequestSendsTheKeyAndTheDayToTheDailyEndpoint() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .emptyDay(targetDt: "20240105")) { server in
            // When the repository asks for 2024-01-05
            _ = await Harness.outcome(of: Harness.repository(baseURL: server.baseURL))
            // Then one GET reached the endpoint with key and targetDt
            let requests = await server.requests
            #expect(requests.count == 1)
            #expect(requests.first?.path == "/boxoffice/searchDailyBoxOfficeList.json")
            #expect(requests.first?.key == Harness.key)
            #expect(requests.first?.targetDt == "20240105")
        }
    }

    @Test func aMirrorWithAPathPrefixIsAskedBelowItsPrefix() async throws {
        let body = try Fixture.data("daily-new-entry")
        try await LoopbackKOBISServer.withRunning(pathPrefix: "/kobis", reply: .body(body)) { server in
            // Given the base URL http://127.0.0.1:<port>/kobis
            #expect(server.baseURL.path == "/kobis")
            // When the repository asks
            let result = await Harness.outcome(of: Harness.repository(baseURL: server.baseURL))
            // Then the request went below the prefix, and was answered
            #expect(result.failure == nil)
            #expect(await server.requests.first?.path == "/kobis/boxoffice/searchDailyBoxOfficeList.json")
        }
    }

    @Test func anEmptyListIsAnEmptyBoxOfficeNotAnError() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .emptyDay(targetDt: "20240105")) { server in
            let result = await Harness.outcome(of: Harness.repository(baseURL: server.baseURL))
            let boxOffice = try result.get()
            #expect(boxOffice == BoxOfficeChart(date: Harness.date, source: .kobis, entries: []))
        }
    }

    @Test func theLiveRepositoryCanAnswerForAnyDay() {
        let repository = KOBISBoxOfficeRepository(
            client: KOBISClient(
                configuration: KOBISConfiguration(apiKey: Harness.key), http: LoopbackGet.hiding(Harness.key))
        )
        #expect(repository.availableDates == nil)
    }
}
