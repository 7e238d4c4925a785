import BoxOfficeTestSupport
import Foundation
import Testing

/// Which answer a loopback KOBIS picks for a request: the handler, the most specific variant, the
/// fixture named after the endpoint, the key's fault, or nothing (404).
struct LoopbackKOBISTests {
    static let daily = "/boxoffice/searchDailyBoxOfficeList.json"
    static let notFound = LoopbackReply.status(404, body: Data())
    static let invalidKey = LoopbackReply.fault(code: "320010", message: "유효하지않은 키값입니다.")

    /// A folder of one-line fixtures, each body naming its file, removed when `body` returns.
    func withFolder(_ names: [String], _ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loopback-kobis-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in names {
            try Data(#"{"fixture":"\#(name)"}"#.utf8).write(to: folder.appendingPathComponent(name + ".json"))
        }
        try body(folder)
    }

    /// The body of `name`'s fixture, as ``withFolder(_:_:)`` wrote it.
    func served(_ name: String) -> LoopbackReply {
        .text(#"{"fixture":"\#(name)"}"#)
    }

    func request(_ query: [(String, String?)], path: String = daily, key: String? = "k") -> LoopbackRequest {
        let items = query.map { URLQueryItem(name: $0.0, value: $0.1) }
        return LoopbackRequest(
            path: path, queryItems: items + (key.map { [URLQueryItem(name: "key", value: $0)] } ?? []))
    }

    @Test func theMostSpecificVariantTheQueryMatchesWinsWhateverTheOrderOfItsItems() throws {
        try withFolder(["searchDailyBoxOfficeList", "day", "korean", "korean-day"]) { folder in
            let kobis = try LoopbackKOBIS(
                fixtures: folder,
                variants: [
                    .init("searchDailyBoxOfficeList", ["targetDt": "20220105"], fixture: "day"),
                    .init(
                        "searchDailyBoxOfficeList", ["targetDt": "20220105", "repNationCd": "K"],
                        fixture: "korean-day"),
                    .init("searchDailyBoxOfficeList", ["repNationCd": "K"], fixture: "korean"),
                ])
            let day = request([("targetDt", "20220105"), ("itemPerPage", "10")])
            #expect(kobis.reply(to: day) == served("day"), "items the variant does not name do not matter")
            #expect(
                kobis.reply(to: request([("repNationCd", "K"), ("targetDt", "20220105")]))
                    == served("korean-day"))
            #expect(
                kobis.reply(to: request([("repNationCd", "K"), ("targetDt", "20220106")])) == served("korean")
            )
            #expect(
                kobis.reply(to: request([("targetDt", "20220106")])) == served("searchDailyBoxOfficeList"))
            #expect(
                kobis.reply(to: request([("repNationCd", "k")])) == served("searchDailyBoxOfficeList"),
                "case counts")
            #expect(kobis.reply(to: request([])) == served("searchDailyBoxOfficeList"))
        }
    }

    @Test func ofEquallySpecificVariantsTheFirstDeclaredWins() throws {
        try withFolder(["korean", "art"]) { folder in
            let korean = LoopbackKOBIS.Variant(
                "searchDailyBoxOfficeList", ["repNationCd": "K"], fixture: "korean")
            let art = LoopbackKOBIS.Variant("searchDailyBoxOfficeList", ["multiMovieYn": "Y"], fixture: "art")
            let both = request([("multiMovieYn", "Y"), ("repNationCd", "K")])
            let koreanFirst = try LoopbackKOBIS(fixtures: folder, variants: [korean, art])
            let artFirst = try LoopbackKOBIS(fixtures: folder, variants: [art, korean])
            #expect(koreanFirst.reply(to: both) == served("korean"))
            #expect(artFirst.reply(to: both) == served("art"))
        }
    }

    @Test func anEmptyValueMatchesOnlyAnEmptyValueAndATwiceSentItemItsFirst() throws {
        try withFolder(["searchDailyBoxOfficeList", "all", "day"]) { folder in
            let kobis = try LoopbackKOBIS(
                fixtures: folder,
                variants: [
                    .init("searchDailyBoxOfficeList", ["multiMovieYn": ""], fixture: "all"),
                    .init("searchDailyBoxOfficeList", ["targetDt": "20220105"], fixture: "day"),
                ])
            #expect(kobis.reply(to: request([("multiMovieYn", "")])) == served("all"))
            #expect(kobis.reply(to: request([])) == served("searchDailyBoxOfficeList"), "absent is not empty")
            #expect(kobis.reply(to: request([("multiMovieYn", "Y")])) == served("searchDailyBoxOfficeList"))
            let twice = [("targetDt", "20220106"), ("targetDt", "20220105")]
            #expect(kobis.reply(to: request(twice)) == served("searchDailyBoxOfficeList"))
            #expect(kobis.reply(to: request(Array(twice.reversed()))) == served("day"))
        }
    }

    @Test func anEndpointOfVariantsAloneIsNotFoundForAQueryNoneMatches() throws {
        try withFolder(["movie-1"]) { folder in
            let kobis = try LoopbackKOBIS(
                fixtures: folder, variants: [.init("searchMovieInfo", ["movieCd": "1"], fixture: "movie-1")])
            let info = "/movie/searchMovieInfo.json"
            #expect(kobis.reply(to: request([("movieCd", "1")], path: info)) == served("movie-1"))
            #expect(kobis.reply(to: request([("movieCd", "2")], path: info)) == Self.notFound)
            #expect(kobis.reply(to: request([("movieCd", "1")], path: info, key: nil)) == Self.invalidKey)
        }
    }

    @Test func aHandlerAnswersBeforeAnyFixtureAndAnsweringReplacesOne() throws {
        try withFolder(["searchDailyBoxOfficeList", "day"]) { folder in
            let kobis = try LoopbackKOBIS(
                fixtures: folder,
                variants: [.init("searchDailyBoxOfficeList", ["targetDt": "20220105"], fixture: "day")],
                answers: ["searchDailyBoxOfficeList": { .text($0.targetDt ?? "") }])
            let day = request([("targetDt", "20220105")])
            #expect(kobis.reply(to: day) == .text("20220105"))
            #expect(kobis.answering(["searchDailyBoxOfficeList": { _ in .never }]).reply(to: day) == .never)
            #expect(
                kobis.reply(to: request([("targetDt", "20220105")], key: "")) == Self.invalidKey,
                "a handler too")
        }
    }

    @Test func anUnknownEndpointIsNotFoundBeforeItsKeyIsLookedAt() throws {
        try withFolder(["searchDailyBoxOfficeList"]) { folder in
            let kobis = try LoopbackKOBIS(fixtures: folder)
            let monthly = "/boxoffice/searchMonthlyBoxOfficeList.json"
            #expect(kobis.reply(to: request([], path: monthly)) == Self.notFound)
            #expect(kobis.reply(to: request([], path: monthly, key: nil)) == Self.notFound)
            #expect(
                kobis.reply(to: request([], path: "/boxoffice/searchDailyBoxOfficeList.xml")) == Self.notFound
            )
            #expect(LoopbackBodies.madeUpKOBIS().reply(to: request([], path: monthly)) == Self.notFound)
        }
    }

    @Test func aVariantsMisspeltFixtureFailsWhereItIsDeclared() throws {
        try withFolder(["day"]) { folder in
            #expect(throws: (any Error).self) {
                try LoopbackKOBIS(
                    fixtures: folder,
                    variants: [.init("searchDailyBoxOfficeList", ["targetDt": "1"], fixture: "dya")])
            }
        }
    }

    @Test(
        arguments: [
            ("/movie/searchMovieInfo.json", "searchMovieInfo"),
            ("/kobisopenapi/webservice/rest/code/searchCodeList.json", "searchCodeList"),
            ("/movie/searchMovieInfo.xml", nil), ("/searchMovieInfo.json", nil),
            ("/movie/search_MovieInfo.json", nil),
            ("/movie/.json", nil), ("//searchMovieInfo.json", nil), ("/v2/search/image", nil),
        ] as [(String, String?)])
    func theEndpointIsTheNameOfAPathShapedAsKOBISServicesAre(path: String, endpoint: String?) {
        #expect(LoopbackRequest(path: path, queryItems: []).endpoint == endpoint)
    }
}
