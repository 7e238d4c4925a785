// Why a request got no answer, as a failure the user can act on: from the error's kind, never its text.

import BoxOfficeDomain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Reasons are chosen from the error's kind and the server's host and port, never from the error's
// text: URLSession puts the full URL, and so the key, in it.
struct TransportErrorMapper: Sendable {
    let timeout: TimeInterval
    let service: RemoteService

    func failure(for reason: ReadFailure, url: URL) -> BoxOfficeFailure {
        switch reason {
        case .transport(let error):
            failure(for: error, url: url)
        case .tooLarge(let limit):
            .answerExceeded(.size(bytes: limit), service: service)
        case .deadlinePassed(nil):
            .timedOut(seconds: timeout, service: service)
        case .deadlinePassed(let received?):
            .answerExceeded(.time(seconds: timeout, receivedBytes: received), service: service)
        case .redirectRefused(let target, let refusal):
            .unreachable(.redirectRefused(to: Self.server(of: target), refusal), service: service)
        case .notHTTPResponse:
            .undecodableResponse(.notHTTPResponse, service: service)
        case .cutShort:
            .unreachable(.connectionLost(server: Self.server(of: url)), service: service)
        case .cancelled:
            .cancelled
        }
    }

    static func urlErrorCode(of reason: ReadFailure) -> URLError.Code? {
        guard case .transport(let error) = reason else { return nil }
        if let urlError = error as? URLError { return urlError.code }
        let nsError = error as NSError
        return nsError.domain == NSURLErrorDomain ? URLError.Code(rawValue: nsError.code) : nil
    }

    func failure(for error: any Error, url: URL) -> BoxOfficeFailure {
        if error is CancellationError { return .cancelled }
        if let urlError = error as? URLError {
            return failure(for: urlError.code, url: url)
        }
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: nsError.code) {
            return failure(for: code, url: url)
        }
        return .unreachable(.requestFailed(errorType: String(describing: type(of: error))), service: service)
    }

    private func failure(for code: URLError.Code, url: URL) -> BoxOfficeFailure {
        let server = Self.server(of: url)
        return switch code {
        case .cancelled, .userCancelledAuthentication:
            .cancelled
        case .timedOut:
            .timedOut(seconds: timeout, service: service)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource:
            .undecodableResponse(.brokenHTTPAnswer(server: server), service: service)
        case .unsupportedURL where ["http", "https"].contains(url.scheme?.lowercased()):
            // An http(s) address is supported: this is an answer that is not HTTP (curl's "HTTP/0.9").
            .undecodableResponse(.brokenHTTPAnswer(server: server), service: service)
        default:
            .unreachable(problem(for: code, server: server), service: service)
        }
    }

    // For an error that is not a timeout, a cancellation or a broken answer.
    private func problem(for code: URLError.Code, server: String?) -> NetworkProblem {
        switch code {
        case .cannotConnectToHost:
            .refused(server: server)
        case .cannotFindHost, .dnsLookupFailed:
            .hostNotFound(server: server)
        case .notConnectedToInternet, .internationalRoamingOff, .dataNotAllowed:
            .offline
        case .networkConnectionLost:
            .connectionLost(server: server)
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired, .appTransportSecurityRequiresSecureConnection:
            .insecureConnection(server: server)
        case .badURL, .unsupportedURL:
            .unusableAddress(server: server)
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            .tooManyRedirects(server: server)
        default:
            .otherError(code: code.rawValue, server: server)
        }
    }

    // Never the query.
    private static func server(of url: URL) -> String? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let host = components.host, !host.isEmpty
        else { return nil }
        return components.port.map { "\(host):\($0)" } ?? host
    }
}
