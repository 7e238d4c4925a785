// Resource requests the SDK answers at once, each in its own task: one's failure is never another's answer.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import MCP
import Testing

@MainActor
@Suite struct ConcurrentResourceReadTests {
    @Test func aReadThatFailsWhileAnotherWaitsLeavesTheOtherItsChart() async throws {
        let (slow, broken) = try (day(1), day(2))
        let archive = SlowAndBrokenArchive(slow: slow, broken: broken)
        let served = try await ServedInProcess(archive: archive)
        async let kept = served.client.readResource(uri: "boxoffice://chart/daily/2024-01-01")
        // Sent once the first waits at the store, which answers it only after this one failed.
        for await _ in archive.slowReached.stream { break }
        await #expect(throws: MCPError.self) {
            try await served.client.readResource(uri: "boxoffice://chart/daily/2024-01-02")
        }
        let contents = try await kept
        #expect(contents.first?.text?.contains("\"date\":\"2024-01-01\"") == true, "\(contents)")
        await served.end()
    }

}

/// A store whose chart of `broken` cannot be read, and whose chart of `slow` is read only after that.
struct SlowAndBrokenArchive: ChartArchive {
    let slow: BoxOfficeDate
    let broken: BoxOfficeDate
    let slowReached = AsyncStream.makeStream(of: Void.self)
    let brokenFailed = AsyncStream.makeStream(of: Void.self)

    struct Unreadable: Error {}

    func storedCharts(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate
    ) async throws -> [ChartPeriod: StoredChart] { [:] }

    func chartRows(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate,
        after cursor: ChartRowCursor?, limit: Int
    ) async throws -> [ChartRow] { [] }

    func storedChart(_ request: ChartRequest) async throws -> BoxOfficeChart? {
        if request.period == .day(broken) {
            brokenFailed.continuation.yield()
            throw Unreadable()
        }
        slowReached.continuation.yield()
        for await _ in brokenFailed.stream { break }
        return BoxOfficeChart(period: request.period, filter: request.filter, source: .cache, entries: [])
    }
}
