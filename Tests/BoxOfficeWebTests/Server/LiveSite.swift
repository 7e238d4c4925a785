// The site listening on 127.0.0.1, a port the system picks, for as long as a test needs it.

import BoxOfficeTestSupport
import Foundation
import Synchronization

@testable import BoxOfficeWeb

/// Runs `server` (asked for port 0) until `body` ends, handing it the port it said it serves.
@MainActor
func withLiveSite<Value>(
    _ makeServer: (_ listening: @escaping @Sendable (String) async -> Void) -> WebServer,
    _ body: (_ port: Int) async throws -> Value
) async throws -> Value {
    let (addresses, said) = AsyncStream.makeStream(of: String.self)
    let server = makeServer { address in said.yield(address) }
    let running = Task { try await server.run() }
    defer { running.cancel() }
    var iterator = addresses.makeAsyncIterator()
    guard let address = await iterator.next(), let port = URLComponents(string: address)?.port else {
        throw RawHTTP.Failure(description: "the server said no address")
    }
    let value = try await body(port)
    running.cancel()
    _ = await running.result
    return value
}
