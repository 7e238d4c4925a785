// `boxoffice web`'s server: the router on Hummingbird's HTTP/1.1 server, bounded, on one address,
// until SIGTERM or SIGINT (requests in flight finish).

import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore

/// Why the server could not serve: said in the run's words by the command.
public enum WebServerFailure: Error, Equatable {
    /// Another program listens on the port of this address.
    case portInUse(address: String)
    /// The system refused the address (one this machine does not have, a port below 1024…).
    case cannotListen(address: String, reason: String)
}

/// The site on `host:port`: the request sizes, connections and idle time bounded, Hummingbird's own
/// logging silent (what the front says is in its words).
public struct WebServer: Sendable {
    /// The longest header field (the address counts as one: 8 KiB), all of them, and how many.
    public static let longestField = 8 * 1024
    public static let longestHeaders = 16 * 1024
    public static let mostHeaderFields = 64
    /// Connections served at once; more wait in the backlog.
    public static let mostConnections = 64

    let site: WebSite
    let frames: WebFrames
    let host: String
    let port: Int
    let served = ServedPort()
    let listening: @Sendable (String) async -> Void

    /// - Parameter listening: told the address served once it listens (the bound port, if 0 was asked).
    public init(
        site: WebSite, frames: WebFrames, host: String, port: Int,
        listening: @escaping @Sendable (String) async -> Void = { _ in }
    ) {
        self.site = site
        self.frames = frames
        self.host = host
        self.port = port
        self.listening = listening
    }

    /// The application, for the server's tests as for the run.
    public var application: some ApplicationProtocol {
        let decoder = HTTP1Channel.Configuration.DecoderConfiguration(
            maxHeaderFieldSize: Self.longestField, maxHeaderListSize: Self.longestHeaders,
            maxHeaderFieldCount: Self.mostHeaderFields)
        let (served, host, listening) = (served, host, listening)
        return Application(
            router: WebRoutes.router(site: site, frames: frames, port: served),
            server: .http1(
                configuration: .init(idleTimeout: .seconds(30), httpDecoderConfiguration: decoder)),
            configuration: .init(
                address: .hostname(host, port: port), serverName: nil, backlog: 256,
                availableConnectionsDelegate: MaximumAvailableConnections(Self.mostConnections)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                served.bound(port)
                await listening(Self.address(host: host, port: port))
            },
            logger: Logger(label: "boxoffice-web", factory: { _ in SwiftLogNoOpLogHandler() }))
    }

    /// Serves until SIGTERM or SIGINT.
    public func run() async throws(WebServerFailure) {
        do {
            try await application.runService()
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw .portInUse(address: Self.address(host: host, port: port))
        } catch let error as IOError {
            throw .cannotListen(
                address: Self.address(host: host, port: port),
                reason: String(cString: strerror(error.errnoCode)))
        } catch {
            throw .cannotListen(
                address: Self.address(host: host, port: port), reason: String(describing: error))
        }
    }

    /// `http://127.0.0.1:8080/`, an IPv6 address in brackets.
    public static func address(host: String, port: Int) -> String {
        "http://" + (IPAddressText.isIPv6(host) ? "[\(host)]" : host) + ":\(port)/"
    }
}
