import AsyncHTTPClient
import BoxOfficeData
import BoxOfficeTestSupport
import Foundation
import Testing

/// The test server itself: where it listens, what it records.
struct LoopbackKOBISServerTests {
    @Test func itListensOnAnEphemeralPortOfTheIPv4Loopback() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .never) { server in
            #expect(server.baseURL.host == "127.0.0.1")
            #expect((server.baseURL.port ?? 0) > 0)
        }
    }

    @Test func anotherPathIsNotFoundButStillRecorded() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .text("{}")) { server in
            let url = server.baseURL.appendingPathComponent("code/searchCodeList.json")
            let response = try await HTTPSession.loopbackClient.execute(
                HTTPClientRequest(url: url.absoluteString), timeout: .seconds(10))
            #expect(response.status.code == 404)
            #expect(await server.requests.map(\.path) == ["/code/searchCodeList.json"])
        }
    }
}
