// Each address through the router without a socket: its status, its policy, its type, its refusals.

import BoxOfficeCommands
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

@testable import BoxOfficeWeb

@MainActor
@Suite("The site's routes")
struct WebRoutesTests {
    static let policy =
        "default-src 'none'; img-src 'self'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    /// `uri`'s answer from a site on stub sources: its status, headers and body as text.
    func get(
        _ uri: String, method: HTTPRequest.Method = .get, server: WebServer = SiteInProcess.server()
    ) async throws -> (status: HTTPResponse.Status, headers: HTTPFields, body: String) {
        try await server.application.test(.router) { client in
            try await client.execute(uri: uri, method: method) { response in
                (response.status, response.headers, String(buffer: response.body))
            }
        }
    }

    @Test("every screen served is a read-only command an assistant is offered, under its tool's name")
    func screensAreReadOnlyTools() {
        // Every read-only tool has its page (the poster is an image, served at /poster beside them).
        let readOnlyTools = CommandList.all.filter { $0.toolName != nil && !$0.toolChangesStore }
        let served = Set(WebScreens.served.map { $0.command.name })
        let unserved = WebScreens.unserved.map { $0.name } + [PosterCommand.name]
        #expect(served == Set(readOnlyTools.map { $0.name }).subtracting(unserved))
        for screen in WebScreens.served {
            #expect(screen.command.toolName == screen.name, "\(screen.path)")
            let changesStore = screen.command.toolChangesStore
            #expect(!changesStore, "\(screen.path)")
        }
        #expect(Set(WebScreens.served.map(\.path)).count == WebScreens.served.count)
        for writer in [
            HistorySyncCommand.self, ChartExportCommand.self, BackupCommand.self, SettingsCommand.self,
        ]
            as [any SessionCommand.Type]
        {
            #expect(
                !WebScreens.served.contains { ObjectIdentifier($0.command) == ObjectIdentifier(writer) },
                "\(writer.name)")
        }
    }

    @Test("every address answers a page in HTML under the policy, nosniff and no referrer")
    func everyAddressIsAPolicedPage() async throws {
        for path in ["/"] + WebScreens.served.map(\.path) + ["/no-such-page"] {
            let answer = try await get(path)
            #expect(answer.headers[.contentSecurityPolicy] == Self.policy, "\(path)")
            #expect(answer.headers[.xContentTypeOptions] == "nosniff", "\(path)")
            #expect(answer.headers[.contentType] == "text/html; charset=utf-8", "\(path)")
            #expect(answer.headers[try #require(WebResponses.referrerPolicy)] == "no-referrer", "\(path)")
            #expect(answer.body.hasPrefix("<!doctype html>"), "\(path)")
            #expect(answer.status != .internalServerError, "\(path)")
        }
    }

    @Test("the daily chart, at / and /daily, is 200 with its films")
    func dailyChart() async throws {
        for path in ["/", "/daily", "/daily?day=20240105", "/daily?day=2024-01-05&nation=korean&mode=icon"] {
            let answer = try await get(path)
            #expect(answer.status == .ok, "\(path)")
            #expect(answer.body.contains("<main"), "\(path)")
        }
    }

    @Test("a detail, a calendar and a week are 200")
    func otherScreens() async throws {
        for path in ["/detail?movie=20201234", "/calendar?month=202401", "/weekly?day=20240103"] {
            #expect(try await get(path).status == .ok, "\(path)")
        }
    }

    @Test("a name the command does not declare is 400, named in the protocol server's words")
    func undeclaredName() async throws {
        let answer = try await get("/daily?colour=red&day=20240105")
        #expect(answer.status == .badRequest)
        let known = DeclaredCommandLine(DateCommand.self).arguments.map(\.property) + ["mode"]
        let sentence = SiteInProcess.words.undeclaredArguments(["colour"], tool: "daily", known: known)
        #expect(answer.body.contains(HTML.text(sentence).markup))
        #expect(answer.headers[.contentSecurityPolicy] == Self.policy)
    }

    @Test("a run's option (--format) is no page's to set: 400")
    func runOptionRefused() async throws {
        let answer = try await get("/daily?format=json")
        #expect(answer.status == .badRequest)
        let sentence = CommandParseError.startOption("--format").message(in: SiteInProcess.words)
        #expect(answer.body.contains(HTML.text(sentence).markup))
    }

    @Test("a day that is none is typed wrong: 404 with the chart's own words")
    func typedWrongDay() async throws {
        let answer = try await get("/daily?day=20241399")
        #expect(answer.status == .notFound)
        #expect(answer.body.contains("role=\"alert\""))
    }

    @Test("a mode that is neither list nor icon is 400")
    func unknownLayout() async throws {
        #expect(try await get("/daily?mode=grid").status == .badRequest)
        #expect(try await get("/daily?mode=icon").status == .ok)
    }

    @Test("a value the declaration refuses is 400: the filter's words, or ArgumentParser's")
    func refusedValue() async throws {
        #expect(try await get("/daily?nation=martian").status == .badRequest)
        #expect(try await get("/top?from=20240101&limit=zero").status == .badRequest)
    }

    @Test("the demo's history is unavailable: 503, said")
    func unavailable() async throws {
        #expect(try await get("/months?year=2024").status == .serviceUnavailable)
    }

    @Test("the style sheet is the site's one, as CSS")
    func styleSheet() async throws {
        let answer = try await get("/site.css")
        #expect(answer.status == .ok)
        #expect(answer.headers[.contentType] == "text/css; charset=utf-8")
        #expect(answer.body == SiteStyle.css)
        #expect(answer.headers[.contentSecurityPolicy] == Self.policy)
    }

    @Test("the icon browsers ask for is nothing, kept a day, rather than a 404 page each time")
    func favicon() async throws {
        let answer = try await get("/favicon.ico")
        #expect(answer.status == .noContent)
        #expect(answer.headers[.cacheControl] == "max-age=86400")
        #expect(answer.body.isEmpty)
    }

    @Test("a poster is its bytes, typed by what they start with")
    func posterBytes() async throws {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3])
        let server = SiteInProcess.server(posterBytes: png)
        let bytes = try await server.application.test(.router) { client in
            try await client.execute(uri: "/poster?movie=20201234", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "image/png")
                return Data(buffer: response.body)
            }
        }
        #expect(bytes == png)
    }

    @Test("without a poster, a placeholder drawing")
    func posterPlaceholder() async throws {
        let answer = try await get("/poster?movie=20201234")
        #expect(answer.status == .ok)
        #expect(answer.headers[.contentType] == "image/svg+xml; charset=utf-8")
        #expect(answer.headers[.cacheControl] == "max-age=300")
        let drawing = PosterImage(poster: .missing(""), title: "", words: SiteInProcess.words)
        #expect(answer.body == String(decoding: drawing.bytes, as: UTF8.self))
        #expect(answer.body.contains("<title>\(SiteInProcess.words.noPosterImage)</title>"))
    }

    @Test("a poster asked of no film is typed wrong: a 404 page, not a drawing")
    func posterOfNoFilm() async throws {
        let answer = try await get("/poster")
        #expect(answer.status == .notFound)
        #expect(answer.headers[.contentType] == "text/html; charset=utf-8")
        #expect(answer.body.contains(HTML.text(SiteInProcess.words.noDetailShown).markup))
    }

    @Test(
        "a film, person or company not found is 404; no key or no source 503; a source that failed 502",
        arguments: [
            (BoxOfficeFailure.movieNotFound(MovieCode("1")), 404), (.personNotFound(PersonCode("1")), 404),
            (.companyNotFound(CompanyCode("1")), 404),
            (.movieNotInDemoData(MovieCode("1"), available: []), 404),
            (.missingAPIKey, 503), (.quotaExceeded, 502), (.httpStatus(500), 502), (.invalidAPIKey, 502),
        ])
    func failureStatus(cause: BoxOfficeFailure, status: Int) {
        #expect(WebSite.status(of: ShownFailure("x", cause: cause)) == status)
        #expect(WebSite.status(of: ShownFailure("x", cause: cause, typedWrong: true)) == 404)
    }

    @Test("POST is 405 with Allow; HEAD is answered")
    func methods() async throws {
        let post = try await get("/daily", method: .post)
        #expect(post.status == .methodNotAllowed)
        #expect(post.headers[.allow] == "GET, HEAD")
        #expect(post.headers[.contentSecurityPolicy] == Self.policy)
        #expect(try await get("/daily", method: .head).status == .ok)
    }

    @Test("each request is a session of its own, gone with its answer")
    func sessionsAreFreed() async throws {
        let sessions = SiteInProcess.Sessions()
        let server = SiteInProcess.server(sessions: sessions)
        try await server.application.test(.router) { client in
            for _ in 1...20 {
                try await client.execute(uri: "/daily?day=20240105", method: .get) { response in
                    #expect(response.status == .ok)
                }
            }
        }
        #expect(sessions.made == 20)
        #expect(sessions.alive == 0)
    }
}

@Suite("A query read as a form sends it")
struct WebQueryTests {
    @Test func plusIsASpaceAndEscapesAreDecoded() throws {
        let query = try WebQuery("films=%EA%B8%B0%EC%83%9D%EC%B6%A9+%2B1&nation=korean&mode=icon")
        #expect(query.arguments == ["films": "기생충 +1", "nation": "korean"])
        #expect(query.layout == .icon)
        #expect(try WebQuery(nil).layout == .list)
        #expect(throws: WebQueryProblem.unknownLayout("grid")) { try WebQuery("mode=grid") }
    }
}

@Suite("The host a request names")
struct HostCheckTests {
    @Test(arguments: [
        ("127.0.0.1:8080", true), ("localhost:8080", true), ("[::1]:8080", true), ("LOCALHOST:8080", true),
        ("localhost", true), ("192.168.0.7:8080", true), ("127.0.0.1:8081", false),
        ("evil.example:8080", false),
        ("evil.example", false), ("", false), ("[::1]x:8080", false), ("localhost:", false),
        ("localhost.evil.example:8080", false), ("localhostx", false),
    ])
    func names(host: String, served: Bool) {
        #expect(HostCheckMiddleware<BasicRequestContext>.names(host, port: 8080) == served)
    }
}

@MainActor
@Suite("A failure's HTTP status")
struct WebFailureStatusTests {
    @Test(
        arguments: [
            (ShownFailure("x", typedWrong: true), 404),
            (ShownFailure("x", cause: .movieNotFound(MovieCode("1"))), 404),
            (ShownFailure("x", cause: .searchTooLong(limit: 100)), 400),
            (ShownFailure("x", cause: .quotaExceeded), 502),
            (ShownFailure("x", cause: .timedOut(seconds: 5)), 502),
            (ShownFailure("x", cause: .missingAPIKey), 503),
            (ShownFailure("x"), 503),
        ])
    func status(failure: ShownFailure, expected: Int) {
        #expect(WebSite.status(of: failure) == expected)
    }
}

@Suite("An IP address as text")
struct IPAddressTextTests {
    @Test(
        "this machine only: every 127.x.x.x and ::1; not 0.0.0.0, ::, another address or a name",
        arguments: [
            ("127.0.0.1", true), ("127.0.0.2", true), ("127.255.255.254", true), ("::1", true),
            ("0.0.0.0", false), ("::", false), ("::2", false), ("192.168.0.7", false), ("localhost", false),
        ])
    func loopback(text: String, isLoopback: Bool) {
        #expect(IPAddressText.isLoopback(text) == isLoopback)
    }
}
