// A stored chart read as a resource: its texts cleaned as the tools' are, and each refusal by its own error.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import MCP
import Testing

@testable import BoxOfficeMCP

@MainActor
@Suite struct StoredChartResourceTests {
    let words = ServedInProcess.words

    /// The error the client was given for reading `uri`; `nil` when it was read.
    func refusal(_ served: ServedInProcess, _ uri: String) async -> MCPError? {
        do {
            _ = try await served.client.readResource(uri: uri)
            return nil
        } catch {
            return error as? MCPError
        }
    }

    @Test func aResourceIsPassedThroughTheCleaningAsTheChartToolsDocumentIs() async throws {
        let chart = BoxOfficeChart.stub(date: try day(1), entries: [.stub(rank: 1, title: "\u{1B}[31m빨강")])
        let served = try await ServedInProcess(
            archive: OneChartArchive(chart: chart),
            cleaning: { $0.replacingOccurrences(of: "\u{1B}", with: "^[") })
        let read = try await served.client.readResource(uri: "boxoffice://chart/daily/2024-01-01")
        let text = try #require(read.first?.text)
        let document = try JSONDecoder().decode(Value.self, from: Data(text.utf8))
        let entry = document.objectValue?["entries"]?.arrayValue?.first?.objectValue
        #expect(entry?["title"] == "^[[31m빨강", "\(text)")
        #expect(!text.contains("\u{1B}") && !text.lowercased().contains("\\u001b"), "\(text)")
        await served.end()
    }

    @Test(arguments: [
        "boxoffice://chart/daily",  // no address
        "boxoffice://chart/daily/2024-01-02",  // the day after the one stored
        "boxoffice://chart/weekly/2024-01-01",  // the week holding it
        "boxoffice://chart/daily/20240101",  // the day stored, not as the list writes it
    ])
    func whatTheStoreDoesNotHoldIsAnInvalidParameterNamingTheAddress(uri: String) async throws {
        let served = try await ServedInProcess(archive: OneChartArchive(chart: .stub(date: try day(1))))
        _ = try await served.client.readResource(uri: "boxoffice://chart/daily/2024-01-01")
        let refused = await refusal(served, uri)
        #expect(refused?.code == -32602, "\(String(describing: refused))")
        if case .invalidParams(let detail) = refused { #expect(detail == words.notStored(resource: uri)) }
        await served.end()
    }

    @Test func aStoreThatCannotBeReadIsAnInternalErrorSayingSoNotAChartItLacks() async throws {
        let served = try await ServedInProcess(archive: UnreadableChartArchive())
        let refused = await refusal(served, "boxoffice://chart/daily/2024-01-01")
        #expect(refused?.code == -32603, "\(String(describing: refused))")
        await served.end()
        // The SDK's client keeps an internal error's sentence only from its own servers' `data`: read as sent.
        let transport = ScriptedTransport([
            #"{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"boxoffice://chart/daily/2024-01-01"}}"#
        ])
        await ServedInProcess.makeServer(archive: UnreadableChartArchive()).run(on: transport)
        let error = JSONValue.object([
            ("code", .int(-32603)), ("message", .string(words.text(for: HistoryFailure.storeUnreadable))),
        ])
        #expect(transport.answers == [#"{"error":\#(error.text),"id":1,"jsonrpc":"2.0"}"#])
    }
}

/// A store holding one chart, its entries whole.
private struct OneChartArchive: ChartArchive {
    let chart: BoxOfficeChart

    func storedCharts(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate
    ) async throws -> [ChartPeriod: StoredChart] {
        guard kind == chart.period.kind, filter == chart.filter else { return [:] }
        return [
            chart.period: StoredChart(fetchedAt: Date(timeIntervalSince1970: 1_707_000_000), isEmpty: false)
        ]
    }

    func chartRows(
        _ kind: ChartKind, filter: ChartFilter, from first: BoxOfficeDate, to last: BoxOfficeDate,
        after cursor: ChartRowCursor?, limit: Int
    ) async throws -> [ChartRow] { [] }

    func storedChart(_ request: ChartRequest) async throws -> BoxOfficeChart? {
        guard request == chart.request else { return nil }
        var stored = chart
        stored.source = .cache
        return stored
    }
}
