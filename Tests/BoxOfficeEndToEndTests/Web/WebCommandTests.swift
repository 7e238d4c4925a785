// `boxoffice web` as built: where it listens, how it stops, what it refuses, what it asks KOBIS, and the key.

import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("boxoffice web, the built binary")
struct WebCommandTests {
    /// The listening sockets `ss -ltn` shows on `port`: their local addresses.
    static func listeners(on port: Int) async throws -> [String] {
        let ss = try BoxOfficeProcess(environment: [:])
        let result = try await ss.run(
            ["-ltn"], input: Data(), executable: URL(fileURLWithPath: "/usr/bin/ss"))
        return result.output.split(separator: "\n").compactMap { line in
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            guard columns.count >= 4, columns[3].hasSuffix(":\(port)") else { return nil }
            return String(columns[3])
        }
    }

    @Test(
        "it listens on 127.0.0.1 only, says the port it got, answers, and SIGTERM ends it with 0",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/ss"), "ss (iproute2) is missing"))
    func listensOnLoopbackOnly() async throws {
        let server = try RunningWebServer(try BoxOfficeProcess())
        let port = try await server.port()
        #expect(server.errorText.contains("serving http://127.0.0.1:\(port)/"), "\(server.errorText)")
        #expect(try await Self.listeners(on: port) == ["127.0.0.1:\(port)"])
        let page = try await server.get("/daily", port: port)
        #expect(page.status == 200)
        #expect(page.text.contains(#"<p class="demo" role="note">"#), "the demo's banner")
        let end = try await server.terminate()
        #expect(end.status == 0 && !end.signalled, "\(server.errorText)")
    }

    @Test("--port 70000 and --host example.com are refused before anything is opened: 64")
    func badOptions() async throws {
        let app = try BoxOfficeProcess()
        let port = try await app.run(["web", "--port", "70000", "--lang", "en"])
        #expect(port.status == 64)
        #expect(port.errors == "boxoffice: " + EnglishWords().portInvalid(70_000) + "\n")
        let host = try await app.run(["web", "--host", "example.com", "--lang", "en"])
        #expect(host.status == 64)
        #expect(host.errors == "boxoffice: " + EnglishWords().hostInvalid("example.com") + "\n")
        // The bracketed form is how a Host header writes an IPv6 address, not how one is listened on.
        let bracketed = try await app.run(["web", "--host", "[::1]", "--lang", "en"])
        #expect(bracketed.status == 64)
        #expect(bracketed.errors == "boxoffice: " + EnglishWords().hostInvalid("[::1]") + "\n")
    }

    @Test("--host 0.0.0.0 is warned of once, and served")
    func otherMachinesWarned() async throws {
        let server = try RunningWebServer(try BoxOfficeProcess(), ["--host", "0.0.0.0"])
        let port = try await server.port()
        let warning = EnglishWords().hostWarning(host: "0.0.0.0")
        #expect(server.errorText.components(separatedBy: warning).count == 2, "\(server.errorText)")
        #expect(try await server.get("/daily", port: port).status == 200)
        #expect(try await server.terminate().status == 0)
    }

    @Test("a port another program listens on: said in words, exit 1")
    func portInUse() async throws {
        let first = try RunningWebServer(try BoxOfficeProcess())
        let port = try await first.port()
        let second = try await BoxOfficeProcess().run(["web", "--port", String(port), "--lang", "en"])
        #expect(second.status == 1)
        #expect(
            second.errors.contains(EnglishWords().portInUse("http://127.0.0.1:\(port)/")), "\(second.errors)")
        #expect(try await first.terminate().status == 0)
    }

    @Test("a stored chart's page asks KOBIS nothing, and the key is in no page, header or line said")
    func storedChartAndTheKey() async throws {
        try await LoopbackKOBISServer.withRunning(reply: MCPLoopback.reply) { kobis in
            let app = try MCPLoopback.app(kobis)
            let stored = try await app.run(["daily", "20240105"])
            #expect(stored.status == 0, "\(stored.errors)")
            let server = try RunningWebServer(app)
            let port = try await server.port()
            let asked = await kobis.requestCount
            let chart = try await server.get("/daily?day=20240105", port: port)
            #expect(chart.status == 200, "\(chart.text)")
            let after = await kobis.requestCount
            #expect(after == asked, "a stored chart is answered from the store")
            var seen = [chart.text]
            for target in [
                "/", "/daily?day=20240105&mode=icon", "/weekly?day=20240105", "/calendar?month=202401",
                "/trend?movie=20240001", "/daily?colour=red", "/no-such-page",
            ] {
                seen.append(try await server.get(target, port: port).text)
            }
            let end = try await server.terminate()
            #expect(end.status == 0, "\(server.errorText)")
            seen.append(server.errorText)
            for text in seen {
                #expect(!text.contains(LiveKOBISTests.key), "\(text.prefix(300))")
            }
            let store = app.home.appendingPathComponent("cache/boxoffice/boxoffice.sqlite")
            #expect(FileManager.default.fileExists(atPath: store.path))
            #expect(!FileManager.default.fileExists(atPath: store.path + "-wal"), "the log folded at exit")
        }
    }
}
