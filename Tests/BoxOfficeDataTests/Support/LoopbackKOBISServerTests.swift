import AsyncHTTPClient
import BoxOfficeData
import BoxOfficeTestSupport
import Foundation
import Testing

/// The test server itself: where it listens, which paths it serves, what it records.
struct LoopbackKOBISServerTests {
    static let base = "/kobisopenapi/webservice/rest"

    /// The status, `Content-Type` and body `server` answers `pathAndQuery` with, below its base URL.
    func get(_ pathAndQuery: String, from server: LoopbackKOBISServer) async throws
        -> (status: Int, type: String?, body: Data)
    {
        let request = HTTPClientRequest(url: server.baseURL.absoluteString + pathAndQuery)
        let response = try await HTTPSession.loopbackClient.execute(request, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 1 << 20)
        return (
            Int(response.status.code), response.headers.first(name: "Content-Type"),
            Data(body.readableBytesView)
        )
    }

    /// A KOBIS at KOBIS's own base path serving the project's fixtures, the nations' code list
    /// for `comCode` 2204.
    func withFixtureKOBIS(_ body: (LoopbackKOBISServer) async throws -> Void) async throws {
        let kobis = try LoopbackKOBIS(
            fixtures: Fixture.folder(),
            variants: [.init("searchCodeList", ["comCode": "2204"], fixture: "code-list-nations")])
        try await LoopbackKOBISServer.withRunning(pathPrefix: Self.base, reply: kobis.reply(to:), body)
    }

    @Test func itListensOnAnEphemeralPortOfTheIPv4Loopback() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .never) { server in
            #expect(server.baseURL.host == "127.0.0.1")
            #expect((server.baseURL.port ?? 0) > 0)
        }
    }

    @Test func anEndpointNoCodeNamesIsServedFromTheFixtureNamedAfterIt() async throws {
        try await withFixtureKOBIS { server in
            #expect(server.baseURL.path == Self.base)
            let regions = try await get("/code/searchCodeList.json?key=k&comCode=0105000000", from: server)
            #expect(regions.status == 200 && regions.type == "application/json")
            #expect(regions.body == (try Fixture.data("searchCodeList")))
            let requests = await server.requests
            #expect(requests.map(\.path) == [Self.base + "/code/searchCodeList.json"])
            #expect(requests.map(\.endpoint) == ["searchCodeList"])
        }
    }

    @Test func aVariantIsServedToTheQueryItNamesAndTheEndpointsFixtureToAnyOther() async throws {
        try await withFixtureKOBIS { server in
            let nations = try await get("/code/searchCodeList.json?comCode=2204&key=k", from: server)
            #expect(nations.body == (try Fixture.data("code-list-nations")))
            let near = try await get("/code/searchCodeList.json?key=k&comCode=22040", from: server)
            #expect(near.body == (try Fixture.data("searchCodeList")), "one more digit is another query")
        }
    }

    @Test func aQueryValueIsReadAsTheTextItEncodesAndAnItemWithoutAValueAsEmpty() async throws {
        let kobis = LoopbackKOBIS(answers: ["searchMovieList": { .text($0.query("movieNm") ?? "absent") }])
        try await LoopbackKOBISServer.withRunning(reply: kobis.reply(to:)) { server in
            let list = "/movie/searchMovieList.json?key=k"
            let encoded = try await get(
                list + "&movieNm=%EB%B2%94%EC%A3%84%20%EB%8F%84%EC%8B%9C", from: server)
            #expect(String(decoding: encoded.body, as: UTF8.self) == "범죄 도시")
            #expect(try await get(list + "&movieNm", from: server).body.isEmpty)
            #expect(try await get(list + "&movieNm=", from: server).body.isEmpty)
            #expect(String(decoding: try await get(list, from: server).body, as: UTF8.self) == "absent")
        }
    }

    @Test func aServiceKOBISDoesNotHaveIsNotFoundButStillRecorded() async throws {
        try await withFixtureKOBIS { server in
            // KOBIS has daily and weekly charts, no monthly one.
            let monthly = try await get("/boxoffice/searchMonthlyBoxOfficeList.json?key=k", from: server)
            #expect(monthly.status == 404 && monthly.body.isEmpty)
            let keyless = try await get("/boxoffice/searchMonthlyBoxOfficeList.json", from: server)
            #expect(keyless.status == 404, "no service, so no key is looked at")
            #expect(
                await server.requests.map(\.endpoint) == [
                    "searchMonthlyBoxOfficeList", "searchMonthlyBoxOfficeList",
                ])
        }
    }

    @Test func aRequestWithoutAKeyGetsKOBISsInvalidKeyFaultWithHTTP200() async throws {
        let fault = LoopbackReply.faultBody(code: "320010", message: "유효하지않은 키값입니다.")
        let regions = try Fixture.data("searchCodeList")
        try await withFixtureKOBIS { server in
            for query in ["?comCode=0105000000", "?key=&comCode=0105000000", ""] {
                let answer = try await get("/code/searchCodeList.json" + query, from: server)
                #expect(answer.status == 200 && answer.body == fault, "\(query)")
            }
            let keyed = try await get("/code/searchCodeList.json?key=k", from: server)
            #expect(keyed.status == 200 && keyed.body == regions)
        }
    }

    @Test func onlyPathsShapedAsKOBISServicesBelowTheBaseReachTheReply() async throws {
        try await LoopbackKOBISServer.withRunning(pathPrefix: "kobis", reply: .text("{}")) { server in
            #expect(try await get("/code/searchCodeList.json", from: server).status == 200)
            let others = [
                "/code/searchCodeList.xml", "/searchCodeList.json", "/code/list/searchCodeList.json",
                "/code/search-CodeList.json", "/code/.json", "/code/searchCodeList.json.bak",
            ]
            for path in others {
                #expect(try await get(path, from: server).status == 404, "\(path)")
            }
            let elsewhere =
                server.baseURL.deletingLastPathComponent().absoluteString + "code/searchCodeList.json"
            let response = try await HTTPSession.loopbackClient.execute(
                HTTPClientRequest(url: elsewhere), timeout: .seconds(30))
            #expect(response.status.code == 404, "outside the base path")
            #expect(await server.requests.count == others.count + 2, "every request is recorded")
        }
    }
}
