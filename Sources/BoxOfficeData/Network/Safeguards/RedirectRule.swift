// Which redirects a GET follows: AsyncHTTPClient can bind no key in a query to its server, so the client
// follows none and this does, on the rule below, twenty at most.

import BoxOfficeDomain
import Foundation
import NIOHTTP1

// A redirect is not followed from https to http, nor to another origin (scheme, host, port)
// when the request carries a key.
enum RedirectRule {
    // How many redirects one request follows, as browsers and libcurl do.
    static let mostRedirects = 20

    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    static func refusal(from: URL?, origin: URL?, to target: URL, carriesCredentials: Bool)
        -> RedirectRefusal?
    {
        let targetScheme = target.scheme?.lowercased()
        if from?.scheme?.lowercased() == "https" || origin?.scheme?.lowercased() == "https",
            targetScheme != "https"
        {
            return .downgradeToHTTP
        }
        guard carriesCredentials else { return nil }
        return Self.origin(of: origin) == Self.origin(of: target) ? nil : .keyWouldLeaveItsServer
    }

    static func origin(of url: URL?) -> String? {
        guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else {
            return nil
        }
        let port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
        return "\(scheme)://\(host):\(port)"
    }

    // The address a redirect answer leads to: `nil` when it is no redirect; a `Location` that is
    // missing, unreadable or not http(s) leads nowhere, which is a failure.
    static func target(of answer: HTTPAnswer, from url: URL) -> Result<URL, ReadFailure>? {
        guard redirectStatuses.contains(answer.status) else { return nil }
        guard let location = answer.headers.first(name: "Location"),
            let target = URL(string: location, relativeTo: url)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return .failure(.tooManyRedirects) }
        return .success(target)
    }
}

// Reads `url` through `read`, following each redirect the rule allows with the same headers.
func followingRedirects(
    from url: URL, headers: [String: String], limits: ReadLimits,
    read: (URL, [String: String]) async -> ReadOutcome
) async -> ReadOutcome {
    var current = url
    var redirects = 0
    while true {
        let outcome = await read(current, headers)
        guard case .answered(let answer) = outcome, let next = RedirectRule.target(of: answer, from: current)
        else {
            return outcome
        }
        let target: URL
        switch next {
        case .failure(let failure): return .failed(failure)
        case .success(let url): target = url
        }
        if let refusal = RedirectRule.refusal(
            from: current, origin: url, to: target, carriesCredentials: limits.carriesCredentials)
        {
            return .failed(.redirectRefused(to: target, refusal))
        }
        guard redirects < RedirectRule.mostRedirects else { return .failed(.tooManyRedirects) }
        redirects += 1
        current = target
    }
}
