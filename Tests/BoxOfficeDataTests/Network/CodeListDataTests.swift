// `codes GROUP` in Data: the answer decoded from fixtures, asked of a loopback KOBIS, and the demo's.

import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

@testable import BoxOfficeData

struct CodeListDataTests {
    /// 2022-01-08 03:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_578_400) })

    static func group(_ text: String) throws -> CodeGroup { try CodeGroup(parsing: text) }

    @Test func theRegionsAndTheNationsDecodeInKOBISsOrder() throws {
        let regions = try KOBISResponseDecoder.codes(
            from: try Fixture.data("searchCodeList"), group: try Self.group("0105000000"), source: .kobis)
        #expect(regions.codes.map(\.code.rawValue) == ["0105001", "0105002", "0105011"])
        #expect(regions.codes.first == CodeEntry(code: "0105001", name: "서울시", nameEnglish: "Seoul"))
        let nations = try KOBISResponseDecoder.codes(
            from: try Fixture.data("code-list-nations"), group: .nations, source: .kobis)
        #expect(nations.codes.map(\.nameEnglish) == ["Korea", "USA"] && nations.source == .kobis)
    }

    @Test func aFaultSentWithHTTP200IsTheFaultAndACodeWithoutFullCdIsUndecodable() throws {
        #expect(throws: BoxOfficeFailure.invalidAPIKey) {
            try KOBISResponseDecoder.codes(
                from: try Fixture.data("fault-320010-invalid-key"), group: .nations, source: .kobis)
        }
        let noCode = Data(#"{"codes":[{"korNm":"한국","engNm":"Korea"}]}"#.utf8)
        #expect(throws: BoxOfficeFailure.undecodableResponse(.missingField(path: "codes[0].fullCd"))) {
            try KOBISResponseDecoder.codes(from: noCode, group: .nations, source: .kobis)
        }
        let blank = try KOBISResponseDecoder.codes(
            from: Data(#"{"codes":[{"fullCd":" 22041011 ","korNm":" 한국 "}]}"#.utf8), group: .nations,
            source: .kobis)
        #expect(blank.codes == [CodeEntry(code: "22041011", name: "한국", nameEnglish: "")])
    }

    @Test(.enabled(if: !SharedSamples.codeLists.isEmpty, "no code list in ../shared/kobis-samples"))
    func aRealCodeListReads() throws {
        for file in SharedSamples.codeLists {
            let list = try KOBISResponseDecoder.codes(
                from: SharedSamples.data(file), group: .nations, source: .kobis)
            #expect(!list.codes.isEmpty && list.codes.allSatisfy { !$0.code.rawValue.isEmpty }, "\(file)")
        }
    }

    @Test func theGroupIsSentAsComCodeAndTheCallIsCountedEachTime() async throws {
        let folder = try StoreFolder()
        defer { folder.remove() }
        let (store, _) = try folder.open()
        let kobis = try LoopbackKOBIS(
            fixtures: Fixture.folder(),
            variants: [.init("searchCodeList", ["comCode": "2204"], fixture: "code-list-nations")])
        try await LoopbackKOBISServer.withRunning(reply: kobis.reply(to:)) { server in
            let configuration = KOBISConfiguration(
                apiKey: RepositoryHarness.key, baseURL: server.baseURL, requestTimeout: 30)
            let calls = StoreCallLedger(store: store, key: .test)
            let repository = KOBISCatalogueRepository(
                client: .counting(configuration, in: calls, calendar: calendar))
            let source = CatalogueSource.kobis(repository)
            let nations = try await source.codes(in: .nations)
            let again = try await source.codes(in: .nations)
            let regions = try await source.codes(in: try Self.group("0105000000"))
            #expect(nations == again && nations.codes.map(\.name) == ["한국", "미국"])
            #expect(regions.codes.count == 3)
            let requests = await server.requests
            #expect(requests.map(\.endpoint) == ["searchCodeList", "searchCodeList", "searchCodeList"])
            #expect(requests.map { $0.query("comCode") } == ["2204", "2204", "0105000000"])
            #expect(requests.allSatisfy { $0.key == RepositoryHarness.key })
            #expect(try await store.kobisCalls(on: calendar.today(), key: .test) == 3)
        }
    }

    @Test func withoutAKeyNothingIsAskedAndTheFailureIsTheSources() async throws {
        let repository = KOBISCatalogueRepository(
            client: KOBISClient(
                configuration: KOBISConfiguration(
                    apiKey: nil, baseURL: try #require(URL(string: "http://127.0.0.1:9")), requestTimeout: 1),
                http: LoopbackGet.hiding(nil)))
        await #expect(throws: CodeListFailure.source(.missingAPIKey)) {
            try await repository.codes(in: .nations)
        }
    }

    @Test func theDemoHasTheNationsOfItsFilmsAndSaysItHasNoOtherGroup() async throws {
        let demo = CatalogueSource.demo(DemoCatalogueRepository())
        let nations = try await demo.codes(in: .nations)
        #expect(nations.source == .demo && nations.codes.map(\.name) == ["한국", "미국"])
        let regions = try Self.group("0105000000")
        await #expect(throws: CodeListFailure.notInDemoData(regions, available: [.nations])) {
            try await demo.codes(in: regions)
        }
    }
}
