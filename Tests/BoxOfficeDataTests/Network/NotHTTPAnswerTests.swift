// Answers that break: garbage instead of HTTP is a broken answer (not a bad address), a body cut short a lost connection.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// A server at a good address that answers garbage (a line of text, random bytes) is said to
/// have sent a broken answer, naming it; nothing suggests that `KOBIS_BASE_URL` is wrong. One
/// whose body stops short of its `Content-Length` lost the connection (it was "network error -1").
struct NotHTTPAnswerTests {
    static let garbage: [(String, Data)] = [
        ("a line of text", Data("hello\r\n\r\n".utf8)),
        ("JSON with no HTTP head", Data(#"{"boxOfficeResult":{}}"#.utf8)),
        ("random bytes", Data((0..<2_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })),
    ]

    @Test(arguments: Self.garbage.map(\.0))
    func garbageIsABrokenAnswerFromTheServerNotABadAddress(name: String) async throws {
        let bytes = try #require(Self.garbage.first { $0.0 == name }?.1)
        try await LoopbackRawServer.withRunning(reply: { _ in .bytes(bytes) }) { server in
            let repository = RepositoryHarness.repository(baseURL: server.baseURL)
            let failure = await RepositoryHarness.outcome(of: repository).failure
            let address = try #require(server.baseURL.port).description
            #expect(failure == .undecodableResponse(.brokenHTTPAnswer(server: "127.0.0.1:\(address)")))
        }
    }

    @Test func aBodyCutShortIsAConnectionLostNotAnUnknownError() async throws {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n"
        let reply = RawReply.bytes(Data(head.utf8) + Data(repeating: UInt8(ascii: " "), count: 100))
        try await LoopbackRawServer.withRunning(reply: { _ in reply }) { server in
            let repository = RepositoryHarness.repository(baseURL: server.baseURL)
            let failure = await RepositoryHarness.outcome(of: repository).failure
            let port = try #require(server.baseURL.port)
            #expect(failure == .unreachable(.connectionLost(server: "127.0.0.1:\(port)")))
        }
    }
}
