// Every KOBIS request counted in the store before it is sent, each retry too: a request the store cannot
// count is not sent, for the count is what keeps the key under KOBIS's 3,000 calls a day.

import BoxOfficeDomain
import Foundation

/// Wraps KOBIS's GET inside the retries, so that each try counts: the key's call of the day (in
/// Seoul) is added in the store, and to the tally of the run it is sent in, before the request goes;
/// a count the store cannot write stops it (`callNotCounted`).
public struct CountingHTTPGet: HTTPGet {
    private let inner: any HTTPGet
    private let calls: StoreCallLedger
    private let calendar: BoxOfficeCalendar

    public init(_ inner: any HTTPGet, countingIn calls: StoreCallLedger, calendar: BoxOfficeCalendar) {
        self.inner = inner
        self.calls = calls
        self.calendar = calendar
    }

    public func get(_ request: HTTPGetRequest) async throws(HTTPGetFailure) -> Data {
        // A request given up before it goes costs no call.
        if Task.isCancelled { throw HTTPGetFailure(.cancelled) }
        do {
            try await calls.store.recordKOBISCall(on: calendar.today(), key: calls.key)
        } catch {
            throw HTTPGetFailure(.callNotCounted(StoreWriteFailure(error, file: calls.store.file)))
        }
        await RunTally.current?.add()
        return try await inner.get(request)
    }
}
