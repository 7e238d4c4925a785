// The run's one HTTP client, AsyncHTTPClient's: made at the first request and shut down at the program's
// one exit, as the stores are closed there.

import AsyncHTTPClient
import BoxOfficeData
import BoxOfficeDomain
import Foundation
import Synchronization

/// The process's one `HTTPClient`, on NIO's shared event loops; a run that asks nothing of the network
/// (a chart from the store, the demo data) starts neither.
final class NetworkClient: Sendable {
    /// One per run: the data sources send through it, ``BoxOfficeCommand/main()`` shuts it down.
    static let shared = NetworkClient()

    private enum Life {
        case unused
        case running(HTTPClient)
        // Clients made for stragglers of the exit, kept so that none is freed unshut.
        case shutDown(stragglers: [HTTPClient])
    }

    private let life = Mutex(Life.unused)
    private let timeout = Mutex(KOBISConfiguration.defaultRequestTimeout)

    /// How many requests go to one service (KOBIS, Kakao) at once: a day's ten movies, so the
    /// prefetch of a day's details takes one round trip after the list (see Benchmarks/), or a
    /// sync's largest bound, whichever is larger; the client keeps as many connections to a host.
    static let connectionsPerHost = max(
        DataSources.requestsPerService, SyncHistoryUseCase.concurrencyRange.upperBound)

    /// The session every repository sends through; connecting and each read wait at most `timeout`.
    func session(timeout: TimeInterval) -> HTTPSession {
        self.timeout.withLock { $0 = timeout }
        return HTTPSession(client: { [self] in client() })
    }

    private func client() -> HTTPClient {
        life.withLock { life in
            switch life {
            case .running(let client):
                return client
            case .unused:
                let client = makeClient()
                life = .running(client)
                return client
            case .shutDown(let stragglers):
                // After the shutdown a request can only be a straggler of the exit: it gets a client
                // of its own, which the process's end takes down.
                let client = makeClient()
                life = .shutDown(stragglers: stragglers + [client])
                return client
            }
        }
    }

    private func makeClient() -> HTTPClient {
        HTTPClient(
            eventLoopGroup: .singletonMultiThreadedEventLoopGroup,
            configuration: HTTPSession.clientConfiguration(
                timeout: timeout.withLock { $0 }, connectionsPerHost: Self.connectionsPerHost))
    }

    /// Closes the client's connections, if it was made; a failure here changes nothing of the run.
    func shutdown() async {
        let running = life.withLock { life -> HTTPClient? in
            guard case .running(let client) = life else {
                if case .unused = life { life = .shutDown(stragglers: []) }
                return nil
            }
            life = .shutDown(stragglers: [])
            return client
        }
        try? await running?.shutdown()
    }
}
