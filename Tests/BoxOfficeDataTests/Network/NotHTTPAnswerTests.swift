// A server that answers with something other than HTTP: a broken answer from that server, not a bad address.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// A server at a good address that answers garbage (a line of text, random bytes) is said to
/// have sent a broken answer, naming it; nothing suggests that `KOBIS_BASE_URL` is wrong.
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

}
