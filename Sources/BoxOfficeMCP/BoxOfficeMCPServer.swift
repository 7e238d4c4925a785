// `boxoffice mcp`: the Model Context Protocol server, the commands as tools and the stored charts as resources.

import BoxOfficeCommands
import BoxOfficePresentation
import Foundation
import MCP

/// The protocol front: one session for the whole conversation (a chart shown stays shown, so
/// `detail 3` works after `daily`), answered over the transport the executable chose.
@MainActor
public final class BoxOfficeMCPServer {
    private let calls: ToolCalls
    private let charts: StoredChartsViewModel
    private let words: any Words
    private let version: String
    private let cleaning: @Sendable (String) -> String

    /// - Parameter cleaning: what the one-shot `--format json` passes texts through.
    public init(
        viewModels: SessionViewModels, storedCharts: StoredChartsViewModel, words: any Words, version: String,
        cleaning: @escaping @Sendable (String) -> String
    ) {
        calls = ToolCalls(session: MCPSession(viewModels: viewModels, words: words, cleaning: cleaning))
        charts = storedCharts
        self.words = words
        self.version = version
        self.cleaning = cleaning
    }

    /// Serves until the client closes the connection.
    public func run(on transport: any Transport) async throws {
        let server = Server(
            name: "boxoffice", version: version,
            capabilities: .init(
                resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false))
        )
        // The tools' schemas are read off their declarations when first asked for, not before `initialize`.
        await server.withMethodHandler(ListTools.self) { [calls] _ in await .init(tools: calls.tools) }
        await server.withMethodHandler(CallTool.self) { [calls] params in
            try await calls.call(params.name, arguments: params.arguments ?? [:])
        }
        await server.withMethodHandler(ListResources.self) { [weak self] _ in
            guard let self else { return .init(resources: []) }
            return try await .init(resources: self.resources())
        }
        await server.withMethodHandler(ReadResource.self) { [weak self] params in
            guard let self else { throw MCPError.internalError(nil) }
            return try await self.read(params.uri)
        }
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
    }

    private func storedList() async throws -> [StoredChartViewData] {
        let content = try await published { await charts.list() }
        guard case .list(let listed) = content else { return [] }
        return listed
    }

    private func resources() async throws -> [Resource] {
        try await storedList().map { chart in
            Resource(
                name: chart.title, uri: ChartAddress(kind: chart.kind, day: chart.first).uri,
                mimeType: "application/json")
        }
    }

    /// A stored chart's json document, as the chart tool gives it for a stored chart; read from the
    /// store alone, so it asks KOBIS nothing and leaves the chart shown (what `detail 1` means) as it was.
    private func read(_ uri: String) async throws -> ReadResource.Result {
        let notStored = MCPError.invalidParams(words.notStored(resource: uri))
        guard let address = ChartAddress(uri: uri) else { throw notStored }
        let content = try await published { await charts.read(kind: address.kind, first: address.day) }
        guard case .chart(let chart?) = content else { throw notStored }
        let document = chart.json(cleaning: cleaning)
        return .init(contents: [.text(document, uri: uri, mimeType: "application/json")])
    }

    /// What the stored charts' ViewModel publishes after `intent`; its failure as an internal error.
    /// Its state is read as the intent returns, with nothing awaited between: the SDK answers
    /// requests at once, and another read's failure published meanwhile is not this one's.
    private func published(_ intent: () async -> Void) async throws -> StoredChartsViewData? {
        await intent()
        switch charts.state {
        case .loaded(let content): return content
        case .failed(let failure): throw MCPError.internalError(failure.message)
        case .idle, .loading: return nil
        }
    }
}

/// `boxoffice://chart/daily/2022-01-05`: a chart's kind and its first day.
struct ChartAddress: Equatable {
    static let prefix = "boxoffice://chart/"
    let kind: String
    let day: String

    init(kind: String, day: String) {
        self.kind = kind
        self.day = day
    }

    init?(uri: String) {
        guard uri.hasPrefix(Self.prefix) else { return nil }
        let parts = uri.dropFirst(Self.prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        kind = String(parts[0])
        day = String(parts[1])
    }

    var uri: String { Self.prefix + kind + "/" + day }
}
