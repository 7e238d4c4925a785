import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice months 2022` on a store that `date` filled from a loopback KOBIS: one-shot and at the
/// prompt the same json, January's figures from its two stored days, the other months null.
@Suite("months on a store filled from a loopback KOBIS")
struct MonthsEndToEndTests {
    @Test func oneShotAndThePromptSayTheSameYear() async throws {
        try await LoopbackKOBISServer.withRunning(reply: LoopbackBodies.answer(to:)) { kobis in
            let boxoffice = try BoxOfficeProcess(environment: [
                "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": kobis.baseURL.absoluteString,
                "KOBIS_TIMEOUT": "30",
            ])
            let fill = try await boxoffice.run(["-c", "date 20220105", "-c", "date 20220106"])
            #expect(fill.status == 0, "\(fill.errors)")
            let calls = await kobis.requestCount

            let oneShot = try await boxoffice.run(["months", "2022", "--format", "json"])
            let prompt = try await boxoffice.run(["-c", "months 2022", "--format", "json"])
            #expect(oneShot.status == 0, "\(oneShot.errors)")
            #expect(oneShot.output == prompt.output && oneShot.errors == prompt.errors)
            #expect(await kobis.requestCount == calls, "months calls no KOBIS service")
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(oneShot.output.utf8)) as? [String: Any])
            let months = try #require(object["months"] as? [[String: Any]])
            #expect(months.count == 12 && object["storedDays"] as? Int == 2)
            #expect(
                months[0]["storedDays"] as? Int == 2 && months[0]["topMovieCode"] as? String == "20990001")
            #expect(months[0]["topAudience"] as? Int == 200_000, "\(months[0])")
            #expect(months[1]["storedDays"] as? Int == 0 && months[1]["topTenAudience"] is NSNull)
            #expect(oneShot.errors.contains("boxoffice sync 20220101 20221231"), "\(oneShot.errors)")

            let wrong = try await boxoffice.run(["months", "2002", "--lang", "en"])
            #expect(wrong.status == 64 && wrong.errors.contains("2002 is before 2003"), "\(wrong.errors)")
        }
    }
}
