import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice trend|top|compare` as a user runs them, on a store that `date` filled from a loopback
/// KOBIS: csv read back by Python's csv module, json by a JSON parser, the sync hint on standard error.
@Suite("trend, top and compare on a store filled from a loopback KOBIS")
struct HistoryEndToEndTests {
    /// `boxoffice` with a key, reaching `kobis`, in folders of its own; 30 s like the other loopback
    /// bounds, as a whole suite of processes shares two cores.
    static func boxoffice(reaching kobis: LoopbackKOBISServer) throws -> BoxOfficeProcess {
        try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": kobis.baseURL.absoluteString,
            "KOBIS_TIMEOUT": "30",
        ])
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(.enabled(if: Python3.executable != nil, "python3 is needed for a real CSV parser"))
    func theStoreAnswersInEveryFormatAndSaysWhichDaysItLacks() async throws {
        try await LoopbackKOBISServer.withRunning(reply: LoopbackBodies.answer(to:)) { kobis in
            let boxoffice = try Self.boxoffice(reaching: kobis)
            let empty = try await boxoffice.run(["trend", "20990001"])
            #expect(empty.status == 1 && empty.errors.contains("boxoffice sync FROM TO"), "\(empty.errors)")
            let fill = try await boxoffice.run([
                "-c", "date 20220105", "-c", "date 20220106", "-c", "date 20220108",
            ])
            #expect(fill.status == 0, "\(fill.errors)")

            let top = try await boxoffice.run([
                "top", "20220105", "20220108", "--format", "csv", "--limit", "3",
            ])
            #expect(top.status == 0, "\(top.errors)")
            let rows = try await CSVRoundTripTests().parse(top.output)
            #expect(rows.map { $0["movieCode"] } == ["20990001", "20990002", "20990003"])
            #expect(rows.first?["audience"] == "300000" && rows.first?["days"] == "3")
            #expect(rows.first?["title"] == "영화 1" && rows.first?["bestRank"] == "1")
            #expect(!top.output.contains("sync"))
            #expect(top.errors.contains("boxoffice sync 20220107 20220107"), "\(top.errors)")

            let trend = try await boxoffice.run(["trend", "20990001", "--format", "json"])
            #expect(trend.status == 0, "\(trend.errors)")
            let object = try json(trend.output)
            #expect(object["audienceTotal"] as? Int == 1_000_000)
            #expect(object["daysInTopTen"] as? Int == 3)
            let days = try #require(object["days"] as? [[String: Any]])
            #expect(
                days.map { $0["date"] as? String } == [
                    "2022-01-05", "2022-01-06", "2022-01-07", "2022-01-08",
                ])
            #expect(days[2]["stored"] as? Bool == false && days[2]["audience"] is NSNull)

            let byTitle = try await boxoffice.run(["trend", "영화 2", "--lang", "en"])
            #expect(byTitle.status == 0, "\(byTitle.errors)")
            #expect(byTitle.output.hasPrefix("영화 2 (20990002) audience trend"), "\(byTitle.output)")
            #expect(byTitle.errors.contains("To fill them: boxoffice sync 20220107"), "\(byTitle.errors)")

            let compare = try await boxoffice.run(["compare", "20990001", "20990010", "--format", "csv"])
            let aligned = try await CSVRoundTripTests().parse(compare.output)
            #expect(aligned.count == 4 && aligned.first?["secondAudience"] == "55000", "\(compare.errors)")

            let missing = try await boxoffice.run(["trend", "20199882"])
            #expect(missing.status == 1 && missing.errors.contains("20199882"))
            let backwards = try await boxoffice.run(["top", "20220108", "20220105"])
            #expect(backwards.status == 64, "\(backwards.errors)")
            for text in [top.errors, trend.errors, byTitle.errors] {
                #expect(!text.contains(LiveKOBISTests.key))
            }
        }
    }

    @Test("a sync under a filter fills what top, trend and compare read under it, and nothing else")
    func aHistoryUnderAFilterReadsTheChartsSyncedUnderIt() async throws {
        try await LoopbackKOBISServer.withRunning(reply: LoopbackBodies.answer(to:)) { kobis in
            let boxoffice = try Self.boxoffice(reaching: kobis)
            let sync = try await boxoffice.run(["sync", "20220105", "20220106", "--nation", "korean"])
            #expect(sync.status == 0, "\(sync.errors)")
            #expect(await kobis.requests.allSatisfy { $0.query("repNationCd") == "K" })

            let korean = try await boxoffice.run([
                "top", "20220105", "20220107", "--nation", "korean", "--format", "json",
            ])
            #expect(korean.status == 0, "\(korean.errors)")
            let document = try json(korean.output)
            #expect(document["filter"] as? String == "nation=korean" && document["storedDays"] as? Int == 2)
            #expect((document["films"] as? [[String: Any]])?.first?["movieCode"] as? String == "20990001")
            #expect(
                korean.errors.contains("boxoffice sync 20220107 20220107 --nation korean"), "\(korean.errors)"
            )

            // Every film's charts were never stored: the history of all of them is an empty store.
            let every = try await boxoffice.run(["top", "20220105", "20220107", "--lang", "en"])
            #expect(every.status == 1 && every.errors.contains("boxoffice sync FROM TO`"), "\(every.errors)")
            let foreign = try await boxoffice.run([
                "trend", "20990001", "--nation", "foreign", "--lang", "en",
            ])
            #expect(foreign.status == 1, "\(foreign.output)")
            #expect(foreign.errors.contains("--nation foreign"), "\(foreign.errors)")
            let trend = try await boxoffice.run([
                "trend", "20990001", "--nation", "korean", "--format", "json",
            ])
            #expect(try json(trend.output)["daysInTopTen"] as? Int == 2, "\(trend.errors)")
            let compare = try await boxoffice.run(["compare", "20990001", "20990002", "--nation", "korean"])
            #expect(compare.status == 0, "\(compare.errors)")
        }
    }
}
