// A quota KOBIS says is used up (320011) recorded by the one client every KOBIS call goes through,
// whatever its endpoint, in a real store file and for the day in Seoul; no other answer records it.
// The composition root's wiring of it is driven through the built binary in UsedUpQuotaEndToEndTests.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

struct UsedUpQuotaTests {
    static let refusal = LoopbackReply.fault(code: "320011", message: "키의 하루 이용량을 초과하였습니다.")
    /// 2022-01-08 03:00 in Seoul (2022-01-07 in UTC).
    static let threeInSeoul = Date(timeIntervalSince1970: 1_641_578_400)
    static let eighth = BoxOfficeDate(year: 2022, month: 1, day: 8) ?? .earliest

    /// Each KOBIS call a live repository makes, by the endpoint it asks.
    enum Endpoint: String, CaseIterable, Sendable {
        case dailyChart, weeklyChart, movieInfo, movieSearch, peopleSearch, companySearch, person, company
        case codeList

        func ask(_ client: KOBISClient) async throws(BoxOfficeFailure) {
            let day = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest
            let charts = KOBISBoxOfficeRepository(client: client)
            let catalogue = KOBISCatalogueRepository(client: client)
            switch self {
            case .dailyChart: _ = try await charts.chart(.daily(day), refresh: false)
            case .weeklyChart:
                _ = try await charts.chart(ChartRequest(.weekly, containing: day), refresh: false)
            case .movieInfo:
                _ = try await KOBISMovieDetailRepository(client: client).movieDetail(
                    for: "20199882", refresh: false)
            case .movieSearch: _ = try await catalogue.movies(CatalogueQuery(name: "경관"))
            case .peopleSearch: _ = try await catalogue.people(CatalogueQuery(name: "이규만"))
            case .companySearch: _ = try await catalogue.companies(CatalogueQuery(name: "리양"))
            case .person: _ = try await catalogue.person("20162154")
            case .company: _ = try await catalogue.company("20141613")
            case .codeList:
                do {
                    _ = try await catalogue.codes(in: .nations)
                } catch .source(let failure) {
                    throw failure
                } catch {}
            }
        }
    }

    /// The counts the ledger reported, in order.
    actor Reported {
        var counts: [CountedBudget] = []

        func add(_ counted: CountedBudget) {
            counts.append(counted)
        }
    }

    /// `endpoint` asked at `now` of a loopback KOBIS answering `reply`, through a client whose used-up
    /// quota is recorded in a real store; its GET counts nothing, so any count is the recording's.
    /// The failure, the store and what the ledger reported.
    private func ask(
        _ endpoint: Endpoint, at now: Date = threeInSeoul, reply: LoopbackReply = refusal,
        _ check: (BoxOfficeFailure?, BoxOfficeStore, [CountedBudget]) async throws -> Void
    ) async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let calendar = BoxOfficeCalendar(now: { now })
        let reported = Reported()
        try await LoopbackKOBISServer.withRunning(reply: reply) { server in
            let calls = StoreCallLedger(store: store, key: .test) { await reported.add($0) }
            let client = KOBISClient(
                configuration: KOBISConfiguration(
                    apiKey: RepositoryHarness.key, baseURL: server.baseURL, requestTimeout: 30),
                http: LoopbackGet.hiding(RepositoryHarness.key),
                usedUpQuota: StoreQuotaRecorder(in: calls, calendar: calendar))
            var failure: BoxOfficeFailure?
            do throws(BoxOfficeFailure) {
                try await endpoint.ask(client)
            } catch {
                failure = error
            }
            #expect(await server.requestCount == 1)
            try await check(failure, store, await reported.counts)
        }
        try await store.close()
    }

    @Test(arguments: Endpoint.allCases)
    func aUsedUpQuotaIsRecordedForTheKeysDayWhateverTheEndpoint(_ endpoint: Endpoint) async throws {
        try await ask(endpoint) { failure, store, reported async throws in
            #expect(failure == .quotaExceeded)
            #expect(try await store.kobisCalls(on: Self.eighth, key: .test) == KOBISCallBudget.dailyLimit)
            #expect(reported == [CountedBudget(day: Self.eighth, budget: KOBISCallBudget(calls: 3_000))])
            // Another key's day is its own.
            #expect(try await store.kobisCalls(on: Self.eighth, key: KOBISKeyID(key: "another")) == 0)
        }
    }

    @Test(
        "another fault, or an answer, records nothing",
        arguments: [
            LoopbackReply.fault(code: "320010", message: "유효하지않은 키값입니다."),
            .fault(code: "320012", message: "다른 오류"),
            LoopbackBodies.daily(targetDt: "20220105"),
        ])
    func nothingButTheQuotaIsRecorded(reply: LoopbackReply) async throws {
        try await ask(.dailyChart, reply: reply) { failure, store, reported async throws in
            #expect(failure != .quotaExceeded)
            #expect(try await store.kobisCalls(on: Self.eighth, key: .test) == 0)
            #expect(reported.isEmpty)
        }
    }

    /// Seoul's midnight is 15:00 in UTC: its day is the one recorded, on either side of both midnights.
    @Test(
        arguments: [
            (1_641_567_599, 7),  // 2022-01-07 14:59:59 UTC: 23:59:59 on the 7th in Seoul
            (1_641_567_600, 8),  // 15:00:00 UTC, still the 7th there: midnight of the 8th in Seoul
            (1_641_599_999, 8),  // 23:59:59 UTC on the 7th: 08:59:59 on the 8th in Seoul
            (1_641_600_000, 8),  // midnight of the 8th in UTC
        ])
    func theRecordingIsForTheDayInSeoul(secondsSince1970: Int, dayInSeoul: Int) async throws {
        let day = try #require(BoxOfficeDate(year: 2022, month: 1, day: dayInSeoul))
        let now = Date(timeIntervalSince1970: TimeInterval(secondsSince1970))
        try await ask(.movieInfo, at: now) { failure, store, reported async throws in
            #expect(failure == .quotaExceeded)
            #expect(try await store.kobisCalls(on: day, key: .test) == KOBISCallBudget.dailyLimit)
            for other in [day.adding(days: -1), day.adding(days: 1)] {
                #expect(try await store.kobisCalls(on: other, key: .test) == 0)
            }
            #expect(reported.map(\.day) == [day])
        }
    }
}
