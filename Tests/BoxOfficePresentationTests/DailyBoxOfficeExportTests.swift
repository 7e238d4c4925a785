import BoxOfficeDomain
import BoxOfficePresentation
import Foundation
import Testing

@Suite("JSON and CSV export")
struct DailyBoxOfficeExportTests {
    /// The sample day as the list shows it; its words change nothing for programs.
    static let day = BoxOfficeListViewData(boxOffice: SampleEntries.day, words: KoreanWords())

    @Test("JSON has the contract's keys, numbers as numbers, and null for an unknown open date")
    func json() throws {
        let text = DailyBoxOfficeExport.json(Self.day)
        let object = try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["date"] as? String == "2022-01-05")
        #expect(object["source"] as? String == "kobis")
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.count == 3)
        let first = entries[0]
        #expect(first["rank"] as? Int == 1)
        #expect(first["movieCode"] as? String == "20199882")
        #expect(first["title"] as? String == "경관의 피")
        #expect(first["openDate"] as? String == "2022-01-05")
        #expect(first["rankChange"] as? String == "new")
        #expect(first["rankDelta"] as? Int == 0)
        #expect(first["audience"] as? Int == 64050)
        #expect(first["audienceTotal"] as? Int == 69228)
        #expect(first["sales"] as? Int == 584_559_330)
        #expect(first["screens"] as? Int == 1171)
        #expect(first["shows"] as? Int == 4416)
        #expect(entries[1]["rankChange"] as? String == "down")
        #expect(entries[1]["rankDelta"] as? Int == -1)
        #expect(entries[2]["openDate"] is NSNull)
        #expect(text.contains("\"openDate\":null"))
        #expect(!text.contains("\n"))
    }

    @Test("JSON keeps the contract's key order")
    func jsonOrder() throws {
        let text = DailyBoxOfficeExport.json(Self.day)
        let keys = [
            "\"date\"", "\"source\"", "\"entries\"", "\"rank\"", "\"movieCode\"", "\"title\"", "\"openDate\"",
        ]
        let positions = keys.compactMap { text.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count)
        #expect(positions == positions.sorted())
    }

    @Test("CSV quotes commas and doubles quotes")
    func csvQuoting() {
        let csv = DailyBoxOfficeExport.csv(Self.day)
        let lines = csv.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == Substring(DailyBoxOfficeExport.csvColumns.joined(separator: ",")))
        #expect(lines[1].hasPrefix("2022-01-05,1,20199882,경관의 피,2022-01-05,new,0,64050,69228,"))
        #expect(lines[3].contains(",\"Say \"\"Hi\"\", World\",,up,2,"))
        #expect(lines.last == "")
    }

    @Test("programs read the same figures whatever the language the chart was shown in")
    func sameInEveryLanguage() {
        let english = BoxOfficeListViewData(boxOffice: SampleEntries.day, words: EnglishWords())
        #expect(DailyBoxOfficeExport.json(english) == DailyBoxOfficeExport.json(Self.day))
        #expect(DailyBoxOfficeExport.csv(english) == DailyBoxOfficeExport.csv(Self.day))
    }
}
