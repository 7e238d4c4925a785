import BoxOfficeDomain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Explains why a request got no answer, as a ``BoxOfficeFailure`` a user can act on.
///
/// Reasons are chosen here (a ``NetworkProblem`` or ``ResponseProblem``) from the error's kind
/// and the server's host and port; the error's own text is never used, because URLSession puts the full URL (and so the key)
/// in it.
struct TransportErrorMapper: Sendable {
    /// The timeout the request had, reported with ``BoxOfficeFailure/timedOut(seconds:service:)``.
    let timeout: TimeInterval
    /// The service the request went to, named in every failure.
    let service: RemoteService

    /// The failure for an error thrown while fetching `url`.
    func failure(for error: any Error, url: URL) -> BoxOfficeFailure {
        if error is CancellationError { return .cancelled }
        if let urlError = error as? URLError {
            return failure(for: urlError.code, server: Self.server(of: url))
        }
        let nsError = error as NSError
        if nsError.domain == NSURLErrorDomain, let code = URLError.Code(rawValue: nsError.code) {
            return failure(for: code, server: Self.server(of: url))
        }
        return .unreachable(.requestFailed(errorType: String(describing: type(of: error))), service: service)
    }

    private func failure(for code: URLError.Code, server: String?) -> BoxOfficeFailure {
        switch code {
        case .cancelled, .userCancelledAuthentication:
            .cancelled
        case .timedOut:
            .timedOut(seconds: timeout, service: service)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource:
            .undecodableResponse(.brokenHTTPAnswer(server: server), service: service)
        default:
            .unreachable(problem(for: code, server: server), service: service)
        }
    }

    /// Why the server could not be reached, for an error that is not a timeout, a cancellation
    /// or a broken answer.
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

    /// `host:port` of the URL, or `nil` when it has no host; never the query.
    private static func server(of url: URL) -> String? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let host = components.host, !host.isEmpty
        else { return nil }
        return components.port.map { "\(host):\($0)" } ?? host
    }
}
