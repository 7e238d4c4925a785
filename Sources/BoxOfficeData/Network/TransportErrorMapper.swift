// Why a request got no answer: what AsyncHTTPClient and NIO threw sorted by kind, then said as a failure
// the user can act on.

import AsyncHTTPClient
import BoxOfficeDomain
import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix
import NIOSSL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

enum ReadFailure: Error, Sendable {
    case tooLarge
    // `nil` before the response's head came.
    case deadlinePassed(receivedBytes: Int?)
    case redirectRefused(to: URL, RedirectRefusal)
    // More than twenty, or to nowhere usable.
    case tooManyRedirects
    // Bytes that are not HTTP.
    case notHTTP
    // Closed before the head of the answer was whole (at once, or mid status line or headers).
    case closedBeforeAnswer
    // The connection ended before the body its head announced.
    case cutShort(receivedBytes: Int)
    case connectionLost
    case refused
    case hostNotFound
    case insecure
    case unusableAddress
    case systemError(code: Int32)
    case unexpected(errorType: String)
    case cancelled
}

extension ReadFailure {
    // Sorted by the error's type and code, never its text, which may hold the URL and so the key.
    init(_ error: any Error, receivedBytes: Int?) {
        switch error {
        case let error as HTTPClientError:
            self = Self.sorting(error, receivedBytes: receivedBytes)
        case let error as NIOConnectionError:
            let failures = error.connectionErrors.map(\.error)
            if failures.isEmpty {
                self = error.dnsAError != nil || error.dnsAAAAError != nil ? .hostNotFound : .refused
            } else if failures.contains(where: { ($0 as? IOError)?.errnoCode == ECONNREFUSED }) {
                self = .refused
            } else {
                self = failures.first.map { Self($0, receivedBytes: receivedBytes) } ?? .refused
            }
        case let error as IOError:
            self =
                switch error.errnoCode {
                case ECONNREFUSED: .refused
                case ECONNRESET, EPIPE, ECONNABORTED: Self.lost(receivedBytes)
                default: .systemError(code: error.errnoCode)
                }
        case let error as HTTPParserError:
            self = error == .invalidEOFState ? Self.closed(receivedBytes) : .notHTTP
        case ChannelError.connectTimeout:
            self = .deadlinePassed(receivedBytes: receivedBytes)
        case ChannelError.eof, ChannelError.ioOnClosedChannel, ChannelError.outputClosed:
            self = Self.closed(receivedBytes)
        case NIOHTTPDecompression.DecompressionError.limit:
            self = .tooLarge
        case is NIOHTTPDecompression.DecompressionError:
            self = .notHTTP
        case is NIOSSLError, is BoringSSLError, is NIOSSLExtraError:
            self = .insecure
        case is CancellationError:
            self = .cancelled
        default:
            self = .unexpected(errorType: String(describing: type(of: error)))
        }
    }

    private static func sorting(_ error: HTTPClientError, receivedBytes: Int?) -> ReadFailure {
        switch error {
        case .cancelled: .cancelled
        case .deadlineExceeded, .readTimeout, .connectTimeout, .tlsHandshakeTimeout,
            .getConnectionFromPoolTimeout:
            .deadlinePassed(receivedBytes: receivedBytes)
        case .remoteConnectionClosed: closed(receivedBytes)
        case .invalidURL, .emptyHost, .emptyScheme: .unusableAddress
        default: .unexpected(errorType: "HTTPClientError")
        }
    }

    private static func closed(_ receivedBytes: Int?) -> ReadFailure {
        receivedBytes.map { .cutShort(receivedBytes: $0) } ?? .closedBeforeAnswer
    }

    private static func lost(_ receivedBytes: Int?) -> ReadFailure {
        receivedBytes.map { .cutShort(receivedBytes: $0) } ?? .connectionLost
    }
}

// Reasons name the server's host and port, never the query, which holds the key.
struct TransportErrorMapper: Sendable {
    let timeout: TimeInterval
    let service: RemoteService

    func failure(for reason: ReadFailure, url: URL, maximumBytes: Int) -> BoxOfficeFailure {
        let server = Self.server(of: url)
        return switch reason {
        case .tooLarge:
            .answerExceeded(.size(bytes: maximumBytes), service: service)
        case .deadlinePassed(nil):
            .timedOut(seconds: timeout, service: service)
        case .deadlinePassed(let received?):
            .answerExceeded(.time(seconds: timeout, receivedBytes: received), service: service)
        case .redirectRefused(let target, let refusal):
            .unreachable(.redirectRefused(to: Self.server(of: target), refusal), service: service)
        case .tooManyRedirects:
            .unreachable(.tooManyRedirects(server: server), service: service)
        case .notHTTP, .closedBeforeAnswer:
            .undecodableResponse(.brokenHTTPAnswer(server: server), service: service)
        case .cutShort, .connectionLost:
            .unreachable(.connectionLost(server: server), service: service)
        case .refused:
            .unreachable(.refused(server: server), service: service)
        case .hostNotFound:
            .unreachable(.hostNotFound(server: server), service: service)
        case .insecure:
            .unreachable(.insecureConnection(server: server), service: service)
        case .unusableAddress:
            .unreachable(.unusableAddress(server: server), service: service)
        case .systemError(let code):
            .unreachable(.otherError(code: Int(code), server: server), service: service)
        case .unexpected(let errorType):
            .unreachable(.requestFailed(errorType: errorType), service: service)
        case .cancelled:
            .cancelled
        }
    }

    // Never the query, nor a user or password.
    static func server(of url: URL) -> String? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let host = components.host, !host.isEmpty
        else { return nil }
        return components.port.map { "\(host):\($0)" } ?? host
    }
}
