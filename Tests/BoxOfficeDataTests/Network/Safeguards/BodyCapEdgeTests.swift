// The body cap on its edge, against a loopback KOBIS: an answer exactly at the cap is read whole,
// one byte more is refused, whether the server announced its length or only closed the connection.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct BodyCapEdgeTests {
    private typealias Harness = RepositoryHarness

    /// A good answer for the harness's day, padded with JSON whitespace to `size` bytes.
    static func answer(size: Int) -> Data {
        let body = LoopbackBodies.dailyJSON(targetDt: "20240105")
        return body + Data(repeating: UInt8(ascii: " "), count: max(0, size - body.count))
    }

    /// The cap: a little more than the answer itself.
    static let cap = LoopbackBodies.dailyJSON(targetDt: "20240105").count + 100

    /// The answer with its `Content-Length`, or with none (the body ends when the connection closes).
    static func reply(_ body: Data, announced: Bool) -> RawReply {
        guard !announced else { return .json(body) }
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"
        return .bytes(Data(head.utf8) + body)
    }

    private func outcome(of reply: RawReply) async throws -> Result<BoxOfficeChart, BoxOfficeFailure> {
        try await LoopbackRawServer.withRunning(reply: { _ in reply }) { server in
            await Harness.outcome(of: Harness.repository(baseURL: server.baseURL, maximumBytes: Self.cap))
        }
    }

    @Test(arguments: [true, false])
    func aBodyExactlyAtTheCapIsRead(announced: Bool) async throws {
        let body = Self.answer(size: Self.cap)
        #expect(body.count == Self.cap)
        let result = try await outcome(of: Self.reply(body, announced: announced))
        #expect(result.failure == nil)
        #expect((try? result.get())?.entries.count == 10)
    }

    @Test(arguments: [true, false])
    func aBodyOneBytePastTheCapIsRefused(announced: Bool) async throws {
        let body = Self.answer(size: Self.cap + 1)
        let result = try await outcome(of: Self.reply(body, announced: announced))
        #expect(result.failure == .answerExceeded(.size(bytes: Self.cap)))
    }
}
