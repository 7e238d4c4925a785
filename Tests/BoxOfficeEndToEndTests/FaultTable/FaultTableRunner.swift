// Runs one fault case: its servers, the built binary against them, and the row the table gets.

import BoxOfficeTestSupport
import Foundation
import Testing

/// Runs the cases and writes what each showed as a row whose every column is the same from run
/// to run: no timings, ports or temporary paths, and memory in buckets.
enum FaultTableRunner {
    static let kobisKey = "0123456789abcdef0123456789abcdef"
    static let kakaoKey = "kakao-fedcba9876543210"

    /// One row of the table.
    struct Row: Sendable, Equatable {
        let name: String
        let command: String
        let shown: String
        let status: Int32
        let requests: String
        let memory: String
        /// Whether a key appeared in what the binary printed (a failure, not a column).
        let leakedKey: Bool
    }

    /// Runs `cases`, `width` at a time, and returns their rows in order.
    static func rows(of cases: [FaultCase], width: Int = 2) async throws -> [Row] {
        try await withThrowingTaskGroup(of: (Int, Row).self) { group in
            var rows: [Int: Row] = [:]
            for (index, fault) in cases.enumerated() {
                if index >= width, let (done, row) = try await group.next() { rows[done] = row }
                group.addTask { (index, try await run(fault)) }
            }
            for try await (done, row) in group { rows[done] = row }
            return cases.indices.compactMap { rows[$0] }
        }
    }

    /// Runs one case against servers of its own.
    static func run(_ fault: FaultCase) async throws -> Row {
        let python = try #require(Python3.executable, "the fault table measures memory through python3")
        let elsewhere = try LoopbackRawServer.start(host: "127.0.0.2") { _ in .respond(status: 200) }
        defer { elsewhere.stop() }
        let origins = FaultCase.Origins(elsewhere: elsewhere.baseURL)
        let kakaoReply = fault.kakao
        let kakao = try LoopbackRawServer.start { request in kakaoReply?(request, origins) ?? .drop }
        defer { kakao.stop() }
        let kobisReply = fault.kobis
        let kobis = try LoopbackRawServer.start { request in kobisReply(request, origins) }
        defer { kobis.stop() }
        var environment = [
            "KOBIS_API_KEY": kobisKey, "KOBIS_BASE_URL": kobis.baseURL.absoluteString,
            "KOBIS_TIMEOUT": fault.timeout,
        ]
        if fault.kakao != nil {
            environment["KAKAO_REST_API_KEY"] = kakaoKey
            environment["KAKAO_BASE_URL"] = kakao.baseURL.absoluteString
        }
        let process = try BoxOfficeProcess(environment: environment)
        defer { try? FileManager.default.removeItem(at: process.home) }
        for command in fault.before {
            let result = try await process.run(command + ["--lang", "en"])
            #expect(result.status == 0, "\(fault.name): \(command) \(result.errors)")
        }
        try fault.toTheStore?(process.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite").path)
        let asked = kobis.requestCount
        let (typed, input) = invocation(of: fault.command)
        let arguments = typed.map { $0 == FaultCase.kobisPort ? String(kobis.baseURL.port ?? 0) : $0 }
        var interrupt: (@Sendable () -> Bool)?
        if let count = fault.interruptAtRequest {
            interrupt = { kobis.requestCount - asked >= count }
        }
        let outcome = try await BoxOfficeProcess.detached { [interrupt] in
            try MeasuredProcess.run(
                BoxOfficeProcess.executable.path, arguments, environment: process.environment, input: input,
                limit: 60, python: python, fileSizeLimit: fault.fileSizeLimit,
                interrupt: interrupt, reader: fault.reader)
        }
        var requests = "\(kobis.requestCount - asked)"
        if fault.kakao != nil { requests += " + Kakao \(kakao.requestCount)" }
        if fault.watchesElsewhere { requests += " + elsewhere \(elsewhere.requestCount)" }
        let printed = outcome.output + outcome.errors
        let scrub = Scrub(
            servers: [kobis.baseURL, kakao.baseURL, elsewhere.baseURL], home: process.home.path,
            countsVary: fault.countsVary)
        return Row(
            name: fault.name, command: commandText(fault.command),
            shown: scrub(shownLine(of: outcome, fault.shown)), status: outcome.status, requests: requests,
            memory: bucket(kibibytes: outcome.peakKiB),
            leakedKey: printed.contains(kobisKey) || printed.contains(kakaoKey))
    }

    /// The arguments and standard input of `command`, always in English.
    static func invocation(of command: FaultCase.Command) -> ([String], Data) {
        switch command {
        case .oneShot(let arguments): (arguments + ["--lang", "en"], Data())
        case .repl(let lines): (["repl", "--lang", "en"], Data(lines.map { $0 + "\n" }.joined().utf8))
        case .mcp(_, let lines):
            (
                ["mcp", "--lang", "en"],
                Data(
                    ([MCPFuzzTests.initialize, MCPFuzzTests.initialized] + lines).map { $0 + "\n" }.joined()
                        .utf8)
            )
        }
    }

    /// The command as the table names it: a word past 40 characters cut, and past 8 words the count of the rest.
    static func commandText(_ command: FaultCase.Command) -> String {
        switch command {
        case .oneShot(let arguments): shortened(arguments.joined(separator: " "))
        case .repl(let lines): "repl: " + lines.map(shortened).joined(separator: "; ")
        case .mcp(let name, _): "mcp: " + name
        }
    }

    private static func shortened(_ text: String) -> String {
        let words = text.split(separator: " ").map {
            $0.count > 40 ? "\($0.prefix(8))… (\($0.count) bytes)" : String($0)
        }
        return words.count > 8
            ? words.prefix(4).joined(separator: " ") + " … (\(words.count) words)"
            : words.joined(separator: " ")
    }

    /// The line the case shows (see ``FaultCase/Shown``).
    static func shownLine(of outcome: MeasuredProcess.Outcome, _ shown: FaultCase.Shown) -> String {
        let errors = lines(outcome.errors), output = lines(outcome.output)
        switch shown {
        case .line(let text):
            return (output + errors).first { $0.contains(text) } ?? "(no line with '\(text)')"
        case .automatic where outcome.status != 0:
            return errors.first ?? "(nothing on standard error)"
        case .automatic:
            let last = output.last ?? "(no output)"
            return errors.first.map { "\(last) · stderr: \($0)" } ?? last
        }
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// Peak memory in a bucket wide enough to be the same on every run.
    static func bucket(kibibytes: Int) -> String {
        guard kibibytes >= 0 else { return "not measured" }
        let mebibytes = kibibytes / 1_024
        let bounds = [64, 128, 256, 512]
        if let bound = bounds.first(where: { mebibytes < $0 }) {
            let lower = bounds.firstIndex(of: bound).flatMap { $0 > 0 ? bounds[$0 - 1] : nil }
            return lower.map { "\($0)–\(bound) MiB" } ?? "< \(bound) MiB"
        }
        return "≥ 512 MiB"
    }
}

/// What makes a line differ from run to run, taken out of it: the servers' ports, the temporary
/// home, a byte count that depends on timing; and what would break a Markdown table.
struct Scrub {
    let servers: [URL]
    let home: String
    let countsVary: Bool

    func callAsFunction(_ line: String) -> String {
        var text = line.replacingOccurrences(of: home, with: "~")
        for server in servers {
            guard let host = server.host, let port = server.port else { continue }
            text = text.replacingOccurrences(of: "\(host):\(port)", with: "\(host):PORT")
        }
        if countsVary {
            text = text.replacing(/\d[\d,]* bytes?/, with: "N bytes")
        }
        let visible = text.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
        }.joined()
        let cut = visible.count > 140 ? String(visible.prefix(139)) + "…" : visible
        return cut.replacingOccurrences(of: "|", with: "\\|")
    }
}
