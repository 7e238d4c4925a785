// How many redirects a request follows on its own server, on the edge: twenty are followed (the
// key kept on each hop), the twenty-first is refused as too many and not tried again.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeData

@Suite struct RedirectLimitTests {
    private typealias Harness = RepositoryHarness

    /// A KOBIS that redirects `hops` times on its own origin, then answers the day.
    private func chain(
        _ hops: Int, _ check: (Result<BoxOfficeChart, BoxOfficeFailure>, LoopbackRawServer) -> Void
    ) async throws {
        let day = LoopbackBodies.dailyJSON(targetDt: "20240105")
        try await LoopbackRawServer.withRunning(reply: { request in
            request.index >= hops
                ? .json(day)
                : .redirect(to: "/hop/\(request.index + 1)" + request.pathAndQuery.drop { $0 != "?" })
        }) { kobis in
            check(await Harness.outcome(of: Harness.repository(baseURL: kobis.baseURL)), kobis)
        }
    }

    @Test func twentyRedirectsAreFollowedWithTheKey() async throws {
        try await chain(20) { result, kobis in
            #expect(result.failure == nil)
            #expect(kobis.requestCount == 21)
            #expect(kobis.requests.allSatisfy { $0.query("key") == Harness.key })
        }
    }

    @Test func theTwentyFirstIsTooManyAndNotTriedAgain() async throws {
        try await chain(21) { result, kobis in
            guard case .unreachable(.tooManyRedirects(server: _), service: .kobis) = result.failure else {
                Issue.record("expected too many redirects, got \(String(describing: result.failure))")
                return
            }
            #expect(kobis.requestCount == 21)
        }
    }
}
