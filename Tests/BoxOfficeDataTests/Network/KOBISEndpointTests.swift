import BoxOfficeData
import BoxOfficeDomain
import Foundation
import Testing

/// Building request URLs, and never showing the key.
struct KOBISEndpointTests {
    private let date = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? BoxOfficeDate.earliest
    private let endpoint = KOBISEndpoint.chart(
        .daily(BoxOfficeDate(year: 2022, month: 1, day: 5) ?? BoxOfficeDate.earliest), key: "SECRET")

    private func url(base: String) throws -> String {
        let base = try #require(URL(string: base))
        return try #require(endpoint.url(relativeTo: base)).absoluteString
    }

    @Test func theDailyBoxOfficeIsBelowKOBISsBaseURL() throws {
        #expect(
            try url(base: "https://www.kobis.or.kr/kobisopenapi/webservice/rest")
                == "https://www.kobis.or.kr/kobisopenapi/webservice/rest/boxoffice/searchDailyBoxOfficeList.json"
                + "?key=SECRET&targetDt=20220105")
    }

    @Test func aTrailingSlashOnTheBaseURLMakesNoDifference() throws {
        #expect(
            try url(base: "https://www.kobis.or.kr/kobisopenapi/webservice/rest/")
                == url(base: "https://www.kobis.or.kr/kobisopenapi/webservice/rest"))
    }

    @Test(arguments: ["http://127.0.0.1:8080/kobis", "http://127.0.0.1:8080/kobis/"])
    func aMirrorsPathPrefixIsKept(base: String) throws {
        #expect(
            try url(base: base)
                == "http://127.0.0.1:8080/kobis/boxoffice/searchDailyBoxOfficeList.json?key=SECRET&targetDt=20220105"
        )
    }

    @Test func aBaseURLWithoutPathGetsTheEndpointAtTheRoot() throws {
        #expect(
            try url(base: "http://127.0.0.1:8080")
                == "http://127.0.0.1:8080/boxoffice/searchDailyBoxOfficeList.json?key=SECRET&targetDt=20220105"
        )
    }

    @Test func theQuerySendsTheKeyAndTheDayAsYyyyMMdd() {
        #expect(
            endpoint.queryItems == [
                URLQueryItem(name: "key", value: "SECRET"), URLQueryItem(name: "targetDt", value: "20220105"),
            ])
    }

    // KOBIS reads its query as a form does, a `+` as a space: a title `1+1` and a key with `+` must arrive whole.
    @Test func aPlusInAValueIsSentSoThatAFormReadsAPlus() throws {
        let endpoint = KOBISEndpoint(
            path: "movie/searchMovieList.json",
            queryItems: [
                URLQueryItem(name: "key", value: "k+ey"), URLQueryItem(name: "movieNm", value: "1+1 a%2B"),
            ])
        let base = try #require(URL(string: "http://127.0.0.1:8080"))
        let url = try #require(endpoint.url(relativeTo: base))
        let query = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery)
        let asAFormReadsIt = query.split(separator: "&").map { pair in
            pair.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
        }
        #expect(asAFormReadsIt == ["key=k+ey", "movieNm=1+1 a%2B"])
    }

    @Test func aRedactedURLHidesTheKey() throws {
        let url = try #require(URL(string: "https://h/x.json?key=SECRET&targetDt=20220105"))
        #expect(KOBISEndpoint.redacted(url) == "https://h/x.json?key=***&targetDt=20220105")
    }

    @Test func redactionFindsTheKeyAnywhereInTheQueryAndInsideText() {
        #expect(
            KOBISEndpoint.redacted("failed: http://h/x?targetDt=1&key=SECRET#top (-1004)")
                == "failed: http://h/x?targetDt=1&key=***#top (-1004)")
        #expect(KOBISEndpoint.redacted("http://h/x?KEY=SECRET") == "http://h/x?KEY=***")
    }

    @Test func redactionLeavesOtherParametersAlone() {
        #expect(KOBISEndpoint.redacted("http://h/x?monkey=1&keys=2") == "http://h/x?monkey=1&keys=2")
    }

    @Test func anEndpointDescribesItselfWithoutTheKey() {
        #expect(endpoint.description == "boxoffice/searchDailyBoxOfficeList.json?key=***&targetDt=20220105")
        #expect(!String(reflecting: endpoint).contains("SECRET"))
    }
}
