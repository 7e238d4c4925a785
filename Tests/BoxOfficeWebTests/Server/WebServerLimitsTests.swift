// The server on a real socket: what the router alone cannot show (its limits, the Host it answers).

import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeWeb

@MainActor
@Suite("The server's limits, on a socket")
struct WebServerLimitsTests {
    /// A request to the site listening on a port of its choosing; its status.
    func statuses(_ requests: @escaping (_ port: Int) -> [String]) async throws -> [Int] {
        try await withLiveSite({ SiteInProcess.server(listening: $0) }) { port in
            var statuses: [Int] = []
            for request in requests(port) {
                statuses.append(try await RawHTTP.fetch(request, port: port).status)
            }
            return statuses
        }
    }

    @Test("port 0 is a port the system picks, said as http://127.0.0.1:PORT/")
    func portZero() async throws {
        let (addresses, said) = AsyncStream.makeStream(of: String.self)
        let (port, status) = try await withLiveSite({ listening in
            SiteInProcess.server { address in
                said.yield(address)
                await listening(address)
            }
        }) { port in
            (
                port,
                try await RawHTTP.fetch(RawHTTP.request("/", host: "127.0.0.1:\(port)"), port: port).status
            )
        }
        var iterator = addresses.makeAsyncIterator()
        #expect(await iterator.next() == "http://127.0.0.1:\(port)/")
        #expect(port > 0)
        #expect(status == 200)
    }

    @Test("POST is 405, a GET with a body 413")
    func methodsAndBodies() async throws {
        let answers = try await statuses { port in
            let host = "127.0.0.1:\(port)"
            return [
                RawHTTP.request("/daily", method: "POST", host: host, extra: ["Content-Length: 0"]),
                RawHTTP.request("/daily", host: host, extra: ["Content-Length: 5"], body: "hello"),
                RawHTTP.request(
                    "/daily", host: host, extra: ["Transfer-Encoding: chunked"],
                    body: "5\r\nhello\r\n0\r\n\r\n"),
                RawHTTP.request("/daily", method: "HEAD", host: host),
            ]
        }
        #expect(answers == [405, 413, 413, 200])
    }

    @Test("a Host that names another site is 421, and the page says nothing of ours")
    func wrongHost() async throws {
        try await withLiveSite({ SiteInProcess.server(listening: $0) }) { port in
            for host in ["evil.example:\(port)", "evil.example", "127.0.0.1:\(port + 1)"] {
                let answer = try await RawHTTP.fetch(RawHTTP.request("/daily", host: host), port: port)
                #expect(answer.status == 421, "\(host)")
                #expect(
                    answer.text.lowercased().contains("content-security-policy: default-src 'none'"),
                    "\(host)")
            }
            // The host is checked before the method: another site's POST learns nothing of ours either.
            let post = RawHTTP.request(
                "/daily", method: "POST", host: "evil.example", extra: ["Content-Length: 0"])
            #expect(try await RawHTTP.fetch(post, port: port).status == 421)
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"] {
                #expect(
                    try await RawHTTP.fetch(RawHTTP.request("/daily", host: host), port: port).status == 200,
                    "\(host)")
            }
        }
    }

    @Test("an address of exactly 8 KiB is served; one byte more is refused")
    func longestAddress() async throws {
        let answers = try await statuses { port in
            let start = "/site.css?"
            let longest = start + String(repeating: "a", count: WebServer.longestField - start.utf8.count)
            return [longest, longest + "a"].map { RawHTTP.request($0, host: "127.0.0.1:\(port)") }
        }
        #expect(answers == [200, 400])
    }

    @Test("64 header fields are read; 65 are refused")
    func mostHeaderFields() async throws {
        let answers = try await statuses { port in
            // Host and Connection are two of them.
            let fields = { (count: Int) in (1...count).map { "X-Field-\($0): 1" } }
            let most = WebServer.mostHeaderFields - 2
            return [most, most + 1].map {
                RawHTTP.request("/site.css", host: "127.0.0.1:\(port)", extra: fields($0))
            }
        }
        #expect(answers == [200, 400])
    }
}
