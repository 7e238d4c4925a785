// Any GET tried again while another try may help, within the request's one deadline; which failures,
// how many tries and how long between them are the policy's (RetryPolicy.swift).

import BoxOfficeDomain
import Foundation

/// Wraps any GET: a try that failed as the policy retries is tried again after the policy's wait,
/// when that wait ends before the request's deadline; otherwise the last try's failure is thrown.
/// Ctrl-C during a wait ends it at once, with no other try.
public struct RetryingHTTPGet: HTTPGet {
    private let inner: any HTTPGet
    private let policy: RetryPolicy

    public init(_ inner: any HTTPGet, policy: RetryPolicy = .standard) {
        self.inner = inner
        self.policy = policy
    }

    public func get(_ request: HTTPGetRequest) async throws(HTTPGetFailure) -> Data {
        var attempt = 1
        while true {
            do throws(HTTPGetFailure) {
                return try await inner.get(request)
            } catch {
                guard let wait = policy.wait(after: attempt, failed: error),
                    ContinuousClock.now + wait < request.deadline
                else { throw error }
                do {
                    try await policy.sleep(wait)
                } catch {
                    throw HTTPGetFailure(.cancelled)
                }
                attempt += 1
            }
        }
    }
}
