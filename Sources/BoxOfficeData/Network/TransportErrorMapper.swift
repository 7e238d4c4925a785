import BoxOfficeDomain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Explains why a request got no answer, as a ``BoxOfficeFailure`` a user can act on.
///
/// Reasons are written here from the error's kind and the server's host and port; the
/// error's own text is never used, because URLSession puts the full URL (and so the key)
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
        return .unreachable("the request failed (\(type(of: error)))", service: service)
    }

    private func failure(for code: URLError.Code, server: String) -> BoxOfficeFailure {
        switch code {
        case .cancelled, .userCancelledAuthentication:
            .cancelled
        case .timedOut:
            .timedOut(seconds: timeout, service: service)
        case .cannotConnectToHost:
            .unreachable("\(server) refused the connection", service: service)
        case .cannotFindHost, .dnsLookupFailed:
            .unreachable("the host name of \(server) could not be found", service: service)
        case .notConnectedToInternet, .internationalRoamingOff, .dataNotAllowed:
            .unreachable("this machine is not connected to the internet", service: service)
        case .networkConnectionLost:
            .unreachable("the connection to \(server) was lost", service: service)
        case .secureConnectionFailed, .serverCertificateHasBadDate, .serverCertificateUntrusted,
            .serverCertificateHasUnknownRoot, .serverCertificateNotYetValid, .clientCertificateRejected,
            .clientCertificateRequired, .appTransportSecurityRequiresSecureConnection:
            .unreachable("no secure connection could be made to \(server)", service: service)
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource:
            .undecodableResponse("\(server) sent a broken HTTP answer", service: service)
        case .badURL, .unsupportedURL:
            .unreachable("the address of \(server) cannot be used\(checkBaseURL)", service: service)
        case .httpTooManyRedirects, .redirectToNonExistentLocation:
            .unreachable("\(server) redirected the request too often or nowhere", service: service)
        default:
            .unreachable("network error \(code.rawValue) talking to \(server)", service: service)
        }
    }

    /// ` (check KOBIS_BASE_URL)` for a service whose server is a setting, else nothing.
    private var checkBaseURL: String {
        service.baseURLVariable.map { " (check \($0))" } ?? ""
    }

    /// `host:port` of the URL, or `the server` when it has no host; never the query.
    private static func server(of url: URL) -> String {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true),
            let host = components.host, !host.isEmpty
        else { return "the server" }
        return components.port.map { "\(host):\($0)" } ?? host
    }
}
