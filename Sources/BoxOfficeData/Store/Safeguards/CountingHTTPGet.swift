// Every KOBIS request counted in the store before it is sent, each retry too: a request the store cannot
// count is not sent, for the count is what keeps the key under KOBIS's 3,000 calls a day.

import BoxOfficeDomain
import Foundation

/// Wraps KOBIS's GET inside the retries, so that each try counts: the key's call of the day (in
/// Seoul) is added in the store (the count it brings back reported as `calls` says: to the session's
/// call budget), and to `tally` when a run (a sync) gives its own, before the request goes; a count
/// the store cannot write stops it (`callNotCounted`).
public struct CountingHTTPGet: HTTPGet {
    private let inner: any HTTPGet
    private let calls: StoreCallLedger
    private let calendar: BoxOfficeCalendar
    private let tally: KOBISCallTally?

    public init(
        _ inner: any HTTPGet, countingIn calls: StoreCallLedger, calendar: BoxOfficeCalendar,
        tally: KOBISCallTally? = nil
    ) {
        self.inner = inner
        self.calls = calls
        self.calendar = calendar
        self.tally = tally
    }

    public func get(_ request: HTTPGetRequest) async throws(HTTPGetFailure) -> Data {
        // A request given up before it goes costs no call.
        if Task.isCancelled { throw HTTPGetFailure(.cancelled) }
        do {
            try await calls.countCall(on: calendar.today())
        } catch {
            throw HTTPGetFailure(.callNotCounted(StoreWriteFailure(error, file: calls.store.file)))
        }
        await tally?.add()
        return try await inner.get(request)
    }
}
