import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeData

/// A key stays with its server: a redirect elsewhere is not followed by a request that carries
/// one, which the second server's request log proves; a redirect on the same server is, and a
/// poster image (no key) follows one anywhere but from https to http.
struct RedirectTests {
    private typealias Harness = RepositoryHarness

    /// `host:port` of a server.
    private func server(of base: URL) -> String {
        "\(base.host ?? ""):\(base.port ?? 0)"
    }

    @Test func kobisRedirectedToAnotherServerDoesNotTakeTheKeyThere() async throws {
        // Given a second server on 127.0.0.2, and a KOBIS redirecting there with the query it got
        try await LoopbackRawServer.withRunning(host: "127.0.0.2", reply: { _ in .json(Data("{}".utf8)) }) {
            elsewhere in
            try await LoopbackRawServer.withRunning(reply: { request in
                .redirect(to: elsewhere.baseURL.absoluteString + request.pathAndQuery)
            }) { kobis in
                // When a day is asked for
                let failure = await Harness.outcome(of: Harness.repository(baseURL: kobis.baseURL)).failure
                // Then the redirect is refused, and the second server never saw the key
                #expect(
                    failure
                        == .unreachable(
                            .redirectRefused(to: server(of: elsewhere.baseURL), .keyWouldLeaveItsServer)))
                #expect(kobis.requests.first?.query("key") == Harness.key)
                #expect(elsewhere.requests.allSatisfy { $0.query("key") == nil })
                #expect(elsewhere.requestCount == 0)
            }
        }
    }

    @Test func kakaoRedirectedToAnotherPortDoesNotTakeTheAuthorizationThere() async throws {
        try await LoopbackRawServer.withRunning(reply: { _ in .json(Data("{}".utf8)) }) { elsewhere in
            try await LoopbackRawServer.withRunning(reply: { request in
                .redirect(307, to: elsewhere.baseURL.absoluteString + request.pathAndQuery)
            }) { kakao in
                let repository = KakaoPosterRepository(
                    configuration: KakaoConfiguration(apiKey: "kakao-secret", baseURL: kakao.baseURL),
                    http: LoopbackGet.hiding("kakao-secret"))
                let lookup = await repository.poster(for: "20199882", title: "경관의 피")
                #expect(
                    lookup
                        == .unavailable(
                            .failed(
                                .unreachable(
                                    .redirectRefused(
                                        to: server(of: elsewhere.baseURL), .keyWouldLeaveItsServer),
                                    service: .kakao))))
                #expect(kakao.requests.first?.headers["authorization"] == "KakaoAK kakao-secret")
                #expect(elsewhere.requests.allSatisfy { $0.headers["authorization"] == nil })
                #expect(elsewhere.requestCount == 0)
            }
        }
    }

    @Test func aRedirectOnTheSameServerIsFollowedWithTheKey() async throws {
        let day = LoopbackBodies.dailyJSON(targetDt: "20240105")
        try await LoopbackRawServer.withRunning(reply: { request in
            request.path.hasPrefix("/moved")
                ? .json(day) : .redirect(301, to: "/moved" + request.pathAndQuery)
        }) { kobis in
            let result = await Harness.outcome(of: Harness.repository(baseURL: kobis.baseURL))
            #expect(result.failure == nil)
            #expect(kobis.requests.map { $0.query("key") } == [Harness.key, Harness.key])
        }
    }

    @Test func aPosterImageFollowsARedirectToAnotherServer() async throws {
        let image = Data([0x89, 0x50, 0x4E, 0x47])
        try await LoopbackRawServer.withRunning(
            host: "127.0.0.2", reply: { _ in .respond(status: 200, body: image) }
        ) {
            cdn in
            try await LoopbackRawServer.withRunning(reply: { _ in
                .redirect(to: cdn.baseURL.absoluteString + "/p.png")
            }) {
                origin in
                let images = HTTPPosterImageRepository(
                    http: LoopbackGet.hiding(nil), timeout: 30)
                let fetched = try await images.imageData(at: origin.baseURL.absoluteString + "/p.png")
                #expect(fetched == image)
                #expect(cdn.requestCount == 1)
            }
        }
    }

    @Test func manyRefusedRedirectsInARowAreEachRefused() async throws {
        // One session, forty requests: a refused redirect leaves nothing behind that the next one meets.
        try await LoopbackRawServer.withRunning(reply: { _ in .redirect(to: "http://127.0.0.2:9/elsewhere") })
        {
            server in
            for _ in 0..<40 {
                let failure = await Harness.outcome(
                    of: Harness.repository(baseURL: server.baseURL)
                )
                .failure
                #expect(failure == .unreachable(.redirectRefused(to: "127.0.0.2:9", .keyWouldLeaveItsServer)))
            }
        }
    }

    @Test func aDeadlineThatPassesWhileARedirectIsFollowedEndsTheRead() async throws {
        // Given redirects (no key: followed) to a server that never answers, and short deadlines
        try await LoopbackRawServer.withRunning(reply: { request in
            request.path.hasPrefix("/stall") ? .stall(Data()) : .redirect(to: "/stall" + request.path)
        }) { server in
            let images = HTTPPosterImageRepository(
                http: LoopbackGet.hiding(nil), timeout: 0.2)
            for index in 0..<20 {
                do throws(BoxOfficeFailure) {
                    _ = try await images.imageData(at: server.baseURL.absoluteString + "/p\(index).png")
                    Issue.record("a stalled image was read")
                } catch {
                    #expect(error == .timedOut(seconds: 0.2, service: .posterImage))
                }
            }
        }
    }

    @Test(arguments: [
        ("https://h/a", "http://h/b", false, RedirectRefusal?.some(.downgradeToHTTP)),
        ("https://h/a", "http://other/b", true, .downgradeToHTTP),
        ("http://h/a", "https://h/b", true, .keyWouldLeaveItsServer),
        ("http://h/a", "http://h:8080/b", true, .keyWouldLeaveItsServer),
        ("http://h/a", "http://other/b", true, .keyWouldLeaveItsServer),
        ("http://h/a", "http://other/b", false, nil),
        ("http://h/a", "https://other/b", false, nil),
        ("https://h/a", "https://H:443/b?x=1", true, nil),
        ("http://h:80/a", "HTTP://h/b", true, nil),
    ])
    func theRuleOfARedirect(from: String, to: String, carriesCredentials: Bool, expected: RedirectRefusal?)
        throws
    {
        let origin = try #require(URL(string: from))
        let target = try #require(URL(string: to))
        #expect(
            RedirectRule.refusal(
                from: origin, origin: origin, to: target, carriesCredentials: carriesCredentials)
                == expected)
    }

    @Test func aRedirectThroughHTTPSThenBackToHTTPIsADowngrade() throws {
        let origin = try #require(URL(string: "http://h/a"))
        let hop = try #require(URL(string: "https://cdn/b"))
        let target = try #require(URL(string: "http://cdn/c"))
        #expect(
            RedirectRule.refusal(from: hop, origin: origin, to: target, carriesCredentials: false)
                == .downgradeToHTTP)
    }
}
