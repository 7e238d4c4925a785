// The tests' one HTTP client, made with the app's settings and kept for the whole test process, and the
// GETs sent through it, wrapped as the app wraps them.

import AsyncHTTPClient
import BoxOfficeData
import BoxOfficeDomain

extension HTTPSession {
    /// The app's client settings, with timeouts long enough that each test's deadline decides.
    static let loopbackClient = HTTPClient(
        eventLoopGroup: .singletonMultiThreadedEventLoopGroup,
        configuration: HTTPSession.clientConfiguration(timeout: 60, connectionsPerHost: 16))

    /// A session on the tests' client.
    static let loopback = HTTPSession(client: { loopbackClient })
}

/// GETs on the tests' client in the decorators the composition root wraps them in (`httpGet` in
/// `DataSources.live`, Sources/boxoffice/DataSources.swift).
enum LoopbackGet {
    /// Retried (at once unless `retries` says otherwise), `secret` hidden.
    static func hiding(_ secret: String?, retries: RetryPolicy = .immediate) -> any HTTPGet {
        RedactingHTTPGet(RetryingHTTPGet(SessionHTTPGet(session: .loopback), policy: retries), hiding: secret)
    }

    /// KOBIS's, with a store: each try counted in `calls` on `calendar`'s day (and in `tally` when
    /// given) before it is sent, then retried at once, `secret` hidden.
    static func counting(
        in calls: StoreCallLedger, calendar: BoxOfficeCalendar, tally: KOBISCallTally? = nil,
        hiding secret: String? = RepositoryHarness.key
    ) -> any HTTPGet {
        let counted = CountingHTTPGet(
            SessionHTTPGet(session: .loopback), countingIn: calls, calendar: calendar, tally: tally)
        return RedactingHTTPGet(RetryingHTTPGet(counted, policy: .immediate), hiding: secret)
    }
}

extension KOBISClient {
    /// KOBIS's client as the composition root makes it with a store (`Network.kobis` in
    /// Sources/boxoffice/DataSources.swift): each try counted in `calls` on `calendar`'s day (and in
    /// `tally` when given), a quota KOBIS says is used up recorded there, the key hidden.
    static func counting(
        _ configuration: KOBISConfiguration, in calls: StoreCallLedger, calendar: BoxOfficeCalendar,
        tally: KOBISCallTally? = nil
    ) -> KOBISClient {
        KOBISClient(
            configuration: configuration,
            http: LoopbackGet.counting(
                in: calls, calendar: calendar, tally: tally, hiding: configuration.apiKey),
            usedUpQuota: StoreQuotaRecorder(in: calls, calendar: calendar))
    }
}
