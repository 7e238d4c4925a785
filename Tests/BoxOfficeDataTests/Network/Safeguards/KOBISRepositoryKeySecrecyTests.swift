import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// Whatever goes wrong, the key never appears in what the user is told.
struct KOBISRepositoryKeySecrecyTests {
    private typealias Harness = RepositoryHarness

    static let replies: [LoopbackReply] = [
        .fault(code: "320010", message: "유효하지않은 키값입니다."),
        .fault(
            code: "399999", message: "key=\(RepositoryHarness.key) is not known (\(RepositoryHarness.key))"),
        .status(500, body: Data(RepositoryHarness.key.utf8)),
        .text("not json: \(RepositoryHarness.key)"),
        .text(#"{"boxOfficeResult":{"boxofficeType":"\#(RepositoryHarness.key)"}}"#),
    ]

    @Test(arguments: replies)
    func noFailureDescriptionContainsTheKey(reply: LoopbackReply) async throws {
        // Given a server that even echoes the key in its answers
        try await LoopbackKOBISServer.withRunning(reply: reply) { server in
            // When the repository fails
            let failure = try #require(
                await Harness.outcome(of: Harness.repository(baseURL: server.baseURL)).failure)
            // Then no text the failure holds carries the key
            #expect(!String(describing: failure).contains(Harness.key))
            #expect(!String(reflecting: failure).contains(Harness.key))
        }
    }

    @Test func anUnreachableServersDescriptionDoesNotContainTheKey() async throws {
        let url = try await LoopbackKOBISServer.refusedConnectionURL()
        let failure = try #require(await Harness.outcome(of: Harness.repository(baseURL: url)).failure)
        #expect(!String(reflecting: failure).contains(Harness.key))
    }

    @Test func aTimeoutsDescriptionDoesNotContainTheKey() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .never) { server in
            let repository = Harness.repository(baseURL: server.baseURL, timeout: 0.2)
            let failure = try #require(await Harness.outcome(of: repository).failure)
            #expect(!String(reflecting: failure).contains(Harness.key))
        }
    }
}
