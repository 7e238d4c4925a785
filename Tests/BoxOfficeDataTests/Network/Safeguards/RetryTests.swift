import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeData

/// GETs tried again when another try may help, as the server's request log and the waits asked
/// for show (the waits are recorded, never slept): 429, 502, 503, 504, a reset and a dropped
/// connection are; other statuses and KOBIS faults are not; the tries stay within the request's
/// deadline; Ctrl-C ends the wait; every try counts against the day's KOBIS calls.
struct RetryTests {
    private typealias Harness = RepositoryHarness

    static let day = LoopbackBodies.dailyJSON(targetDt: "20240105")

    /// Runs a KOBIS that answers the requests in turn with `replies` (the last one again and
    /// again), and the repository against it with recorded waits; the timeout is long enough
    /// not to end the tries on a busy machine unless a test says otherwise.
    private func outcome(
        of replies: [RawReply], timeout: TimeInterval = 30, jitter: Double = 1,
        _ check: (Result<BoxOfficeChart, BoxOfficeFailure>, _ requests: Int, _ waits: [Duration]) -> Void
    ) async throws {
        let waits = RecordedWaits()
        try await LoopbackRawServer.withRunning(reply: { request in
            replies[min(request.index, replies.count - 1)]
        }) { server in
            let repository = Harness.repository(
                baseURL: server.baseURL, timeout: timeout, retries: waits.policy(jitter: jitter))
            check(await Harness.outcome(of: repository), server.requestCount, waits.all)
        }
    }

    @Test(arguments: [429, 502, 503, 504])
    func aStatusWorthRetryingIsTriedAgainWithGrowingWaits(status: Int) async throws {
        try await outcome(of: [.respond(status: status), .respond(status: status), .json(Self.day)]) {
            result, requests, waits in
            #expect(result.failure == nil)
            #expect(requests == 3)
            #expect(waits == [.milliseconds(500), .seconds(1)])
        }
    }

    @Test func theJitterWaitsBetweenHalfAndAllOfTheDelay() async throws {
        try await outcome(of: [.respond(status: 503), .respond(status: 503), .json(Self.day)], jitter: 0) {
            _, _, waits in
            #expect(waits == [.milliseconds(250), .milliseconds(500)])
        }
    }

    @Test func triesAreAtMostThree() async throws {
        try await outcome(of: [.respond(status: 503)]) { result, requests, waits in
            #expect(result.failure == .httpStatus(503))
            #expect(requests == 3)
            #expect(waits.count == 2)
        }
    }

    @Test func retryAfterIsWaitedInsteadOfTheBackoff() async throws {
        try await outcome(of: [.respond(status: 429, headers: ["Retry-After": "2"]), .json(Self.day)]) {
            result, requests, waits in
            #expect(result.failure == nil)
            #expect(requests == 2)
            #expect(waits == [.seconds(2)])
        }
    }

    @Test func aRetryAfterTooLongIsNotWaited() async throws {
        try await outcome(of: [.respond(status: 503, headers: ["Retry-After": "3600"]), .json(Self.day)]) {
            result, requests, waits in
            #expect(result.failure == .httpStatus(503))
            #expect(requests == 1)
            #expect(waits.isEmpty)
        }
    }

    @Test func noWaitGoesPastTheRequestsDeadline() async throws {
        // Given a 2 s timeout, and a server asking to wait 3 s (within the longest waited)
        let reply = RawReply.respond(status: 503, headers: ["Retry-After": "3"])
        try await outcome(of: [reply, .json(Self.day)], timeout: 2) { result, requests, waits in
            // Then the request ends with the status, without waiting
            #expect(result.failure == .httpStatus(503))
            #expect(requests == 1)
            #expect(waits.isEmpty)
        }
    }

    @Test(arguments: [RawReply.reset, .drop])
    func aConnectionResetOrDroppedIsTriedAgain(broken: RawReply) async throws {
        try await outcome(of: [broken, .json(Self.day)]) { result, requests, waits in
            #expect(result.failure == nil)
            #expect(requests == 2)
            #expect(waits.count == 1)
        }
    }

    /// The head and a third of the day's body (its `Content-Length` the whole), then the
    /// connection reset or closed: the body is cut off while it is read.
    static func cutMidBody(reset: Bool) -> RawReply {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(day.count)\r\n\r\n"
        let bytes = Data(head.utf8) + day.prefix(day.count / 3)
        return reset ? .resetAfter(bytes) : .bytes(bytes)
    }

    @Test(arguments: [true, false])
    func aConnectionResetOrDroppedMidBodyIsTriedAgain(reset: Bool) async throws {
        // Given a KOBIS that cuts its first answer off mid-body, then answers
        try await outcome(of: [Self.cutMidBody(reset: reset), .json(Self.day)]) { result, requests, waits in
            // Then one more try brings the day
            #expect((try? result.get())?.entries.count == 10)
            #expect(requests == 2)
            #expect(waits.count == 1)
        }
    }

    @Test(arguments: [true, false])
    func aConnectionAlwaysCutMidBodyFailsAfterTheThreeTries(reset: Bool) async throws {
        try await outcome(of: [Self.cutMidBody(reset: reset)]) { result, requests, waits in
            guard case .unreachable(.connectionLost, service: .kobis) = result.failure else {
                Issue.record("expected a lost connection, got \(String(describing: result.failure))")
                return
            }
            #expect(requests == 3)
            #expect(waits.count == 2)
        }
    }

    @Test func aCutMidBodyIsNotTriedPastTheDeadline() async throws {
        // Given a 1 s timeout, and a first wait that would end after it
        let policy = RetryPolicy(firstDelay: .seconds(2), sleep: { _ in }, jitter: { 1 })
        try await LoopbackRawServer.withRunning(reply: { _ in Self.cutMidBody(reset: true) }) { server in
            let repository = Harness.repository(
                baseURL: server.baseURL, timeout: 1,
                retries: policy)
            let result = await Harness.outcome(of: repository)
            // Then the cut answer is the failure, with no second try
            guard case .unreachable(.connectionLost, service: .kobis) = result.failure else {
                Issue.record("expected a lost connection, got \(String(describing: result.failure))")
                return
            }
            #expect(server.requestCount == 1)
        }
    }

    @Test(arguments: [400, 401, 403, 404, 500, 501])
    func anotherStatusIsNotTriedAgain(status: Int) async throws {
        try await outcome(of: [.respond(status: status), .json(Self.day)]) { result, requests, waits in
            #expect(result.failure == .httpStatus(status))
            #expect(requests == 1)
            #expect(waits.isEmpty)
        }
    }

    @Test func aKOBISFaultIsNotTriedAgain() async throws {
        let fault = LoopbackReply.faultBody(code: "320011", message: "키의 하루 이용량을 초과하였습니다.")
        try await outcome(of: [.json(fault), .json(Self.day)]) { result, requests, waits in
            #expect(result.failure == .quotaExceeded)
            #expect(requests == 1)
            #expect(waits.isEmpty)
        }
    }

    @Test func aRefusedConnectionIsNotTriedAgain() async throws {
        let waits = RecordedWaits()
        let url = try await LoopbackKOBISServer.refusedConnectionURL()
        let result = await Harness.outcome(of: Harness.repository(baseURL: url, retries: waits.policy()))
        guard case .unreachable(.refused, service: .kobis) = result.failure else {
            Issue.record("expected a refused connection, got \(String(describing: result.failure))")
            return
        }
        #expect(waits.all.isEmpty)
    }

    @Test func cancellingDuringTheWaitEndsItAtOnce() async throws {
        // Given a wait that would last 30 s, which says when it has begun
        let (began, beginning) = AsyncStream.makeStream(of: Void.self)
        let policy = RetryPolicy(sleep: { wait in
            beginning.yield()
            try await Task.sleep(for: .seconds(30))
        })
        try await LoopbackRawServer.withRunning(reply: { _ in .respond(status: 503) }) { server in
            let repository = Harness.repository(
                baseURL: server.baseURL, retries: policy)
            let task = Task { await Harness.outcome(of: repository) }
            var waiting = began.makeAsyncIterator()
            _ = await waiting.next()
            // When the task is cancelled (Ctrl-C) during the wait
            task.cancel()
            // Then the request ends cancelled, without another try
            #expect(await task.value.failure == .cancelled)
            #expect(server.requestCount == 1)
        }
    }

    @Test(arguments: [
        (1, nil, Duration?.some(.milliseconds(500))), (2, nil, .seconds(1)), (3, nil, nil),
        (1, " 7 ", .seconds(7)), (1, "0", .zero), (1, "11", nil),
        (1, "Wed, 21 Oct 2015 07:28:00 GMT", .milliseconds(500)), (1, "-3", .milliseconds(500)),
    ])
    func theWaitAfterATry(attempt: Int, retryAfter: String?, expected: Duration?) {
        #expect(RecordedWaits().policy().delay(after: attempt, retryAfter: retryAfter) == expected)
    }

    @Test func everyTryCountsAgainstTheDaysCalls() async throws {
        // Given KOBIS behind the store, answering 503 twice before the day
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_704_700_000) })
        let replies: [RawReply] = [.respond(status: 503), .respond(status: 503), .json(Self.day)]
        try await LoopbackRawServer.withRunning(reply: { request in replies[min(request.index, 2)] }) {
            server in
            let calls = StoreCallLedger(store: store, key: .test)
            let repository = CachingBoxOfficeRepository(
                upstream: Harness.repository(
                    baseURL: server.baseURL, http: LoopbackGet.counting(in: calls, calendar: calendar)),
                store: store, calendar: calendar, policy: CachePolicy())
            // When a day is asked for
            _ = try await repository.dailyBoxOffice(for: Harness.date, refresh: true)
            // Then each of the three requests counted
            #expect(server.requestCount == 3)
            #expect(try await store.kobisCalls(on: calendar.today(), key: .test) == 3)
        }
    }
}
