import BoxOfficeDomain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Fetches a poster image over HTTP(S), for showing it inline; refuses anything larger than
/// ``maximumBytes``.
public struct HTTPPosterImageRepository: PosterImageRepository {
    /// The largest image accepted: 8 MB.
    public static let maximumBytes = 8 * 1_048_576

    private let client: HTTPGetClient

    /// - Parameters:
    ///   - session: the session requests go through.
    ///   - timeout: seconds the download may take.
    public init(session: URLSession, timeout: TimeInterval) {
        client = HTTPGetClient(session: session, timeout: timeout, service: .posterImage)
    }

    /// The image's bytes.
    /// - Throws: ``BoxOfficeFailure/unreachable(_:service:)`` for a URL that is not http(s),
    ///   else the client's failures; ``BoxOfficeFailure/undecodableResponse(_:service:)`` when
    ///   it is too large. All name ``RemoteService/posterImage``, never KOBIS.
    public func imageData(at url: String) async throws(BoxOfficeFailure) -> Data {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
            scheme == "http" || scheme == "https"
        else { throw .unreachable(.notHTTPAddress, service: .posterImage) }
        let data = try await client.get(parsed, headers: ["Accept": "image/*"])
        guard data.count <= Self.maximumBytes else {
            throw .undecodableResponse(
                .imageTooLarge(megabytes: Self.maximumBytes / 1_048_576), service: .posterImage)
        }
        return data
    }
}
