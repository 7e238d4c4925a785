// Requests cancelled by the client, by id, and all of them when it has gone: the command stops, as Ctrl-C stops it.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Synchronization
import Testing

@testable import BoxOfficeMCP

@MainActor
@Suite struct CancelledRequestsTests {
    static func daily(_ id: String, day: Int) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"daily","arguments":{"day":"202401\#(String(format: "%02d", day))"}}}"#
    }

    static func cancel(_ id: String) -> String {
        #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":\#(id)}}"#
    }

    /// A server on held charts, sent `requests`, the first of them held at the source.
    @MainActor
    struct Served {
        let charts = HeldCharts()
        let conversation = Conversation()
        let serving: Task<Void, Never>

        init(_ requests: [String]) async {
            let server = ServedInProcess.makeServer(charts: charts)
            serving = Task { [conversation] in await server.run(on: conversation) }
            for request in requests { conversation.send(request) }
            await charts.waitUntilAsked(1)
        }

        /// Sends `line`, then a ping, and waits for its answer: by then the server has acted on `line`, taken
        /// before the ping on the same actor.
        func send(_ line: String) async {
            conversation.send(line)
            conversation.send(#"{"jsonrpc":"2.0","id":"after","method":"ping"}"#)
            _ = await conversation.answer { $0.hasPrefix(#"{"id":"after","#) }
        }
    }

    @Test func theRequestNamedIsCancelledAndTheOneAfterItAnsweredAsAsked() async throws {
        let served = await Served([Self.daily(#""first""#, day: 5), Self.daily("2", day: 6)])
        await served.send(Self.cancel(#""first""#))
        served.charts.release()
        let second = try #require(await served.conversation.answer { $0.hasPrefix(#"{"id":2,"#) })
        served.conversation.end()
        await served.serving.value

        #expect(second.contains(#""isError":false"#) && second.contains(#""date":"2024-01-06""#), "\(second)")
        #expect(served.charts.outcomes == [.cancelled(5), .answered(6)])
        // As the protocol asks: a client may use the id of a request it cancelled again.
        let answers = served.conversation.answers
        #expect(
            !answers.contains { $0.hasPrefix(#"{"id":"first","#) }, "the cancelled one answered: \(answers)")
    }

    @Test func ofTwoRequestsUnderOneIDTheLatestIsCancelled() async throws {
        let served = await Served([Self.daily("1", day: 5), Self.daily("1", day: 6)])
        await served.send(Self.cancel("1"))
        served.charts.release()
        let kept = await served.conversation.answer {
            $0.hasPrefix(#"{"id":1,"#) && $0.contains("structuredContent")
        }
        served.conversation.end()
        await served.serving.value

        #expect(
            kept?.contains(#""date":"2024-01-05""#) == true, "the earlier request is answered: \(kept ?? "")")
        // The later one, cancelled while it waited for the first, stops at its first question to the source.
        #expect(served.charts.outcomes == [.answered(5), .cancelled(6)])
        let answers = served.conversation.answers.filter { $0.hasPrefix(#"{"id":1,"#) }
        #expect(answers == [kept], "the cancelled one answered too: \(answers)")
    }

    /// Sixteen requests wait for their answer, the most at once: the cancels sent after them are still read,
    /// so their room frees and the ping behind them is answered.
    @Test func cancelsReadWhileTheMostRequestsWaitFreeTheirRoom() async throws {
        let ids = 1...BoxOfficeMCPServer.mostUnanswered
        let served = await Served(ids.map { Self.daily(String($0), day: $0) })
        for id in ids { served.conversation.send(Self.cancel(String(id))) }
        served.conversation.send(#"{"jsonrpc":"2.0","id":"after","method":"ping"}"#)
        let ping = await served.conversation.answer { $0.hasPrefix(#"{"id":"after","#) }
        #expect(ping != nil, "the ping behind the cancels was never read: \(served.charts.outcomes)")
        served.charts.release()
        served.conversation.end()
        await served.serving.value
        #expect(served.charts.outcomes.first == .cancelled(1), "\(served.charts.outcomes)")
        let answered = served.conversation.answers.filter { !$0.hasPrefix(#"{"id":"after","#) }
        #expect(answered.isEmpty, "a cancelled request answered: \(answered)")
    }

    @Test func aClientGoneWhileItsRequestRunsCancelsIt() async throws {
        let served = await Served([Self.daily("1", day: 5)])
        served.conversation.fail()
        await served.serving.value
        await served.charts.waitUntilDone(1)

        #expect(served.charts.outcomes == [.cancelled(5)])
    }

    @Test func aClientGoneAfterItsInputEndedCancelsTheRequestsStillRunning() async throws {
        let served = await Served([Self.daily("1", day: 5)])
        served.conversation.end()
        served.conversation.leave()
        await served.serving.value

        #expect(served.charts.outcomes == [.cancelled(5)])
        #expect(served.conversation.answers.isEmpty, "\(served.conversation.answers)")
    }
}

/// Charts held back until the test releases them, cancelled if the request is first; each call's outcome kept.
final class HeldCharts: BoxOfficeRepository {
    enum Outcome: Equatable {
        case answered(Int)
        case cancelled(Int)
    }

    let availableDates: [BoxOfficeDate]? = nil
    private let released = Atomic(false)
    private let state = Mutex((asked: 0, outcomes: [Outcome]()))

    var outcomes: [Outcome] { state.withLock { $0.outcomes } }

    func release() { released.store(true, ordering: .relaxed) }

    func chart(_ request: ChartRequest, refresh: Bool) async throws(BoxOfficeFailure) -> BoxOfficeChart {
        let day = request.period.first
        state.withLock { $0.asked += 1 }
        // A test that fails to cancel ends in a minute, its outcome then `answered`.
        let deadline = ContinuousClock.now + .seconds(60)
        while !released.load(ordering: .relaxed), !Task.isCancelled, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        if Task.isCancelled {
            state.withLock { $0.outcomes.append(.cancelled(day.day)) }
            throw .cancelled
        }
        state.withLock { $0.outcomes.append(.answered(day.day)) }
        return .stub(date: day)
    }

    func waitUntilAsked(_ count: Int) async {
        await Self.waitUntil { self.state.withLock { $0.asked >= count } }
    }

    func waitUntilDone(_ count: Int) async {
        await Self.waitUntil { self.state.withLock { $0.outcomes.count >= count } }
    }

    /// Waits until `condition` holds, or two minutes pass.
    static func waitUntil(_ condition: () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(120)
        while !condition(), ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(5)) }
    }
}

/// A conversation the test holds: lines sent when it says, the input ended or failed when it says, the client
/// gone when it says, the answers kept as written.
final class Conversation: MessageTransport {
    private let (lines, input) = AsyncThrowingStream.makeStream(of: Data.self, throwing: (any Error).self)
    private let written = Mutex<[String]>([])
    private let gone = Atomic(false)

    var answers: [String] { written.withLock { $0 } }

    func send(_ line: String) { input.yield(Data(line.utf8)) }
    /// The client's input ends.
    func end() { input.finish() }
    /// The conversation fails: the client has gone while the server reads.
    func fail() { input.finish(throwing: ClientGone()) }
    /// The client can no longer read answers.
    func leave() { gone.store(true, ordering: .relaxed) }

    /// The first answer `matching`, or nil after two minutes.
    func answer(_ matching: @escaping @Sendable (String) -> Bool) async -> String? {
        await answers(1, matching).first
    }

    /// The answers `matching` once there are `count` of them, or those there are after two minutes.
    func answers(_ count: Int, _ matching: @escaping @Sendable (String) -> Bool) async -> [String] {
        await HeldCharts.waitUntil { self.answers.filter(matching).count >= count }
        return answers.filter(matching)
    }

    func receive() async -> AsyncThrowingStream<Data, any Error> { lines }

    func send(_ message: Data) async throws {
        written.withLock { $0.append(String(decoding: message, as: UTF8.self)) }
    }

    func clientGone() async {
        while !Task.isCancelled, !gone.load(ordering: .relaxed) {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
