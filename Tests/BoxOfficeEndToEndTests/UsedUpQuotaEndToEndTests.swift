// The composition root's wiring of the used-up quota: whichever command asks KOBIS, a 320011 leaves the
// key's day at 3,000 calls in the store, as `status` then reads it.

import BoxOfficeCommands
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("a used-up quota recorded, whatever the command")
struct UsedUpQuotaEndToEndTests {
    /// A command line of each command that asks KOBIS something of its own.
    static let tried = [
        ["daily", "20220105"], ["weekly", "20220105"], ["detail", "20199882"], ["search", "경관"],
        ["people", "이규만"], ["person", "20162154"], ["company", "20141613"], ["codes", "2204"],
        ["sync", "20220105"],
    ]
    /// The commands that may reach KOBIS through another's request only: a day's neighbour, the same
    /// chart again or filtered, another week's span, a search's next page, the detail behind a poster.
    static let repeating: Set = [
        "prev", "next", "refresh", "filter", "weekend", "weekdays", "more", "poster",
    ]

    @Test("every command that may reach KOBIS is tried here, or repeats the request of one that is")
    func everyCommandThatMayReachKOBISIsTried() {
        let reaching = Set(CommandList.all.filter { $0.mayReachKOBIS }.map { $0.name })
        let tried = Set(Self.tried.compactMap { $0.first.flatMap { CommandList.command(named: $0)?.name } })
        #expect(reaching.subtracting(Self.repeating) == tried)
        #expect(Self.repeating.isSubset(of: reaching))
    }

    @Test("KOBIS's 320011 to a command sets today's calls to 3,000", arguments: tried)
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
