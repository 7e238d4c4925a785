// The app's HTTP client, AsyncHTTPClient's, and what it is told: each GET read under a byte cap and a
// deadline, giving its answer or why there is none.

import AsyncHTTPClient
import BoxOfficeDomain
import Foundation
import NIOCore
import NIOHTTP1

/// The process's one `HTTPClient`, made and shut down by the composition root.
public struct HTTPSession: Sendable {
    private let client: @Sendable () -> HTTPClient

    /// `client` gives the process's client when a request needs it, so a run answered from the store
    /// never starts one.
    public init(client: @escaping @Sendable () -> HTTPClient) {
        self.client = client
    }

    /// How much larger than it came an answer may inflate: a JSON chart packs about tenfold, a gzip
    /// bomb a thousandfold.
    public static let largestInflation = 100

    /// The client's settings: redirects are not followed by the client (the key's rule is ours,
    /// Safeguards/RedirectRule.swift), connecting and each read wait at most `timeout`, gzip and
    /// deflate are inflated up to ``largestInflation``, and up to `connectionsPerHost` connections go
    /// to one server at once.
    public static func clientConfiguration(timeout: TimeInterval, connectionsPerHost: Int)
        -> HTTPClient.Configuration
    {
        let wait = TimeAmount.nanoseconds(Int64(min(max(timeout, 0.001), 86_400) * 1e9))
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow, timeout: .init(connect: wait, read: wait),
            connectionPool: .init(
                idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: connectionsPerHost),
            decompression: .enabled(limit: .ratio(largestInflation)))
        // A refused connection is said at once; whether to try again is the retry policy's call.
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }

    // The redirects of one GET are followed by `followingRedirects` (Safeguards/RedirectRule.swift),
    // each answer read by `BoundedRead` (Safeguards/BoundedRead.swift), all under the one deadline.
    func read(
        _ url: URL, headers: [String: String], limits: ReadLimits, until deadline: ContinuousClock.Instant
    )
        async -> ReadOutcome
    {
        let client = client()
        let outcome = await followingRedirects(from: url, headers: headers, limits: limits) { url, headers in
            var fields = HTTPHeaders([("Accept", "application/json")])
            for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
                fields.replaceOrAdd(name: name, value: value)
            }
            let request: HTTPClient.Request
            do {
                request = try HTTPClient.Request(url: url.absoluteString, method: .GET, headers: fields)
            } catch {
                return .failed(ReadFailure(error, receivedBytes: nil))
            }
            return await BoundedRead.outcome(
                of: request, through: client, maximumBytes: limits.maximumBytes, until: .of(deadline))
        }
        // A read given up for its caller (Ctrl-C, a prefetch of another day) failed for that reason only.
        if Task.isCancelled, case .failed = outcome { return .failed(.cancelled) }
        return outcome
    }
}

// `carriesCredentials`: the query or the headers hold a key, which must not follow a redirect
// to another server. `maximumBytes` counts the body inflated.
struct ReadLimits: Sendable {
    var maximumBytes: Int
    var carriesCredentials: Bool
}

struct HTTPAnswer: Sendable {
    let status: Int
    let headers: HTTPHeaders
    let body: Data
}

enum ReadOutcome: Sendable {
    case answered(HTTPAnswer)
    case failed(ReadFailure)
}

extension NIODeadline {
    static func of(_ instant: ContinuousClock.Instant) -> NIODeadline {
        let (seconds, attoseconds) = (instant - .now).components
        return .now() + .nanoseconds(max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
    }
}
