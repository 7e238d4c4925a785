// A double of the one GET protocol, for the decorators' unit tests: each try answered from a script, and
// every request it was given recorded.

import BoxOfficeDomain
import Foundation
import NIOHTTP1
import Synchronization
import Testing

@testable import BoxOfficeData

/// An ``HTTPGet`` whose tries take the script's replies in turn (the last one again and again).
final class ScriptedGet: HTTPGet {
    enum Reply: Sendable {
        /// A 2xx answer's body.
        case body(Data)
        /// An answer of another status.
        case status(Int, headers: [(String, String)] = [])
        /// A read that broke, as the session tells it.
        case broken(ReadFailure)
        /// A failure with no answer behind it, as a GET that sent nothing throws it.
        case unsent(BoxOfficeFailure)
    }

    private let replies: [Reply]
    private let whileTrying: @Sendable () async -> Void
    private let requests = Mutex<[HTTPGetRequest]>([])

    /// `whileTrying` runs in each try, before its reply: what a server would see as the request came.
    init(_ replies: [Reply], whileTrying: @escaping @Sendable () async -> Void = {}) {
        self.replies = replies
        self.whileTrying = whileTrying
    }

    /// The requests of the tries made, in order.
    var tries: [HTTPGetRequest] { requests.withLock { $0 } }

    func get(_ request: HTTPGetRequest) async throws(HTTPGetFailure) -> Data {
        let index = requests.withLock { requests in
            requests.append(request)
            return requests.count - 1
        }
        await whileTrying()
        switch replies[min(index, replies.count - 1)] {
        case .body(let body):
            return body
        case .status(let status, let headers):
            let answer = HTTPAnswer(status: status, headers: HTTPHeaders(headers), body: Data())
            throw HTTPGetFailure(.answered(answer), of: request)
        case .broken(let reason):
            throw HTTPGetFailure(.failed(reason), of: request)
        case .unsent(let failure):
            throw HTTPGetFailure(failure)
        }
    }
}

extension HTTPGetRequest {
    /// A GET of KOBIS's on a port no one listens to, whose deadline (10 minutes away by default)
    /// none of the waits a test records reaches.
    static func scripted(timeout: TimeInterval = 600) throws -> HTTPGetRequest {
        let url = try #require(URL(string: "http://127.0.0.1:9/boxoffice/x.json?targetDt=20240105"))
        return HTTPGetRequest(
            url, service: .kobis, timeout: timeout, maximumBytes: 1_024, carriesCredentials: true)
    }
}
