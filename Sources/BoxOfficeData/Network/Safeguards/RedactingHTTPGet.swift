// Any GET with a key kept out of what it brings back: removed from a body before it is decoded, and
// from the text of every failure, with the user and password of any address (KeyRedaction.swift).

import BoxOfficeDomain
import Foundation

/// Wraps any GET, outermost: a server that echoes `secret` brings it neither to the screen nor to
/// the store. What it throws is the failure said, redacted, without the answer behind it.
public struct RedactingHTTPGet: HTTPGet {
    private let inner: any HTTPGet
    private let secret: String?

    /// `secret`: the key the requests carry, or `nil` for none (a `key=` value and an address's user
    /// part are hidden still).
    public init(_ inner: any HTTPGet, hiding secret: String?) {
        self.inner = inner
        self.secret = secret
    }

    public func get(_ request: HTTPGetRequest) async throws(HTTPGetFailure) -> Data {
        let body: Data
        do throws(HTTPGetFailure) {
            body = try await inner.get(request)
        } catch {
            throw HTTPGetFailure(error.failure.redacting(secret))
        }
        guard let secret else { return body }
        return KeyRedactor.removing(secret, from: body)
    }
}
