// CountingHTTPGet over a double of the GET and a real store: each try counted in the store before it is
// sent, the run's tally told of its own tries only. A count the store cannot write is in
// UnwritableStoreSyncTests; RetryTests and CallsPerKeyTests drive it through a loopback server.

import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

struct CountingHTTPGetTests {
    static let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_704_700_000) })
    static let body = Data(#"{"boxOfficeResult":{}}"#.utf8)

    /// What the store held at each try, as the double saw it.
    actor SeenCounts {
        var counts: [Int] = []

        func add(_ count: Int) {
            counts.append(count)
        }
    }

    /// The app's order: counted inside the retries, so each try counts (in `tally` too, when given),
    /// each count reported to `reporting`.
    private func retriedAndCounted(
        _ scripted: ScriptedGet, in store: BoxOfficeStore, tally: KOBISCallTally? = nil,
        reporting: @escaping StoreCallLedger.Reporting = { _ in }
    ) -> any HTTPGet {
        let ledger = StoreCallLedger(store: store, key: .test, reporting: reporting)
        return RetryingHTTPGet(
            CountingHTTPGet(scripted, countingIn: ledger, calendar: Self.calendar, tally: tally),
            policy: .immediate)
    }

    @Test func eachTryIsCountedInTheStoreBeforeItIsSent() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let today = Self.calendar.today()
        let seen = SeenCounts()
        let scripted = ScriptedGet([.status(503), .broken(.connectionLost), .body(Self.body)]) {
            await seen.add((try? await store.kobisCalls(on: today, key: .test)) ?? -1)
        }
        let body = try await retriedAndCounted(scripted, in: store).get(.scripted())
        #expect(body == Self.body)
        #expect(await seen.counts == [1, 2, 3])
        #expect(try await store.kobisCalls(on: today, key: .test) == 3)
    }

    @Test func eachTryReportsTheDaysCountTheStoreGaveBackBeforeItIsSent() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let today = Self.calendar.today()
        // Given another process's 7 calls of the day
        for _ in 0..<7 { try await store.recordKOBISCall(on: today, key: .test) }
        let reported = SeenCounts()
        let seenAtEachTry = SeenCounts()
        let scripted = ScriptedGet([.status(503), .body(Self.body)]) {
            await seenAtEachTry.add(await reported.counts.last ?? -1)
        }
        // When a GET takes two tries
        let get = retriedAndCounted(scripted, in: store) { counted in
            #expect(counted.day == today)
            await reported.add(counted.budget.calls)
        }
        _ = try await get.get(.scripted())
        // Then each try's count was reported before that try went
        #expect(await reported.counts == [8, 9])
        #expect(await seenAtEachTry.counts == [8, 9])
    }

    @Test func aGetCancelledBeforeItGoesIsNeitherCountedNorSent() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let scripted = ScriptedGet([.body(Self.body)])
        let get = retriedAndCounted(scripted, in: store)
        let request = try HTTPGetRequest.scripted()
        let failure = await Task { () -> BoxOfficeFailure? in
            withUnsafeCurrentTask { $0?.cancel() }
            do throws(HTTPGetFailure) {
                _ = try await get.get(request)
                return nil
            } catch {
                return error.failure
            }
        }.value
        #expect(failure == .cancelled)
        #expect(scripted.tries.isEmpty)
        #expect(try await store.kobisCalls(on: Self.calendar.today(), key: .test) == 0)
    }

    @Test func theRunsTallyIsToldOfItsOwnTriesOnly() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let tally = KOBISCallTally()
        let request = try HTTPGetRequest.scripted()
        // Given a run whose GET takes two tries, and one outside it
        let inRun = retriedAndCounted(ScriptedGet([.status(502), .body(Self.body)]), in: store, tally: tally)
        let outside = retriedAndCounted(ScriptedGet([.body(Self.body)]), in: store)
        async let ran = inRun.get(request)
        _ = try await outside.get(request)
        // Then the run counted its two, the store all three
        #expect(try await ran == Self.body)
        #expect(await tally.calls == 2)
        #expect(try await store.kobisCalls(on: Self.calendar.today(), key: .test) == 3)
    }
}
