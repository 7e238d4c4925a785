import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// `status` and `cache info` as json and csv: the same stable names in both.
struct StatusExportTests {
    let day = BoxOfficeDate(year: 2022, month: 1, day: 8) ?? .earliest
    let summary = StoreSummary(
        location: "/tmp/a, b/boxoffice.sqlite", days: 2, movieDetails: 3, posters: 1, bytes: 2_048)

    func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func statusJSONHasEveryNameWithNullsForWhatDoesNotApply() throws {
        let status = AppStatus(source: .demo, store: .notUsed, day: day, budget: nil)
        let object = try object(StatusViewData(status: status, words: KoreanWords()).record.json)
        #expect(Set(object.keys) == Set(StatusExport.statusColumns))
        #expect(object["source"] as? String == "demo")
        #expect(object["store"] as? String == "notUsed")
        #expect(object["storeLocation"] is NSNull && object["kobisCalls"] is NSNull)
        #expect(object["today"] as? String == "2022-01-08")
        #expect(object["kobisCallLimit"] as? Int == 3_000)
    }

    @Test func statusCSVParsesBackToTheSameValues() throws {
        let status = AppStatus(
            source: .kobis, store: .available(summary), day: day, budget: KOBISCallBudget(calls: 2_800))
        let record = StatusExport.record(status)
        let records = RFC4180Reader.records(record.csv)
        #expect(records.first == StatusExport.statusColumns)
        let row = Dictionary(uniqueKeysWithValues: zip(records[0], records[1]))
        #expect(row["storeLocation"] == "/tmp/a, b/boxoffice.sqlite")
        #expect(row["store"] == "available" && row["storeProblem"] == "")
        #expect(row["kobisCalls"] == "2800" && row["bytes"] == "2048")
        #expect(row["warning"]?.contains("200 left") == true)
    }

    @Test func anUnavailableStoreSaysWhy() throws {
        let status = AppStatus(
            source: .kobis, store: .unavailable(.folderNotWritable("/ro")), day: day, budget: nil)
        let object = try object(StatusExport.record(status).json)
        #expect(object["store"] as? String == "unavailable")
        #expect(object["storeProblem"] as? String == "the cache folder /ro is not writable")
    }

    @Test func cacheInfoHasTheStoreAndCallNamesOfStatus() throws {
        let status = AppStatus(
            source: .kobis, store: .available(summary), day: day, budget: KOBISCallBudget(calls: 37))
        let view = StatusViewData(status: status, scope: .cacheInfo, words: EnglishWords())
        #expect(view.record.columns == StatusExport.cacheColumns)
        #expect(view.record == StatusExport.cacheRecord(status))
        #expect(Set(StatusExport.cacheColumns).isSubset(of: StatusExport.statusColumns))
        let object = try object(view.record.json)
        #expect(object["days"] as? Int == 2 && object["kobisCalls"] as? Int == 37)
        #expect(object["today"] as? String == "2022-01-08")
        #expect(view.sentences.first == "store: /tmp/a, b/boxoffice.sqlite.")
    }
}
