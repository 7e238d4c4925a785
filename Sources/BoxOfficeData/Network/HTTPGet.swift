// One GET: what every request goes through (`HTTPGet`), its request and its failure, the plain one,
// which sends once, and the session it sends through: AsyncHTTPClient's client and what it is told.
// The composition root wraps the plain GET in the decorators of Safeguards/ (tried again, the key
// hidden) and of Store/Safeguards/ (each try counted); the session reads each answer through the
// guards of Safeguards/GuardedRead.swift.

import AsyncHTTPClient
import BoxOfficeDomain
import Foundation
import NIOCore
import NIOHTTP1

/// Something that GETs: the body of a 2xx answer, or why there is none.
public protocol HTTPGet: Sendable {
    func get(_ request: HTTPGetRequest) async throws(HTTPGetFailure) -> Data
}

extension HTTPGet {
    // For the repositories, which weigh nothing of a failure but what it says.
    func body(_ request: HTTPGetRequest) async throws(BoxOfficeFailure) -> Data {
        do throws(HTTPGetFailure) {
            return try await get(request)
        } catch {
            throw error.failure
        }
    }
}

/// One GET, the same for each of its tries: one deadline holds for them all, their waits included,
/// whatever the server does; the session gives the answer up the moment it passes.
public struct HTTPGetRequest: Sendable {
    // A day: longer ones are no timeout a person means.
    static let longestTimeout: TimeInterval = 86_400

    let url: URL
    let headers: [String: String]
    let service: RemoteService
    // What a failure says when the deadline passes.
    let timeout: TimeInterval
    let limits: ReadLimits
    let deadline: ContinuousClock.Instant

    // A timeout that is not a positive number is the default 10 s. `carriesCredentials`: the URL or the
    // headers hold a key, which no redirect may take to another server.
    init(
        _ url: URL, headers: [String: String] = [:], service: RemoteService, timeout: TimeInterval,
        maximumBytes: Int, carriesCredentials: Bool
    ) {
        self.url = url
        self.headers = headers
        self.service = service
        self.timeout =
            timeout.isFinite && timeout > 0
            ? min(timeout, Self.longestTimeout) : KOBISConfiguration.defaultRequestTimeout
        limits = ReadLimits(maximumBytes: maximumBytes, carriesCredentials: carriesCredentials)
        deadline = .now + .seconds(self.timeout)
    }
}

/// Why a GET brought no body: the failure its caller says, and the outcome of the try behind it,
/// which a retry weighs (`nil` when no answer is to be weighed: nothing sent, or hidden).
public struct HTTPGetFailure: Error, Sendable {
    let failure: BoxOfficeFailure
    let outcome: ReadOutcome?

    init(_ failure: BoxOfficeFailure) {
        self.failure = failure
        outcome = nil
    }

    // An answer that is not 2xx is its status; a read that broke is said by `TransportErrorMapper`.
    init(_ outcome: ReadOutcome, of request: HTTPGetRequest) {
        switch outcome {
        case .answered(let answer):
            failure = .httpStatus(answer.status, service: request.service)
        case .failed(let reason):
            failure = TransportErrorMapper(timeout: request.timeout, service: request.service).failure(
                for: reason, url: request.url, maximumBytes: request.limits.maximumBytes)
        }
        self.outcome = outcome
    }
}

/// The plain GET: sent once through the session, its answer read under the request's limits until
/// its deadline.
public struct SessionHTTPGet: HTTPGet {
    private let session: HTTPSession

    public init(session: HTTPSession) {
        self.session = session
    }

    public func get(_ request: HTTPGetRequest) async throws(HTTPGetFailure) -> Data {
        if Task.isCancelled { throw HTTPGetFailure(.cancelled) }
        let outcome = await session.read(
            request.url, headers: request.headers, limits: request.limits, until: request.deadline)
        if case .answered(let answer) = outcome, (200..<300).contains(answer.status) { return answer.body }
        throw HTTPGetFailure(outcome, of: request)
    }
}

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
    /// Safeguards/GuardedRead.swift), connecting and each read wait at most `timeout`, gzip and
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

    // The redirects of one GET are followed by `followingRedirects`, each answer read by `BoundedRead`
    // (both in Safeguards/GuardedRead.swift), all under the one deadline.
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
