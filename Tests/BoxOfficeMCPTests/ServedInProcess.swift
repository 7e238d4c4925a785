// boxoffice mcp in this process, reached by the Swift SDK's client over its in-memory transport, on stub sources.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import MCP
import Synchronization
import Testing

@testable import BoxOfficeMCP
@testable import BoxOfficePresentation

/// A server and its client: the charts from `charts`, the store's history from `history`, the
/// stored charts from `archive`; with `calls`, each chart asked is a KOBIS call whose count (of the
/// calls sent so far) the call budget is told. Any other ViewModel stops the test that touches it.
@MainActor
final class ServedInProcess {
    /// 2024-02-10 03:00 in Seoul: all of January 2024 is final.
    static let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_707_501_600) })
    static let words = EnglishWords(kobisKeySet: true)

    let client = Client(name: "boxoffice-tests", version: "1")
    private let serving: Task<Void, Never>

    init(
        charts: StubBoxOfficeRepository = StubBoxOfficeRepository(), history: [BoxOfficeChart] = [],
        archive: (any ChartArchive)? = nil, calls: (@Sendable (_ sent: Int) -> Int)? = nil,
        cleaning: @escaping @Sendable (String) -> String = { $0 }
    ) async throws {
        let server = Self.makeServer(
            charts: charts, history: history, archive: archive, calls: calls, cleaning: cleaning)
        let (clientEnd, serverEnd) = await InMemoryTransport.createConnectedPair()
        // Connected before the client's first message, which a transport not yet connected drops.
        try await serverEnd.connect()
        serving = Task { await server.run(on: InMemoryServerEnd(transport: serverEnd)) }
        _ = try await client.connect(transport: clientEnd)
    }

    /// The client leaves; the server ends with the conversation.
    func end() async {
        await client.disconnect()
        await serving.value
    }

    func call(_ name: String, _ arguments: [String: Value] = [:]) async throws -> CallTool.Result {
        try await client.callTool(name: name, arguments: arguments).value
    }

    static func makeServer(
        charts: any BoxOfficeRepository = StubBoxOfficeRepository(), history: [BoxOfficeChart] = [],
        archive: (any ChartArchive)? = nil, calls: (@Sendable (_ sent: Int) -> Int)? = nil,
        cleaning: @escaping @Sendable (String) -> String = { $0 }
    ) -> BoxOfficeMCPServer {
        let (words, calendar, session) = (Self.words, Self.calendar, SessionState())
        let counted = calls.map {
            CallCountingBoxOfficeRepository(upstream: charts, calendar: calendar, count: $0)
        }
        let chart = ShowChartUseCase(repository: counted ?? charts, calendar: calendar)
        let films = FilmHistoryUseCase(
            repository: StubFilmHistoryRepository(charts: history), calendar: calendar)
        let makers = SessionViewModels.Makers(
            list: { BoxOfficeListViewModel(useCase: chart, words: words, effects: $0) },
            calendar: { CalendarViewModel(useCase: chart, words: words) },
            settings: Self.untouched("settings"), detail: Self.untouched("detail"),
            poster: Self.untouched("poster"), status: Self.untouched("status"),
            callBudget: { CallBudgetViewModel(words: words) },
            catalogue: Self.untouched("catalogue"),
            sync: Self.untouched("sync"), export: Self.untouched("export"),
            trend: { FilmTrendViewModel(useCase: films, words: words) },
            top: { TopFilmsViewModel(useCase: films, words: words) },
            compare: { FilmComparisonViewModel(useCase: films, words: words) },
            openings: Self.untouched("openings"), months: Self.untouched("months"),
            backup: Self.untouched("backup"), shares: Self.untouched("shares"),
            codes: Self.untouched("codes"),
            prefetchesDetails: false)
        let viewModels = SessionViewModels(sessionState: session, makers: makers)
        // As the composition root wires the counting GET to the session's call budget.
        counted?.reporting { @MainActor [weak viewModels] in viewModels?.callBudget.counted($0) }
        return BoxOfficeMCPServer(
            viewModels: viewModels,
            storedCharts: StoredChartsViewModel(archive: archive, calendar: calendar, words: words),
            words: words,
            version: "test", cleaning: cleaning)
    }

    private static func untouched<Model>(_ name: String) -> @MainActor () -> Model {
        { preconditionFailure("the test touched the \(name) ViewModel without giving one") }
    }
}

extension CallTool.Result {
    /// The text every answer carries.
    var text: String {
        content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }.joined(
            separator: "\n")
    }
}

/// 2024-01-`number`: every test of the server here reads January 2024, all of it final on its clock.
func day(_ number: Int) throws -> BoxOfficeDate {
    try #require(BoxOfficeDate(year: 2024, month: 1, day: number))
}

/// The server's end of the SDK's in-memory pair, as the server is served: the client gone when it disconnects.
struct InMemoryServerEnd: MessageTransport {
    let transport: InMemoryTransport

    func receive() async -> AsyncThrowingStream<Data, any Error> { await transport.receive() }
    func send(_ message: Data) async throws { try await transport.send(message) }

    func clientGone() async {
        while !Task.isCancelled { try? await Task.sleep(for: .seconds(3_600)) }
    }
}

/// Lines sent to the server as they are and its answers kept as written: what no client would send, or what a
/// client's library would hide.
final class ScriptedTransport: MessageTransport {
    private let lines: [String]
    private let written = Mutex<[String]>([])

    init(_ lines: [String]) {
        self.lines = lines
    }

    var answers: [String] { written.withLock { $0 } }

    func receive() async -> AsyncThrowingStream<Data, any Error> {
        AsyncThrowingStream { continuation in
            for line in lines { continuation.yield(Data(line.utf8)) }
            continuation.finish()
        }
    }

    func send(_ message: Data) async throws {
        written.withLock { $0.append(String(decoding: message, as: UTF8.self)) }
    }

    func clientGone() async {
        while !Task.isCancelled { try? await Task.sleep(for: .seconds(3_600)) }
    }
}
