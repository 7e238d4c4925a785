// KOBIS calls counted per key: a keyed hash in the store (never the key), each key's day its own,
// and KOBIS's 320011 setting only the refused key's day.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

struct CallsPerKeyTests {
    static let first = "0123456789abcdef0123456789abcdef"
    static let second = "fedcba9876543210fedcba9876543210"
    let day = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest

    @Test func aKeyIsStoredAsTheFirst16HexDigitsOfTheSHA256OfThePrefixedKey() {
        // python3 -c "import hashlib; print(hashlib.sha256(
        //     b'boxoffice/kobis-call-count/v1:0123456789abcdef0123456789abcdef').hexdigest()[:16])"
        #expect(KOBISKeyID(key: Self.first).rawValue == "6eb3f6e596e0d53b")
        #expect(KOBISKeyID(key: Self.first) != KOBISKeyID(key: Self.second))
        #expect(!KOBISKeyID(key: Self.first).description.contains(Self.first))
    }

    @Test func eachKeyCountsItsOwnCallsAndStatusShowsTheKeyInUse() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let first = KOBISKeyID(key: Self.first)
        let second = KOBISKeyID(key: Self.second)
        for _ in 0..<3 { try await store.recordKOBISCall(on: day, key: first) }
        try await store.recordKOBISCall(on: day, key: second)
        #expect(try await store.kobisCalls(on: day, key: first) == 3)
        #expect(try await store.kobisCalls(on: day, key: second) == 1)
        #expect(await StoreStatusRepository(store: store, key: first).kobisCalls(on: day) == 3)
        #expect(await StoreStatusRepository(store: store, key: second).kobisCalls(on: day) == 1)
        #expect(await StoreStatusRepository(store: store, key: nil).kobisCalls(on: day) == nil)
        // The key itself is nowhere in the files.
        for suffix in ["", "-wal"] {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: folder.file.path + suffix))) ?? Data()
            #expect(bytes.range(of: Data(Self.first.utf8)) == nil, "the key is in boxoffice.sqlite\(suffix)")
        }
    }

    @Test func eachCallCountedBringsBackTheDaysCountWithEveryProcesssCalls() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let (other, _) = try folder.open()
        let key = KOBISKeyID(key: Self.first)
        let ledger = StoreCallLedger(store: store, key: key)
        #expect(await ledger.callsSeen(on: day) == nil)
        try await store.recordKOBISCall(on: day, key: key)
        #expect(await ledger.callsSeen(on: day) == 1)
        // Another process counts five: not seen until this one counts again (no read in between).
        for _ in 0..<5 { try await other.recordKOBISCall(on: day, key: key) }
        #expect(await ledger.callsSeen(on: day) == 1)
        try await store.recordKOBISCall(on: day, key: key)
        #expect(await ledger.callsSeen(on: day) == 7)
        try await store.recordKOBISQuotaUsedUp(on: day, key: key)
        #expect(await ledger.callsSeen(on: day) == KOBISCallBudget.dailyLimit)
        // Another key's and another day's counts are their own.
        #expect(
            await StoreCallLedger(store: store, key: KOBISKeyID(key: Self.second)).callsSeen(on: day) == nil)
        #expect(await ledger.callsSeen(on: day.adding(days: 1)) == nil)
        try await other.close()
        try await store.close()
    }

    /// The counts each key's ledger reported, in order.
    actor Reported {
        var counts: [String: [CountedBudget]] = [:]

        func add(_ counted: CountedBudget, key: String) {
            counts[key, default: []].append(counted)
        }
    }

    @Test func a320011SetsTheRefusedKeysDayOnlyAndIsReportedAsTheDaysCount() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        // 2022-01-08 03:00 in Seoul.
        let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_578_400) })
        let today = calendar.today()
        let reported = Reported()
        try await LoopbackKOBISServer.withRunning(reply: { request in
            request.key == Self.first
                ? .fault(code: "320011", message: "키의 하루 이용량을 초과하였습니다.")
                : LoopbackBodies.daily(targetDt: request.targetDt ?? "")
        }) { server in
            func charts(_ key: String) -> CachingBoxOfficeRepository {
                let calls = StoreCallLedger(store: store, key: KOBISKeyID(key: key)) {
                    await reported.add($0, key: key)
                }
                return CachingBoxOfficeRepository(
                    upstream: KOBISBoxOfficeRepository(
                        client: .counting(
                            KOBISConfiguration(apiKey: key, baseURL: server.baseURL, requestTimeout: 30),
                            in: calls, calendar: calendar)),
                    store: store, calendar: calendar, policy: CachePolicy())
            }
            _ = try await charts(Self.second).chart(.daily(day), refresh: true)
            await #expect(throws: BoxOfficeFailure.quotaExceeded) {
                try await charts(Self.first).chart(.daily(day), refresh: true)
            }
            #expect(try await store.kobisCalls(on: today, key: KOBISKeyID(key: Self.first)) == 3_000)
            #expect(try await store.kobisCalls(on: today, key: KOBISKeyID(key: Self.second)) == 1)
        }
        let counted = { (calls: Int) in CountedBudget(day: today, budget: KOBISCallBudget(calls: calls)) }
        #expect(
            await reported.counts == [Self.first: [counted(1), counted(3_000)], Self.second: [counted(1)]])
    }
}
