import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// Whatever a server sends, a read stops at its size limit or at its deadline: a body without
/// end, a gzip bomb, a trickle, a stall, headers that never finish, an endless poster image.
/// The limits are small here, and every misbehaving server stops on its own, so each test is
/// bounded in time and memory even when the client is not.
struct BoundedReadTests {
    private typealias Harness = RepositoryHarness

    /// The cap of the KOBIS and Kakao answers in these tests: 64 KB.
    static let cap = 64 * 1_024
    static let piece = Data(repeating: UInt8(ascii: "a"), count: 16 * 1_024)

    private func kobisFailure(
        _ reply: RawReply, timeout: TimeInterval = 30, maximumBytes: Int = Self.cap,
        _ check: (BoxOfficeFailure?, LoopbackRawServer) async throws -> Void
    ) async throws {
        try await LoopbackRawServer.withRunning(reply: { _ in reply }) { server in
            let repository = Harness.repository(
                baseURL: server.baseURL, timeout: timeout, maximumBytes: maximumBytes)
            try await check(await Harness.outcome(of: repository).failure, server)
        }
    }

    @Test func anEndlessBodyIsGivenUpAtTheCapAndTheConnectionClosed() async throws {
        // Given a KOBIS streaming a body without end, 16 KB every 5 ms (it stops at 64 MB)
        let endless = RawReply.endless(piece: Self.piece, pause: .milliseconds(5), limit: 64 << 20)
        // When a day is asked for with a 64 KB cap
        try await kobisFailure(endless) { failure, server in
            // Then the answer is given up as too large
            #expect(failure == .answerExceeded(.size(bytes: Self.cap)))
            // and the client hung up, having been sent little more than the cap
            #expect(await server.waitForClientsToLeave(1))
            #expect(server.bodyBytesSent < 4 << 20, "\(server.bodyBytesSent) bytes sent")
        }
    }

    @Test func aFloodIsGivenUpAtTheCap() async throws {
        // Given a KOBIS sending as fast as loopback goes (it stops at 32 MB)
        let flood = RawReply.endless(piece: Data(count: 64 * 1_024), limit: 32 << 20)
        try await kobisFailure(flood) { failure, _ in
            #expect(failure == .answerExceeded(.size(bytes: Self.cap)))
        }
    }

    @Test func aGzipBombIsMeasuredInflated() async throws {
        // Given an answer smaller than the cap that inflates to 8 MB
        let bomb = GzipBomb.zeros(inflatedBytes: 8 << 20)
        #expect(bomb.count < Self.cap)
        let reply = RawReply.respond(
            status: 200, headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"], body: bomb
        )
        // Then the cap counts the inflated bytes
        try await kobisFailure(reply) { failure, _ in
            #expect(failure == .answerExceeded(.size(bytes: Self.cap)))
        }
    }

    @Test func aBodyAnnouncedLargerThanTheCapIsNotRead() async throws {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(10 << 20)\r\n\r\n"
        try await kobisFailure(.stall(Data(head.utf8) + Data(count: 1_000))) { failure, _ in
            #expect(failure == .answerExceeded(.size(bytes: Self.cap)))
        }
    }

    @Test func aTrickleIsGivenUpAtTheDeadlineSayingWhatCame() async throws {
        // Given a KOBIS sending one byte every 100 ms (for at most 20 s), and a 2 s timeout
        let trickle = RawReply.endless(piece: Data("{".utf8), pause: .milliseconds(100), limit: 200)
        try await kobisFailure(trickle, timeout: 2) { failure, server in
            // Then the answer is given up as too slow, with the little that had come
            guard case .answerExceeded(.time(seconds: 2, let received), service: .kobis) = failure else {
                Issue.record("expected an answer too slow, got \(String(describing: failure))")
                return
            }
            #expect(received < 200)
            #expect(await server.waitForClientsToLeave(1))
        }
    }

    @Test func aBodyThatStallsIsGivenUpAtTheDeadline() async throws {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n"
        try await kobisFailure(.stall(Data(head.utf8) + Data(count: 100)), timeout: 2) { failure, _ in
            guard case .answerExceeded(.time(seconds: 2, let received), service: .kobis) = failure else {
                Issue.record("expected an answer too slow, got \(String(describing: failure))")
                return
            }
            #expect(received <= 100)
        }
    }

    @Test(arguments: ["", "HTTP/1.1 200 OK\r\nContent-"])
    func headersThatNeverFinishAreATimeout(start: String) async throws {
        try await kobisFailure(.stall(Data(start.utf8)), timeout: 0.5) { failure, _ in
            #expect(failure == .timedOut(seconds: 0.5))
        }
    }

    @Test func anEndlessPosterImageStopsAtEightMegabytes() async throws {
        // Given an image server streaming without end, 64 KB every 20 ms (it stops at 64 MB)
        let endless = RawReply.endless(
            headers: ["Content-Type": "image/png"], piece: Data(count: 64 * 1_024), pause: .milliseconds(20),
            limit: 64 << 20)
        try await LoopbackRawServer.withRunning(reply: { _ in endless }) { server in
            let images = HTTPPosterImageRepository(
                http: LoopbackGet.hiding(nil), timeout: 10)
            do throws(BoxOfficeFailure) {
                _ = try await images.imageData(at: server.baseURL.absoluteString + "/poster.png")
                Issue.record("an endless image was read whole")
            } catch {
                #expect(error == .answerExceeded(.size(bytes: 8 << 20), service: .posterImage))
            }
            #expect(await server.waitForClientsToLeave(1))
            // Well short of the server's 64 MB; what the socket buffers hold while the cancel lands
            // grows on a loaded machine (22 MB seen with both cores busy).
            #expect(server.bodyBytesSent < 40 << 20, "\(server.bodyBytesSent) bytes sent")
        }
    }

    @Test func anEndlessKakaoAnswerStopsAtItsCap() async throws {
        let endless = RawReply.endless(piece: Self.piece, pause: .milliseconds(5), limit: 64 << 20)
        try await LoopbackRawServer.withRunning(reply: { _ in endless }) { server in
            let kakao = KakaoPosterRepository(
                configuration: KakaoConfiguration(
                    apiKey: "kakao-key", baseURL: server.baseURL, maximumResponseBytes: Self.cap),
                http: LoopbackGet.hiding("kakao-key"))
            let lookup = await kakao.poster(for: "20199882", title: "경관의 피")
            #expect(lookup == .unavailable(.failed(.answerExceeded(.size(bytes: Self.cap), service: .kakao))))
        }
    }
}
