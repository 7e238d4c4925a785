// No server can crash it: answers whose status line or headers are cut, then closed (FIN) or reset (RST),
// at once or near the deadline, in one-shot `daily`, `sync`, `detail`'s poster and `boxoffice mcp`.

import BoxOfficeTestSupport
import Foundation
import Testing

/// Every cut is a network failure the user is told, with the exit status of one; no run ends by a
/// signal or hangs (the runner gives each 60 s); the MCP server answers the call after them all.
@Suite("a server that cuts its answer's head and closes")
struct CutConnectionTests {
    /// Where the head stops: nothing, inside the status line, after it, inside the headers, before
    /// the blank line.
    static let cuts = [
        "", "HTT", "HTTP/1.1 20", "HTTP/1.1 200 OK", "HTTP/1.1 200 OK\r\n", "HTTP/1.1 200 OK\r\nContent-Ty",
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 900\r\n",
    ]

    /// One way to cut: where, FIN or RST, at once or 0.9 s into a 1 s timeout.
    struct Cut: Sendable, CustomStringConvertible {
        let head: String
        let reset: Bool
        let nearDeadline: Bool

        var reply: RawReply {
            .cut(Data(head.utf8), after: nearDeadline ? .milliseconds(900) : .zero, reset: reset)
        }

        var description: String {
            "\(head.debugDescription) then \(reset ? "RST" : "FIN")\(nearDeadline ? " near the deadline" : "")"
        }
    }

    static let matrix: [Cut] = cuts.flatMap { head in
        [false, true].flatMap { reset in
            [false, true].map { Cut(head: head, reset: reset, nearDeadline: $0) }
        }
    }

    private static func runs(
        _ command: [String], kobis: @escaping @Sendable (RawRequest, Cut) -> RawReply,
        kakao: (@Sendable (RawRequest, Cut) -> RawReply)? = nil, shown: FaultCase.Shown = .automatic
    ) async throws -> [(Cut, FaultTableRunner.Row)] {
        var cases: [FaultCase] = []
        for cut in matrix {
            var fault = FaultCase(
                name: "\(command.joined(separator: " ")): \(cut)", command: .oneShot(command), timeout: "1",
                kobis: { request, _ in kobis(request, cut) }, shown: shown)
            if let kakao {
                fault.kakao = { request, _ in kakao(request, cut) }
            }
            cases.append(fault)
        }
        return Array(zip(matrix, try await FaultTableRunner.rows(of: cases)))
    }

    @Test func dailyTellsANetworkFailureAndExitsOne() async throws {
        for (cut, row) in try await Self.runs(["daily", FaultCase.day], kobis: { _, cut in cut.reply }) {
            #expect(row.status == 1, "\(cut): \(row.shown)")
            #expect(row.shown.contains("KOBIS"), "\(cut): \(row.shown)")
        }
    }

    @Test func syncCountsTheDaysItGotAndExitsOne() async throws {
        // Given a KOBIS that answers three days, then cuts every later answer
        let rows = try await Self.runs(
            FaultCase.syncCommand,
            kobis: { request, cut in
                request.index < 3
                    ? .json(LoopbackBodies.dailyJSON(targetDt: request.query("targetDt") ?? "")) : cut.reply
            }, shown: .line(containing: "etched"))
        for (cut, row) in rows {
            #expect(row.status == 1, "\(cut): \(row.shown)")
            #expect(row.shown.contains("3"), "\(cut): \(row.shown)")
        }
    }

    @Test func detailShowsTheMovieAndSaysThePosterIsUnavailable() async throws {
        let rows = try await Self.runs(
            ["detail", FaultCase.movieCode], kobis: { _, _ in FaultAnswers.movieInfo },
            kakao: { _, cut in cut.reply }, shown: .line(containing: "oster"))
        for (cut, row) in rows {
            #expect(row.status == 0, "\(cut): \(row.shown)")
            #expect(row.shown.contains("Kakao"), "\(cut): \(row.shown)")
        }
    }

    @Test func theMCPServerAnswersEachCallAsAToolErrorAndTheNextOne() async throws {
        // Given a KOBIS that cuts day N of January 2022 the N-th way, and answers 2022-02-01
        let server = try LoopbackRawServer.start { request in
            let day = request.query("targetDt") ?? ""
            guard day.hasPrefix("202201"), let index = Int(day.suffix(2)),
                Self.matrix.indices.contains(index - 1)
            else { return .json(LoopbackBodies.dailyJSON(targetDt: day)) }
            return Self.matrix[index - 1].reply
        }
        defer { server.stop() }
        let app = try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": FaultTableRunner.kobisKey, "KOBIS_BASE_URL": server.baseURL.absoluteString,
            "KOBIS_TIMEOUT": "1", "LANG": "en_US.UTF-8",
        ])
        defer { try? FileManager.default.removeItem(at: app.home) }
        let mcp = try RunningMCPServer(app)
        let answers = OutputLines(mcp.answers)
        var lines = [MCPFuzzTests.initialize, MCPFuzzTests.initialized]
        for index in Self.matrix.indices {
            let day = "202201" + String(format: "%02d", index + 1)
            lines.append(
                #"{"jsonrpc":"2.0","id":\#(index + 1),"method":"tools/call","params":{"name":"daily","arguments":{"day":"\#(day)"}}}"#
            )
        }
        lines.append(
            #"{"jsonrpc":"2.0","id":100,"method":"tools/call","params":{"name":"daily","arguments":{"day":"20220201"}}}"#
        )
        try mcp.requests.fileHandleForWriting.write(
            contentsOf: Data((lines.joined(separator: "\n") + "\n").utf8))
        // When every call has been answered
        #expect(await answers.waitUntil { $0.contains { $0.hasPrefix(#"{"id":100,"#) } })
        let end = try await mcp.finish()
        // Then each cut call is a tool error naming KOBIS, and the last one brings the day
        for (index, cut) in Self.matrix.enumerated() {
            let answer = answers.seen.first { $0.hasPrefix(#"{"id":\#(index + 1),"#) }
            #expect(answer?.contains(#""isError":true"#) == true, "\(cut): \(answer ?? "no answer")")
            #expect(answer?.contains("KOBIS") == true, "\(cut): \(answer ?? "no answer")")
        }
        let last = answers.seen.first { $0.hasPrefix(#"{"id":100,"#) } ?? ""
        #expect(!last.contains(#""isError":true"#), "\(last)")
        #expect(end.status == 0 && !end.signalled, "\(end.errors)")
    }
}
