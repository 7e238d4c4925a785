// The retry policy on its edges, against a loopback KOBIS: a Retry-After of exactly the longest wait
// is waited and one second more is not; the third try is the last even when the server asks for
// another; the app's policy tries exactly as often as the call budget reserves.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeData

@Suite struct RetryEdgeTests {
    private typealias Harness = RepositoryHarness

    static let day = LoopbackBodies.dailyJSON(targetDt: "20240105")

    private func outcome(
        of replies: [RawReply], _ check: (Result<BoxOfficeChart, BoxOfficeFailure>, Int, [Duration]) -> Void
    ) async throws {
        let waits = RecordedWaits()
        try await LoopbackRawServer.withRunning(reply: { request in
            replies[min(request.index, replies.count - 1)]
        }) { server in
            // The waits are recorded, not slept: a long deadline keeps a loaded machine from ending the tries.
            let repository = Harness.repository(
                baseURL: server.baseURL, timeout: 600, retries: waits.policy())
            check(await Harness.outcome(of: repository), server.requestCount, waits.all)
        }
    }

    @Test func aRetryAfterOfExactlyTheLongestWaitIsWaited() async throws {
        #expect(RetryPolicy.standard.longestRetryAfter == .seconds(10))
        try await outcome(of: [.respond(status: 503, headers: ["Retry-After": "10"]), .json(Self.day)]) {
            result, requests, waits in
            #expect(result.failure == nil)
            #expect(requests == 2 && waits == [.seconds(10)])
        }
    }

    @Test func aRetryAfterOneSecondPastTheLongestWaitEndsTheTries() async throws {
        try await outcome(of: [.respond(status: 429, headers: ["Retry-After": "11"]), .json(Self.day)]) {
            result, requests, waits in
            #expect(result.failure == .httpStatus(429))
            #expect(requests == 1 && waits.isEmpty)
        }
    }

    @Test func theThirdTryIsTheLastEvenWhenTheServerAsksForAnother() async throws {
        let busy = RawReply.respond(status: 503, headers: ["Retry-After": "0"])
        try await outcome(of: [busy, busy, busy, .json(Self.day)]) { result, requests, waits in
            #expect(result.failure == .httpStatus(503))
            #expect(requests == 3 && waits == [.zero, .zero])
        }
    }

    @Test func theAppsPolicyTriesAsOftenAsTheBudgetReservesAndNoMore() {
        let policy = RetryPolicy(sleep: { _ in }, jitter: { 1 })
        #expect(policy.maximumAttempts == KOBISCallBudget.callsPerRequestAtMost)
        #expect(KOBISCallBudget.callsPerRequestAtMost == 3)
        #expect(policy.delay(after: 2, retryAfter: "10") == .seconds(10))
        #expect(policy.delay(after: 3, retryAfter: "0") == nil)
        #expect(policy.delay(after: 1, retryAfter: "10") == .seconds(10))
        #expect(policy.delay(after: 1, retryAfter: "11") == nil)
    }

    @Test(arguments: [429, 502, 503, 504])
    func eachStatusWorthRetryingIsRetriedExactlyToTheThirdTry(status: Int) async throws {
        try await outcome(of: [.respond(status: status)]) { result, requests, waits in
            #expect(result.failure == .httpStatus(status))
            #expect(requests == 3 && waits == [.milliseconds(500), .seconds(1)])
        }
    }

    @Test(arguments: [428, 430, 500, 501, 505])
    func theStatusesBesideThemAreNotRetried(status: Int) async throws {
        try await outcome(of: [.respond(status: status), .json(Self.day)]) { result, requests, waits in
            #expect(result.failure == .httpStatus(status))
            #expect(requests == 1 && waits.isEmpty)
        }
    }
}
