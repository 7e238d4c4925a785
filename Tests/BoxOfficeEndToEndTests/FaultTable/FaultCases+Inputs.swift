// The fault table's cases of input past its bounds: a line too long for the prompt, too many words for a command.

import BoxOfficeTestSupport
import Foundation

extension FaultCase {
    /// Input no command needs: refused in time and memory that do not grow with it, and the session goes on.
    static let inputs: [FaultCase] = [
        FaultCase(
            name: "web: --host that names no address (no name is looked up)",
            command: .oneShot(["web", "--host", "example.com"]), kobis: { _, _ in FaultAnswers.day() }),
        FaultCase(
            name: "web: a port another program listens on (the loopback KOBIS's)",
            command: .oneShot(["web", "--port", FaultCase.kobisPort]), kobis: { _, _ in FaultAnswers.day() }),
        FaultCase(
            name: "REPL: a piped line of 64 KiB and one byte, then the day",
            command: .repl([String(repeating: "x", count: 64 * 1024 + 1), "date 20220105"]),
            kobis: { _, _ in FaultAnswers.day() }),
        FaultCase(
            name: "REPL: a piped line of 257 words to trend, then the day",
            command: .repl([(["trend"] + (1...257).map { "w\($0)" }).joined(separator: " "), "date 20220105"]
            ),
            kobis: { _, _ in FaultAnswers.day() }),
        FaultCase(
            name: "one-shot: 257 words to trend",
            command: .oneShot(["trend"] + (1...257).map { "w\($0)" }),
            kobis: { _, _ in FaultAnswers.day() }),
        mcpPing(id: "1.5", shown: #""id":1.5"#),
        mcpPing(id: "1180591620717411303424", shown: #""id":1180591620717411303424"#),
        mcpPing(id: "{}", shown: "-32600"),
        mcpPing(id: "[]", shown: "-32600"),
        mcpPing(id: "true", shown: "-32600"),
        mcpPing(id: "null", shown: "-32600"),
        FaultCase(
            name: "MCP: a trend call of 257 words",
            command: .mcp(
                named: "trend, its movie 257 words",
                [
                    #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"trend","arguments":{"movie":"\#((1...257).map { "w\($0)" }.joined(separator: " "))"}}}"#
                ]),
            kobis: { _, _ in FaultAnswers.day() }, shown: .line(containing: "Too many words")),
        FaultCase(
            name: "MCP: a client that never reads (40,000 pings sent)",
            command: .mcp(named: "40,000 pings, no answer read", pings(40_000)),
            kobis: { _, _ in FaultAnswers.day() }, reader: .neverReads),
        FaultCase(
            name: "MCP: a client gone (its end of the answers closed, 20,000 pings sent)",
            command: .mcp(named: "20,000 pings, the answers' pipe closed", pings(20_000)),
            kobis: { _, _ in FaultAnswers.day() }, reader: .gone),
    ]

    /// A ping under `id`, the table showing the answer's line holding `shown`.
    static func mcpPing(id: String, shown: String) -> FaultCase {
        FaultCase(
            name: "MCP: a ping whose id is \(id)", command: .mcp(named: "ping, id \(id)", pings(1, id: id)),
            kobis: { _, _ in FaultAnswers.day() }, shown: .line(containing: shown))
    }

    static func pings(_ count: Int, id: String? = nil) -> [String] {
        (1...count).map { #"{"jsonrpc":"2.0","id":\#(id ?? String($0)),"method":"ping"}"# }
    }
}
