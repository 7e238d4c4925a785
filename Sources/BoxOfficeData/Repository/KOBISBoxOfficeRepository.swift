import BoxOfficeDomain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live box office: asks the KOBIS Open API over HTTP.
///
/// Every failure is a ``BoxOfficeFailure`` without the key in it: no key set, KOBIS's
/// faults (which arrive with HTTP 200), HTTP errors, timeouts, unreachable servers,
/// cancellation and bodies that are not a box office.
public struct KOBISBoxOfficeRepository: BoxOfficeRepository {
    private let client: KOBISClient

    /// Makes the repository.
    /// - Parameters:
    ///   - configuration: the key, the server and the timeout.
    ///   - session: the session requests go through, e.g. `URLSession(configuration: .ephemeral)`.
    public init(configuration: KOBISConfiguration, session: URLSession) {
        self.client = KOBISClient(configuration: configuration, session: session)
    }

    /// `nil`: KOBIS has every day from 2003-11-11 to yesterday.
    public var availableDates: [BoxOfficeDate]? { nil }

    /// The box office of `date`, fetched now. An empty list (a day still being counted)
    /// is a valid, empty box office.
    /// - Parameters:
    ///   - date: the day.
    ///   - refresh: ignored: every call asks KOBIS.
    /// - Throws: ``BoxOfficeFailure``; ``BoxOfficeFailure/missingAPIKey`` without making a request.
    public func dailyBoxOffice(for date: BoxOfficeDate, refresh: Bool) async throws(BoxOfficeFailure)
        -> DailyBoxOffice
    {
        try await client.fetch { key in
            KOBISEndpoint.dailyBoxOffice(date: date, key: key)
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.dailyBoxOffice(from: body, date: date, source: .kobis)
        }
    }
}
