// `boxoffice mcp`: the Model Context Protocol server, the commands as tools and the stored charts as resources.

import BoxOfficeCommands
import BoxOfficePresentation
import Foundation

/// The protocol front: one session for the whole conversation (a chart shown stays shown, so
/// `detail 3` works after `daily`), answered over the transport the executable chose. Every request gets
/// one answer under its own id, but one the client cancels before its answer is written: that gets none.
@MainActor
public final class BoxOfficeMCPServer {
    /// As many requests as are worked on at once: the next message is not taken before one is answered.
    public static let mostUnanswered = 16
    /// As many bytes of requests as are worked on at once: a request read into values takes many times its
    /// line, so a message of a megabyte is worked on alone.
    static let mostBytesUnanswered = 1 << 20
    /// The protocol's revisions this server speaks, newest first: it answers in the client's when it is one.
    static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

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

    /// Serves until the client's input ends and every request read is answered, or the client has gone.
    public func run(on transport: some MessageTransport) async {
        let requests = RequestsInFlight()
        // Whenever the client goes, what runs for it stops at once and nothing more is started.
        let watching = Task { @MainActor in
            await transport.clientGone()
            if !Task.isCancelled { requests.endAll() }
        }
        defer { watching.cancel() }
        do {
            for try await line in await transport.receive() {
                guard !requests.ended else { break }
                let read = IncomingLine(line, words: words)
                // A notification is taken in at once, even while 16 requests wait: a cancel may free that room.
                if case .single(.notification(let method, let params)) = read {
                    notice(method, params, requests: requests)
                    continue
                }
                await requests.waitUntilFewer(than: Self.mostUnanswered, bytesLimit: Self.mostBytesUnanswered)
                guard !requests.ended else { break }
                requests.start(read.cancellableID, size: line.count) { [self] in
                    // A request cancelled is not answered, as the protocol asks: its id may be the client's again.
                    if let answer = await answer(read, requests: requests), !Task.isCancelled {
                        try? await transport.send(answer)
                    }
                }
            }
        } catch {
            // Nobody will read the answers.
            return requests.endAll()
        }
        await requests.waitUntilFewer(than: 1)
    }

    private func answer(_ line: IncomingLine, requests: RequestsInFlight) async -> Data? {
        switch line {
        case .single(let message):
            return await answer(message, requests: requests)
        case .batch(let messages):
            var answers: [Data] = []
            for message in messages {
                if let answer = await answer(message, requests: requests) { answers.append(answer) }
            }
            return RPCAnswer.batch(answers)
        }
    }

    private func answer(_ message: IncomingMessage, requests: RequestsInFlight) async -> Data? {
        switch message {
        case .request(let id, let method, let params):
            do throws(RPCFailure) {
                return RPCAnswer.result(try await result(of: method, params), id: id)
            } catch {
                return RPCAnswer.error(error, id: id)
            }
        case .notification(let method, let params):
            notice(method, params, requests: requests)
            return nil
        case .nothingToAnswer:
            return nil
        case .refused(let failure, let id):
            return RPCAnswer.error(failure, id: id)
        }
    }

    /// What a notification asks, done at once: a cancel stops the request it names; the others need nothing.
    private func notice(_ method: String, _ params: JSONValue, requests: RequestsInFlight) {
        if method == "notifications/cancelled", let named = params[member: "requestId"] {
            requests.cancel(named)
        }
    }

    private func result(of method: String, _ params: JSONValue) async throws(RPCFailure) -> JSONValue {
        switch method {
        case "initialize": return try initialized(params)
        case "ping": return .object([])
        case "tools/list": return .object([("tools", .array(calls.tools))])
        case "tools/call":
            guard let name = params[member: "name"]?.stringValue else { throw invalid(method) }
            let arguments = params[member: "arguments"] ?? .null
            guard let values = arguments.members ?? (arguments == .null ? [:] : nil) else {
                throw invalid(method)
            }
            return try await calls.call(name, arguments: values)
        case "resources/list": return .object([("resources", .array(try await resources()))])
        case "resources/templates/list": return .object([("resourceTemplates", .array([]))])
        case "resources/read":
            guard let uri = params[member: "uri"]?.stringValue else { throw invalid(method) }
            return try await read(uri)
        default:
            throw RPCFailure(code: RPCFailure.methodNotFound, message: words.unknownMethod(method))
        }
    }

    private func invalid(_ method: String) -> RPCFailure {
        RPCFailure(code: RPCFailure.invalidParams, message: words.paramsInvalid(method: method))
    }

    /// What the server is and can do, in the protocol's revision the client asked for when it speaks it.
    private func initialized(_ params: JSONValue) throws(RPCFailure) -> JSONValue {
        guard let asked = params[member: "protocolVersion"]?.stringValue else { throw invalid("initialize") }
        let spoken = Self.protocolVersions.contains(asked) ? asked : Self.protocolVersions[0]
        return .object([
            (
                "capabilities",
                .object([
                    ("resources", .object([("listChanged", .bool(false)), ("subscribe", .bool(false))])),
                    ("tools", .object([("listChanged", .bool(false))])),
                ])
            ),
            ("protocolVersion", .string(spoken)),
            ("serverInfo", .object([("name", .string("boxoffice")), ("version", .string(version))])),
        ])
    }

    private func resources() async throws(RPCFailure) -> [JSONValue] {
        let content = try await published { await charts.list() }
        guard case .list(let listed) = content else { return [] }
        return listed.map { chart in
            .object([
                ("mimeType", .string("application/json")), ("name", .string(chart.title)),
                ("uri", .string(ChartAddress(kind: chart.kind, day: chart.first).uri)),
            ])
        }
    }

    /// A stored chart's json document, as the chart tool gives it for a stored chart; read from the
    /// store alone, so it asks KOBIS nothing and leaves the chart shown (what `detail 1` means) as it was.
    private func read(_ uri: String) async throws(RPCFailure) -> JSONValue {
        let notStored = RPCFailure(code: RPCFailure.invalidParams, message: words.notStored(resource: uri))
        guard let address = ChartAddress(uri: uri) else { throw notStored }
        let content = try await published { await charts.read(kind: address.kind, first: address.day) }
        guard case .chart(let chart?) = content else { throw notStored }
        let contents = JSONValue.object([
            ("mimeType", .string("application/json")), ("text", .string(chart.json(cleaning: cleaning))),
            ("uri", .string(uri)),
        ])
        return .object([("contents", .array([contents]))])
    }

    /// What the stored charts' ViewModel publishes after `intent`; its failure as an internal error.
    /// Its state is read as the intent returns, with nothing awaited between: requests are answered
    /// at once, and another read's failure published meanwhile is not this one's.
    private func published(_ intent: () async -> Void) async throws(RPCFailure) -> StoredChartsViewData? {
        await intent()
        switch charts.state {
        case .loaded(let content): return content
        case .failed(let failure): throw RPCFailure(code: RPCFailure.internalError, message: failure.message)
        case .idle, .loading: return nil
        }
    }
}

extension IncomingLine {
    /// The id a client may name to cancel this line's work: a single request's.
    var cancellableID: RequestID? {
        guard case .single(.request(let id, _, _)) = self else { return nil }
        return id
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
