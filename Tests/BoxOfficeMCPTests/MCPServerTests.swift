// The protocol server's own part, through a real client: calls one at a time, tools named whole, stored charts as resources.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import MCP
import Synchronization
import Testing

@testable import BoxOfficeMCP

@MainActor
@Suite struct MCPServerTests {
    let words = ServedInProcess.words

    @Test func twoCallsSentAtOnceAreAnsweredEachWithItsOwnResult() async throws {
        // Both wait at the source, so without the queue their answers would be one shared answer.
        let charts = StubBoxOfficeRepository(delay: .milliseconds(200)) { day in
            day.day == 6 ? .failure(.httpStatus(500)) : .success(.stub(date: day))
        }
        let served = try await ServedInProcess(charts: charts)
        async let good = served.call("daily", ["day": "20240105"])
        async let bad = served.call("daily", ["day": "20240106"])
        let (chart, failure) = try await (good, bad)
        #expect(chart.isError == false, "\(chart.text)")
        #expect(chart.structuredContent?.objectValue?["date"] == "2024-01-05")
        #expect(failure.isError == true)
        #expect(failure.structuredContent == nil, "the other call's chart is not this call's result")
        #expect(!failure.text.contains("경관의 피"), "\(failure.text)")
        await served.end()
    }

    @Test func aToolIsNamedWholeAndAPrefixOfOneIsNoTool() async throws {
        let served = try await ServedInProcess()
        for name in ["week", "dail", "daily "] {
            await #expect(throws: MCPError.self, "\(name)") { try await served.call(name) }
        }
        #expect(try await served.call("weekly", ["day": "20240103"]).isError == false)
        await served.end()
    }

    /// A call's words are parsed once and kept (ParsedCommands): what is kept is the command, never its answer.
    @Test func aCallSentAgainRunsAgainUnderItsOwnFilterAndAnUndeclaredNameIsStillRefused() async throws {
        let charts = StubBoxOfficeRepository()
        let served = try await ServedInProcess(charts: charts)
        let korean: [String: Value] = ["day": "20240105", "nation": "korean"]
        for arguments in [korean, ["day": "20240105"], korean, korean] {
            let chart = try await served.call("daily", arguments)
            #expect(chart.isError == false, "\(chart.text)")
        }
        let filters = await charts.requests.map(\.filter.nation)
        #expect(filters == [.korean, .all, .korean, .korean])
        let refused = try await served.call(
            "daily", ["day": "20240105", "nation": "korean", "colour": "red"])
        #expect(refused.isError == true)
        #expect(await charts.requests.count == 4, "a refused call asks nothing")
        await served.end()
    }

    @Test func theDocumentAndTheTextArePassedThroughTheCleaningAsTheOneShotJSONIs() async throws {
        let charts = StubBoxOfficeRepository { day in
            .success(.stub(date: day, entries: [.stub(rank: 1, title: "\u{1B}[31m빨강")]))
        }
        let served = try await ServedInProcess(
            charts: charts, cleaning: { $0.replacingOccurrences(of: "\u{1B}", with: "^[") })
        let chart = try await served.call("daily", ["day": "20240105"])
        let entry = chart.structuredContent?.objectValue?["entries"]?.arrayValue?.first?.objectValue
        #expect(entry?["title"] == "^[[31m빨강")
        #expect(chart.text.contains("^[[31m빨강") && !chart.text.contains("\u{1B}"), "\(chart.text)")
        await served.end()
    }

    @Test func theDaysTheStoreLacksAreSaidBesideTheHistorysAnswer() async throws {
        let served = try await ServedInProcess(history: [.stub(date: try day(1)), .stub(date: try day(3))])
        let top = try await served.call("top", ["from": "20240101", "to": "20240103"])
        #expect(top.isError == false, "\(top.text)")
        #expect(top.structuredContent != nil)
        #expect(top.text.contains("boxoffice sync 20240102 20240102"), "\(top.text)")
        await served.end()
    }

    @Test func aChartTheStoreDidNotKeepIsGivenWithTheLossSaidCleanedAsAToolError() async throws {
        // The store's path is the user's own text: it goes through the cleaning as a title does.
        let problem = StoreWriteFailure(file: "/tmp/\u{1B}]0;x\u{07}/store.sqlite", reason: .full)
        let charts = StubBoxOfficeRepository { day in .failure(.chartNotKept(.stub(date: day), problem)) }
        let cleaning: @Sendable (String) -> String = {
            $0.replacingOccurrences(of: "\u{1B}", with: "^[").replacingOccurrences(of: "\u{07}", with: "^G")
        }
        let served = try await ServedInProcess(charts: charts, cleaning: cleaning)
        let chart = try await served.call("daily", ["day": "20240105"])
        #expect(chart.structuredContent?.objectValue?["date"] == "2024-01-05")
        // The one-shot `daily` exits 1 and the prompt reports it: the call failed, its chart still given.
        #expect(chart.isError == true)
        let said = words.text(for: BoxOfficeFailure.chartNotKept(.stub(date: try day(5)), problem))
        #expect(chart.text.contains(cleaning(said)), "\(chart.text)")
        #expect(!chart.text.contains("\u{1B}") && !chart.text.contains("\u{07}"), "\(chart.text)")
        await served.end()
    }

    @Test(arguments: [(2_699, false), (2_700, true), (3_000, true)])
    func aCallThatMayReachKOBISSaysWhenTheDaysCallsNearTheLimit(callsToday: Int, warned: Bool) async throws {
        let served = try await ServedInProcess(calls: { _ in callsToday })
        let warning = try #require(words.warning(for: KOBISCallBudget(calls: max(callsToday, 2_700))))
        let first = try await served.call("daily", ["day": "20240105"])
        #expect(first.text.contains(warning) == warned, "\(first.text)")
        #expect(first.isError == false, "a warning, not a failure")
        // Said once a level, as at the prompt.
        let second = try await served.call("daily", ["day": "20240106"])
        #expect(!second.text.contains(warning), "\(second.text)")
        await served.end()
    }

    /// The count is told as the call is made: the call that asked KOBIS for the 2,700th time says so itself.
    @Test(arguments: [(2_698, false), (2_699, true)])
    func theCallThatBringsTheDaysCallsToTheLimitSaysSoItself(before: Int, warned: Bool) async throws {
        let charts = StubBoxOfficeRepository()
        let served = try await ServedInProcess(charts: charts, calls: { before + $0 })
        let warning = try #require(words.warning(for: KOBISCallBudget(calls: 2_700)))
        let chart = try await served.call("daily", ["day": "20240105"])
        #expect(await charts.requests.count == 1, "one call to KOBIS")
        #expect(chart.text.contains(warning) == warned, "\(chart.text)")
        await served.end()
    }

    @Test func aCallThatNeverReachesKOBISDoesNotReadTheDaysCalls() async throws {
        let served = try await ServedInProcess(history: [.stub(date: try day(1))], calls: { _ in 2_800 })
        let top = try await served.call("top", ["from": "20240101", "to": "20240101"])
        let warning = try #require(words.warning(for: KOBISCallBudget(calls: 2_800)))
        #expect(top.isError == false && !top.text.contains(warning), "\(top.text)")
        await served.end()
    }

    @Test func aStoredChartIsReadFromTheStoreAloneAndAnAddressTheStoreLacksIsRefused() async throws {
        let kept = StoredChart(fetchedAt: Date(timeIntervalSince1970: 1_707_000_000), isEmpty: false)
        let archive = StubChartArchive(stored: [.day(try day(1)): kept])
        let charts = StubBoxOfficeRepository()
        let served = try await ServedInProcess(charts: charts, archive: archive)
        let (listed, _) = try await served.client.listResources()
        #expect(listed.map(\.uri) == ["boxoffice://chart/daily/2024-01-01"])
        let read = try await served.client.readResource(uri: "boxoffice://chart/daily/2024-01-01")
        let document = try #require(
            read.first?.text.map { try JSONDecoder().decode(Value.self, from: Data($0.utf8)) })
        #expect(document.objectValue?["date"] == "2024-01-01" && document.objectValue?["source"] == "cache")
        // The week holding that day, and the day after it: neither is stored.
        for uri in ["boxoffice://chart/weekly/2024-01-01", "boxoffice://chart/daily/2024-01-02"] {
            await #expect(throws: MCPError.self, "\(uri)") { try await served.client.readResource(uri: uri) }
        }
        #expect(await charts.requests.isEmpty, "a resource is read from the store, never asked of KOBIS")
        await served.end()
    }

    @Test func readingAResourceLeavesTheChartShownAsItWas() async throws {
        let kept = StoredChart(fetchedAt: Date(timeIntervalSince1970: 1_707_000_000), isEmpty: false)
        let served = try await ServedInProcess(archive: StubChartArchive(stored: [.day(try day(1)): kept]))
        _ = try await served.call("daily", ["day": "2023-12-29"])
        _ = try await served.client.readResource(uri: "boxoffice://chart/daily/2024-01-01")
        let calendar = try await served.call("calendar")
        // With no month given, the calendar is the shown chart's month, that day marked shown.
        #expect(calendar.structuredContent?.objectValue?["month"] == "2023-12", "\(calendar.text)")
        let shown = calendar.structuredContent?.objectValue?["days"]?.arrayValue?.filter {
            $0.objectValue?["shown"] == true
        }
        #expect(shown?.compactMap { $0.objectValue?["date"] } == ["2023-12-29"])
        await served.end()
    }

    @Test func aStoreThatCouldNotBeReadOnceIsListedWhenItAnswersAgain() async throws {
        let kept = StoredChart(fetchedAt: Date(timeIntervalSince1970: 1_707_000_000), isEmpty: false)
        let archive = FailingOnceArchive(stored: [.day(try day(1)): kept])
        let served = try await ServedInProcess(archive: archive)
        await #expect(throws: MCPError.self) { try await served.client.listResources() }
        let (listed, _) = try await served.client.listResources()
        #expect(listed.map(\.uri) == ["boxoffice://chart/daily/2024-01-01"])
        await served.end()
    }
}

/// A store that cannot be read the first time it is asked (another process holding it), then answers.
final class FailingOnceArchive: ChartArchive {
    private let stored: StubChartArchive
    private let asked = Mutex(0)

    init(stored: [ChartPeriod: StoredChart]) {
        self.stored = StubChartArchive(stored: stored)
    }

    struct Busy: Error {}

    func storedCharts(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate
    ) async throws -> [ChartPeriod: StoredChart] {
        let isFirst = asked.withLock { count in
            count += 1
            return count == 1
        }
        if isFirst { throw Busy() }
        return try await stored.storedCharts(kind, filter: filter, from: first, to: last)
    }

    func chartRows(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate,
        after cursor: ChartRowCursor?, limit: Int
    ) async throws -> [ChartRow] { [] }

    func storedChart(_ request: ChartRequest) async throws -> BoxOfficeChart? {
        try await stored.storedChart(request)
    }
}
