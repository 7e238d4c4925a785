import BoxOfficeDomain
import BoxOfficePresentation
import Testing

@Suite("Box-office rows and content")
struct BoxOfficeRowViewDataTests {
    @Test("the audience line reads 오늘 X / 총 Y with thousands separators")
    func audienceLine() {
        let row = BoxOfficeRowViewData(entry: SampleEntries.spiderMan, words: KoreanWords())
        #expect(row.audienceLine == "오늘 50,399 / 총 6,252,827")
        #expect(row.marker.text == "▼1")
        #expect(row.rank == 2)
    }

    @Test("the heading carries the Korean weekday")
    func heading() {
        let content = BoxOfficeListContent(boxOffice: SampleEntries.day, words: KoreanWords())
        #expect(content.heading == "2022-01-05 (수)")
        #expect(content.rows.map(\.rank) == [1, 2, 3])
    }
}
