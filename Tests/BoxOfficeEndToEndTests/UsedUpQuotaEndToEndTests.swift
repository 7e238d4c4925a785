// The composition root's wiring of the used-up quota: whichever command asks KOBIS, a 320011 leaves the
// key's day at 3,000 calls in the store, as `status` then reads it.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("a used-up quota recorded, whatever the command")
struct UsedUpQuotaEndToEndTests {
    @Test(
        "KOBIS's 320011 to a command sets today's calls to 3,000",
        arguments: [
            ["daily", "20220105"], ["weekly", "20220105"], ["detail", "20199882"], ["search", "경관"],
            ["people", "이규만"], ["person", "20162154"], ["company", "20141613"], ["codes", "2204"],
            ["sync", "20220105"],
        ])
    func aRefusedQuotaIsRecorded(command: [String]) async throws {
        try await LoopbackKOBISServer.withRunning(
            reply: .fault(code: "320011", message: "키의 하루 이용량을 초과하였습니다.")
        ) { server in
            let process = try BoxOfficeProcess(environment: [
                "KOBIS_API_KEY": "0123456789abcdef0123456789abcdef",
                "KOBIS_BASE_URL": server.baseURL.absoluteString,
                "KOBIS_TIMEOUT": "30",
            ])
            let refused = try await process.run(command + ["--lang", "en"])
            #expect(refused.status == 1)
            #expect(refused.errors.contains("320011"), "\(refused.errors)")
            #expect(await server.requestCount == 1)
            let status = try await process.run(["status", "--format", "json"])
            #expect(status.output.contains(#""kobisCalls":3000"#), "\(status.output)")
        }
    }
}
