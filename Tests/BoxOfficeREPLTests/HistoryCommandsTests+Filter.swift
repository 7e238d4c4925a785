// A history read under a filter, as programs and the sync hint and the Korean reader see it (from mutation round 5).

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

extension HistoryCommandsTests {
    private func document(_ result: Run) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.output.text.utf8)) as? [String: Any])
    }

    @Test("trend and compare in json name the filter they were read under, and `all` without one")
    func aTrendAndAComparisonNameTheirFilterInJSON() async throws {
        let charts = Self.chartsWithAKoreanDay()
        let trend = await run(["trend 20220010 --nation korean"], format: .json, charts: charts)
        #expect(try document(trend)["filter"] as? String == "nation=korean", "\(trend.output.text)")
        let compare = await run(["compare 20220010 20220011 --nation korean"], format: .json, charts: charts)
        #expect(try document(compare)["filter"] as? String == "nation=korean", "\(compare.output.text)")
        let every = await run(["trend 20199882"], format: .json, charts: charts)
        #expect(try document(every)["filter"] as? String == "all", "\(every.output.text)")
        let both = await run(["compare 20199882 20212866"], format: .json, charts: charts)
        #expect(try document(both)["filter"] as? String == "all", "\(both.output.text)")
    }

    @Test(
        "the days a filtered trend or comparison lacks are filled by a sync under its filter; none without one"
    )
    func theSyncHintOfAFilteredRunNamesItsFilter() async throws {
        let charts = Self.chartsWithAKoreanDay()
        // 한국 영화 opened 2022-01-05 and was stored under the filter on 01-06 alone: the week after it is lacking.
        let hint = "To fill them: boxoffice sync 20220105 20220113 --nation korean"
        let trend = await run(["trend 20220010 --nation korean"], language: .english, charts: charts)
        #expect(trend.status == 0 && trend.errors.lines.contains(hint), "\(trend.errors.text)")
        let compare = await run(
            ["compare 20220010 20220011 --nation korean"], language: .english, charts: charts)
        #expect(compare.status == 0 && compare.errors.lines.contains(hint), "\(compare.errors.text)")
        let every = await run(["trend 20199882"], language: .english, charts: charts)
        #expect(
            every.errors.lines.contains("To fill them: boxoffice sync 20220110 20220119"),
            "\(every.errors.text)")
    }

    @Test(
        "a store holding nothing under the filter says so in Korean with the sync that fills it; nothing at all, the plain sentence"
    )
    func anEmptyStoreUnderAFilterInKorean() async {
        let seoul = await run(["top 20220105 --region seoul"])
        #expect(seoul.status == 1)
        #expect(
            seoul.errors.text.contains(
                "저장소에 서울시의 일별 박스오피스가 없습니다: `boxoffice sync FROM TO --region 서울시`로 기간을 채우세요(KOBIS 키 필요)."),
            "\(seoul.errors.text)")
        let nothing = await run(["top 20220105"], charts: [])
        #expect(nothing.status == 1)
        #expect(
            nothing.errors.text.contains("저장소에 일별 박스오피스가 없습니다: `boxoffice sync FROM TO`로 기간을 채우거나"),
            "\(nothing.errors.text)")
    }
}
