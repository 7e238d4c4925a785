// Every filter as KOBIS is asked it: each nation and kind with its exact parameter, all 17 regions
// with the codes of KOBIS's list (code list 0105000000), and a filtered sync over a loopback KOBIS
// whose request log shows them, each chart stored under its filter.

import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite struct ChartFilterQueryTests {
    static let day = BoxOfficeDate(year: 2024, month: 1, day: 5) ?? .earliest

    /// KOBIS's region list, as its documentation gives it.
    static let regionCodes: [(Region, String)] = [
        (.seoul, "0105001"), (.gyeonggi, "0105002"), (.gangwon, "0105003"), (.northChungcheong, "0105004"),
        (.southChungcheong, "0105005"), (.northGyeongsang, "0105006"), (.southGyeongsang, "0105007"),
        (.northJeolla, "0105008"), (.southJeolla, "0105009"), (.jeju, "0105010"), (.busan, "0105011"),
        (.daegu, "0105012"), (.daejeon, "0105013"), (.ulsan, "0105014"), (.incheon, "0105015"),
        (.gwangju, "0105016"), (.sejong, "0105017"),
    ]

    static func query(_ request: ChartRequest) -> [String] {
        KOBISEndpoint.chart(request, key: "k").queryItems.map { "\($0.name)=\($0.value ?? "")" }
    }

    @Test func theListHasEveryRegionOnce() {
        #expect(Self.regionCodes.count == 17)
        #expect(Set(Self.regionCodes.map(\.0)) == Set(Region.allCases))
    }

    @Test(arguments: regionCodes)
    func eachRegionIsAskedWithItsKOBISCode(region: Region, code: String) {
        #expect(region.code == code)
        #expect(Region(code: code) == region)
        #expect(
            Self.query(ChartRequest(.daily, containing: Self.day, filter: ChartFilter(region: region)))
                == ["key=k", "targetDt=20240105", "wideAreaCd=\(code)"])
    }

    @Test(arguments: [
        (ChartFilter.Nation.all, ChartFilter.FilmKind.all, [String]()),
        (.korean, .all, ["repNationCd=K"]), (.foreign, .all, ["repNationCd=F"]),
        (.all, .diversity, ["multiMovieYn=Y"]), (.all, .commercial, ["multiMovieYn=N"]),
        (.korean, .diversity, ["repNationCd=K", "multiMovieYn=Y"]),
        (.korean, .commercial, ["repNationCd=K", "multiMovieYn=N"]),
        (.foreign, .diversity, ["repNationCd=F", "multiMovieYn=Y"]),
        (.foreign, .commercial, ["repNationCd=F", "multiMovieYn=N"]),
    ])
    func eachNationAndKindIsAskedExactly(
        nation: ChartFilter.Nation, kind: ChartFilter.FilmKind, sent: [String]
    ) {
        let filter = ChartFilter(nation: nation, kind: kind)
        #expect(
            Self.query(ChartRequest(.daily, containing: Self.day, filter: filter))
                == ["key=k", "targetDt=20240105"] + sent)
        #expect(
            Self.query(ChartRequest(.weekdays, containing: Self.day, filter: filter))
                == ["key=k", "targetDt=20240101", "weekGb=2"] + sent)
    }

    @Test func aFilteredSyncAsksKOBISWithEveryParameterAndStoresUnderTheFilter() async throws {
        let filter = ChartFilter(nation: .foreign, kind: .commercial, region: .jeju)
        try await SyncHarness.with { harness in
            let useCase = harness.useCase()
            let plan = try await useCase.plan(
                SyncRequest(
                    range: SyncHarness.january(8)...SyncHarness.january(9), kinds: [.daily, .weekly],
                    filter: filter))
            let report = await useCase.run(plan, concurrency: 1)
            #expect(report.fetched == 3 && report.failed.isEmpty)
            let sent = await harness.server.requests.map { request in
                request.queryItems.filter { $0.name != "key" }.map { "\($0.name)=\($0.value ?? "")" }
            }
            let filterParameters = ["repNationCd=F", "multiMovieYn=N", "wideAreaCd=0105010"]
            #expect(
                sent == [
                    ["targetDt=20240108"] + filterParameters, ["targetDt=20240109"] + filterParameters,
                    ["targetDt=20240108", "weekGb=0"] + filterParameters,
                ])
            let stored = try await harness.store.storedCharts(
                .daily, filter: filter, from: SyncHarness.january(8), to: SyncHarness.january(9))
            #expect(stored.count == 2)
            let unfiltered = try await harness.store.storedCharts(
                .daily, filter: .all, from: SyncHarness.january(8), to: SyncHarness.january(9))
            #expect(unfiltered.isEmpty)
            #expect(
                try await useCase.plan(SyncRequest(range: plan.request.range, filter: filter)).toFetch.isEmpty
            )
        }
    }
}
