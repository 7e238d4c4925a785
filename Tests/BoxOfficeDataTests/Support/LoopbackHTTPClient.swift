// The tests' one HTTP client, made with the app's settings and kept for the whole test process.

import AsyncHTTPClient
import BoxOfficeData

extension HTTPSession {
    /// The app's client settings, with timeouts long enough that each test's deadline decides.
    static let loopbackClient = HTTPClient(
        eventLoopGroup: .singletonMultiThreadedEventLoopGroup,
        configuration: HTTPSession.clientConfiguration(timeout: 60, connectionsPerHost: 16))

    /// A session on the tests' client; retries come at once unless `retries` says otherwise.
    static func loopback(retries: RetryPolicy = .immediate) -> HTTPSession {
        HTTPSession(client: { loopbackClient }, retries: retries)
    }
}
