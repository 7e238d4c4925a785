// RetryingHTTPGet over a double of the GET: the tries it makes and the waits it asks for, exactly, at the
// policy's edges. RetryTests and RetryEdgeTests drive the same decorator through a loopback server.

import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

struct RetryingHTTPGetTests {
    static let body = Data(#"{"boxOfficeResult":{}}"#.utf8)

    /// What a GET over `replies` ended with, the tries it made and the waits it asked for (recorded,
    /// never slept).
    private func outcome(
        of replies: [ScriptedGet.Reply], timeout: TimeInterval = 600,
        policy: (RecordedWaits) -> RetryPolicy = { $0.policy() }
    ) async throws -> (result: Result<Data, HTTPGetFailure>, tries: Int, waits: [Duration]) {
        let waits = RecordedWaits()
        let scripted = ScriptedGet(replies)
        let retrying = RetryingHTTPGet(scripted, policy: policy(waits))
        let request = try HTTPGetRequest.scripted(timeout: timeout)
        let result: Result<Data, HTTPGetFailure>
        do throws(HTTPGetFailure) {
            result = .success(try await retrying.get(request))
        } catch {
            result = .failure(error)
        }
        return (result, scripted.tries.count, waits.all)
    }

    @Test(arguments: [1, 2, 3, 5])
    func aStatusWorthRetryingIsTriedExactlyMaximumAttemptsTimes(maximumAttempts: Int) async throws {
        let (result, tries, waits) = try await outcome(of: [.status(503)]) { waits in
            var policy = waits.policy()
            policy.maximumAttempts = maximumAttempts
            return policy
        }
        #expect(result.failure?.failure == .httpStatus(503))
        #expect(tries == maximumAttempts)
        let doubling: [Duration] = [.milliseconds(500), .seconds(1), .seconds(2), .seconds(4)]
        #expect(waits == Array(doubling.prefix(maximumAttempts - 1)))
    }

    @Test func theLastTryMayBringTheBody() async throws {
        let (result, tries, waits) = try await outcome(of: [.status(503), .status(502), .body(Self.body)])
        #expect(try result.get() == Self.body)
        #expect(tries == 3)
        #expect(waits == [.milliseconds(500), .seconds(1)])
    }

    @Test func aBodyOneTryPastTheLastIsNeverAskedFor() async throws {
        let replies: [ScriptedGet.Reply] = [.status(504), .status(504), .status(504), .body(Self.body)]
        let (result, tries, waits) = try await outcome(of: replies)
        #expect(result.failure?.failure == .httpStatus(504))
        #expect(tries == 3)
        #expect(waits.count == 2)
    }

    @Test(arguments: [
        (10, "10", true), (10, "11", false), (3, "3", true), (3, "4", false),
        (0, "0", true), (0, "1", false),
    ])
    func aRetryAfterUpToTheLongestIsWaitedAndOnePastItEndsTheTries(
        longest: Int, asked: String, waited: Bool
    ) async throws {
        let replies: [ScriptedGet.Reply] = [
            .status(429, headers: [("Retry-After", asked)]), .body(Self.body),
        ]
        let (result, tries, waits) = try await outcome(of: replies) { waits in
            var policy = waits.policy()
            policy.longestRetryAfter = .seconds(longest)
            return policy
        }
        if waited {
            #expect(try result.get() == Self.body)
            #expect(tries == 2 && waits == [.seconds(Int(asked) ?? -1)])
        } else {
            #expect(result.failure?.failure == .httpStatus(429))
            #expect(tries == 1 && waits.isEmpty)
        }
    }

    @Test func theAppsLongestRetryAfterIsTenSeconds() {
        #expect(RetryPolicy.standard.longestRetryAfter == .seconds(10))
    }

    @Test func aWaitEndingPastTheDeadlineIsNotWaited() async throws {
        // Given a 5 s deadline and a server asking for 10 s, which the policy would wait
        let replies: [ScriptedGet.Reply] = [.status(503, headers: [("Retry-After", "10")]), .body(Self.body)]
        let (result, tries, waits) = try await outcome(of: replies, timeout: 5)
        // Then the status is the failure, after one try
        #expect(result.failure?.failure == .httpStatus(503))
        #expect(tries == 1 && waits.isEmpty)
    }

    @Test(arguments: [400, 404, 428, 430, 500, 501, 505])
    func aStatusNoRetryCuresIsThrownAfterOneTry(status: Int) async throws {
        let (result, tries, waits) = try await outcome(of: [.status(status), .body(Self.body)])
        #expect(result.failure?.failure == .httpStatus(status))
        #expect(result.failure?.outcome != nil)
        #expect(tries == 1 && waits.isEmpty)
    }

    @Test(arguments: [ReadFailure.connectionLost, .closedBeforeAnswer, .cutShort(receivedBytes: 12)])
    func aConnectionLostOrCutIsTriedAgain(broken: ReadFailure) async throws {
        let (result, tries, waits) = try await outcome(of: [.broken(broken), .body(Self.body)])
        #expect(try result.get() == Self.body)
        #expect(tries == 2 && waits == [.milliseconds(500)])
    }

    @Test(arguments: [
        ReadFailure.refused, .hostNotFound, .notHTTP, .tooLarge, .tooManyRedirects, .insecure,
        .deadlinePassed(receivedBytes: nil), .deadlinePassed(receivedBytes: 5), .cancelled,
    ])
    func aBrokenReadNoRetryCuresIsThrownAfterOneTry(broken: ReadFailure) async throws {
        let (result, tries, waits) = try await outcome(of: [.broken(broken), .body(Self.body)])
        #expect(result.failure != nil)
        #expect(tries == 1 && waits.isEmpty)
    }

    @Test(arguments: [
        BoxOfficeFailure.callNotCounted(StoreWriteFailure(file: "/tmp/boxoffice.sqlite", reason: .readOnly)),
        .cancelled,
    ])
    func aGetThatSentNothingIsNotTriedAgain(failure: BoxOfficeFailure) async throws {
        let (result, tries, waits) = try await outcome(of: [.unsent(failure), .body(Self.body)])
        #expect(result.failure?.failure == failure)
        #expect(tries == 1 && waits.isEmpty)
    }

    @Test func everyTryAsksTheSameRequestUnderOneDeadline() async throws {
        let scripted = ScriptedGet([.status(503), .broken(.connectionLost), .body(Self.body)])
        let request = try HTTPGetRequest.scripted()
        _ = try await RetryingHTTPGet(scripted, policy: .immediate).get(request)
        #expect(scripted.tries.map(\.deadline) == [request.deadline, request.deadline, request.deadline])
        #expect(scripted.tries.allSatisfy { $0.url == request.url })
    }

    @Test func cancellingDuringAWaitEndsTheGetWithNoOtherTry() async throws {
        // Given a wait that is cancelled (Ctrl-C) while it lasts
        let (result, tries, _) = try await outcome(of: [.status(503), .body(Self.body)]) { _ in
            RetryPolicy(sleep: { _ in throw CancellationError() }, jitter: { 1 })
        }
        // Then the GET ends cancelled after its one try
        #expect(result.failure?.failure == .cancelled)
        #expect(tries == 1)
    }
}
