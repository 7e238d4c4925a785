import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// In csv and json, standard output holds only the answer a script reads; what explains it goes to standard error.
extension ReplDetailTests {
    @Test(arguments: ["csv", "json"])
    func inCSVAndJSONAPostersAddressIsPrintedAloneWithoutItsSize(format: String) async {
        let found = PosterLookup.found(Poster(imageURL: "https://img.example/p.jpg", width: 510, height: 727))
        let result = await run(["format \(format)", "date 20220105", "poster 1"], poster: found)
        #expect(result.output.lines.last == "https://img.example/p.jpg", "\(result.output.text)")
        let table = await run(["date 20220105", "poster 1"], poster: found)
        #expect(
            table.output.lines.last?.hasPrefix("https://img.example/p.jpg (") == true, "its size for a person"
        )
    }

    @Test func inJSONTheStatusIsOneObjectAndItsCallWarningGoesToStandardError() async throws {
        let result = await run(
            ["format json", "status"], statusRepository: StubStatusRepository(calls: 2_800))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.text.utf8)) as? [String: Any])
        #expect(object["kobisCalls"] as? Int == 2_800)
        let warnings = result.errors.lines.filter { $0.hasPrefix("경고: ") }
        #expect(warnings.count == 1 && warnings.first?.contains("2,800") == true, "\(result.errors.text)")
        #expect(result.status == 0)
    }
}
