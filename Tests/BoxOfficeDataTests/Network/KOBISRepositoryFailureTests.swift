import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// The live repository against a real loopback HTTP server: every way a call can fail.
struct KOBISRepositoryFailureTests {
    private typealias Harness = RepositoryHarness

    private func failure(for reply: LoopbackReply, timeout: TimeInterval = 30) async throws
        -> BoxOfficeFailure?
    {
        try await LoopbackKOBISServer.withRunning(reply: reply) { server in
            await Harness.outcome(of: Harness.repository(baseURL: server.baseURL, timeout: timeout)).failure
        }
    }

    @Test func noKeyFailsWithoutMakingARequest() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .emptyDay(targetDt: "20240105")) { server in
            // Given no key
            let repository = Harness.repository(baseURL: server.baseURL, key: nil)
            // When the repository is asked
            let result = await Harness.outcome(of: repository)
            // Then it says the key is missing, and the server saw nothing
            #expect(result.failure == .missingAPIKey)
            #expect(await server.requestCount == 0)
        }
    }

    @Test(arguments: [
        ("320010", "유효하지않은 키값입니다.", BoxOfficeFailure.invalidAPIKey),
        ("320011", "키의 하루 이용량을 초과하였습니다.", .quotaExceeded),
        (
            "320103", "날싸형식에 맞게 입력하십시요.(YYYYMMDD)",
            .apiFault(code: "320103", message: "날싸형식에 맞게 입력하십시요.(YYYYMMDD)")
        ),
    ])
    func aFaultSentWithHTTP200IsThatFault(code: String, message: String, expected: BoxOfficeFailure)
        async throws
    {
        #expect(try await failure(for: .fault(code: code, message: message)) == expected)
    }

    @Test(arguments: [404, 500])
    func anHTTPErrorStatusIsReportedWithItsCode(status: Int) async throws {
        #expect(try await failure(for: .status(status, body: Data("oops".utf8))) == .httpStatus(status))
    }

    @Test func aBodyThatIsNotJSONIsAnUndecodableResponse() async throws {
        let failure = try await failure(for: .body(Fixture.data("not-json.html")))
        guard case .undecodableResponse(.notJSON(let start), service: .kobis) = failure else {
            Issue.record("expected a body that is not JSON, got \(String(describing: failure))")
            return
        }
        #expect(start.hasPrefix("<html>"))
    }

    @Test func aBodyOfTheWrongShapeIsAnUndecodableResponse() async throws {
        let failure = try await failure(for: .text(#"{"movieListResult":{"totCnt":0}}"#))
        #expect(failure == .undecodableResponse(.missingField(path: "boxOfficeResult")))
    }

    @Test func noAnswerWithinTheTimeoutIsATimeout() async throws {
        // Given a server that answers after 3 s, and a 0.5 s timeout
        let slow = LoopbackReply.delayed(.seconds(3), .emptyDay(targetDt: "20240105"))
        // When the repository asks
        // Then it gives up and says how long it waited
        #expect(try await failure(for: slow, timeout: 0.5) == .timedOut(seconds: 0.5))
    }

    @Test func aRefusedConnectionIsUnreachable() async throws {
        // Given a port where nothing listens
        let url = try await LoopbackKOBISServer.refusedConnectionURL()
        // When the repository asks there
        let failure = await Harness.outcome(of: Harness.repository(baseURL: url)).failure
        // Then the server is unreachable, with a reason that names it
        guard case .unreachable(.refused(let server?), service: .kobis) = failure else {
            Issue.record("expected a refused connection, got \(String(describing: failure))")
            return
        }
        #expect(server.hasPrefix("127.0.0.1:"))
    }

    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .never) { server in
            // Given a request the server holds
            let repository = Harness.repository(baseURL: server.baseURL)
            let task = Task { await Harness.outcome(of: repository) }
            #expect(await server.waitForRequests(1))
            // When the task is cancelled
            task.cancel()
            // Then the repository reports the cancellation
            #expect(await task.value.failure == .cancelled)
        }
    }

    @Test func anAlreadyCancelledTaskMakesNoRequest() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .emptyDay(targetDt: "20240105")) { server in
            let repository = Harness.repository(baseURL: server.baseURL)
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return await Harness.outcome(of: repository)
            }
            #expect(await task.value.failure == .cancelled)
            #expect(await server.requestCount == 0)
        }
    }
}
