import BoxOfficeDomain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What every KOBIS repository does for one call: check the key is set, build the endpoint's
/// URL under the base URL, GET it with the timeout, decode the body, and keep the key out of
/// any failure.
struct KOBISClient: Sendable {
    private let configuration: KOBISConfiguration
    private let http: HTTPGetClient

    /// - Parameters:
    ///   - configuration: the key, the server and the timeout.
    ///   - session: the session requests go through.
    init(configuration: KOBISConfiguration, session: URLSession) {
        self.configuration = configuration
        self.http = HTTPGetClient(session: session, timeout: configuration.requestTimeout)
    }

    /// Fetches `endpoint` (made with the key) and decodes the body.
    /// - Parameters:
    ///   - endpoint: the call, given the key.
    ///   - decode: what the body is read into; its failures are ``BoxOfficeFailure``s.
    /// - Throws: ``BoxOfficeFailure/missingAPIKey`` without making a request, else what the
    ///   request or `decode` throws, with the key removed.
    func fetch<Value>(
        _ endpoint: (_ key: String) -> KOBISEndpoint,
        decode: (Data) throws(BoxOfficeFailure) -> Value
    ) async throws(BoxOfficeFailure) -> Value {
        guard let key = configuration.apiKey, !key.isEmpty else { throw .missingAPIKey }
        do throws(BoxOfficeFailure) {
            guard let url = endpoint(key).url(relativeTo: configuration.baseURL) else {
                throw .unreachable(.unusableBaseURL)
            }
            return try decode(try await http.get(url))
        } catch {
            throw error.redacting(key)
        }
    }
}
