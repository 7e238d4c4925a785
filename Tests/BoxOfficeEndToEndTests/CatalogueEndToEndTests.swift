// The one-shot search, people, person and company commands of the built binary, read back by real parsers.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("search, people, person and company one-shot")
struct CatalogueEndToEndTests {
    @Test(
        "search --format csv parses back to the json's results, on the demo data",
        .enabled(
            if: CSVRoundTripTests.python != nil,
            "python3 is needed for a real CSV parser; scripts/install-deps installs it"))
    func searchCSVAndJSON() async throws {
        let demo = try BoxOfficeProcess()
        let csv = try await demo.run(["search", "스", "--format", "csv"])
        let json = try await demo.run(["search", "스", "--format", "json"])
        #expect(csv.status == 0 && json.status == 0, "\(csv.errors)\(json.errors)")
        let rows = try await CSVRoundTripTests().parse(csv.output)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(object["kind"] as? String == "movies" && object["source"] as? String == "demo")
        #expect(rows.count == results.count && !rows.isEmpty)
        for (row, result) in zip(rows, results) {
            #expect(
                row["movieCode"] == result["movieCode"] as? String
                    && row["title"] == result["title"] as? String)
            #expect(row["number"] == (result["number"] as? Int).map(String.init))
        }
    }

    @Test("people, person and company answer on the demo data; an unknown code fails with 1")
    func peopleAndCompanies() async throws {
        let demo = try BoxOfficeProcess()
        let people = try await demo.run(["people", "조진웅", "--format", "json", "--lang", "en"])
        #expect(people.status == 0, "\(people.errors)")
        #expect(people.output.contains(#""name":"조진웅""#))
        let company = try await demo.run(["company", "20141613", "--format", "plain", "--lang", "en"])
        #expect(company.status == 0 && company.output.contains("리양필름(주)."), "\(company.errors)")
        let missing = try await demo.run(["person", "99999999", "--lang", "en"])
        #expect(missing.status == 1 && missing.errors.contains("There is no person with the code 99999999."))
    }

    @Test("search against a loopback KOBIS sends the title and counts the call")
    func searchAgainstKOBIS() async throws {
        try await LoopbackKOBISServer.withRunning(
            reply: LoopbackBodies.movieList(totalCount: 1, titles: ["범죄"])
        ) {
            server in
            let process = try BoxOfficeProcess(environment: [
                "KOBIS_API_KEY": "0123456789abcdef0123456789abcdef",
                "KOBIS_BASE_URL": server.baseURL.absoluteString,
                "KOBIS_TIMEOUT": "30",
            ])
            let result = try await process.run(["search", "범죄", "--format", "json"])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains(#""title":"범죄""#) && result.output.contains(#""source":"kobis""#))
            #expect(await server.requests.first?.query("movieNm") == "범죄")
            let status = try await process.run(["status", "--format", "json"])
            #expect(status.output.contains(#""kobisCalls":1"#), "\(status.output)")
        }
    }

    @Test("search --page 2 against a server whose count is short: the rows shown are counted, 11–20 of 20")
    func aShortCountOnAPageAskedDirectly() async throws {
        try await LoopbackKOBISServer.withRunning(
            reply: LoopbackBodies.movieList(totalCount: 5, titles: (11...20).map { "범죄 \($0)" }, first: 11)
        ) { server in
            let process = try BoxOfficeProcess(environment: [
                "KOBIS_API_KEY": "0123456789abcdef0123456789abcdef",
                "KOBIS_BASE_URL": server.baseURL.absoluteString,
                "KOBIS_TIMEOUT": "30",
            ])
            let result = try await process.run(["search", "범죄", "--page", "2", "--lang", "en"])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("Movies matching '범죄': 11–20 of 20"), "\(result.output)")
        }
    }

    @Test("a search of exactly 100 characters is sent; 101, or a 100 KB term, are refused before any request")
    func searchLengthCap() async throws {
        try await LoopbackKOBISServer.withRunning(
            reply: LoopbackBodies.movieList(totalCount: 1, titles: ["범죄"])
        ) { server in
            let process = try BoxOfficeProcess(environment: [
                "KOBIS_API_KEY": "0123456789abcdef0123456789abcdef",
                "KOBIS_BASE_URL": server.baseURL.absoluteString,
                "KOBIS_TIMEOUT": "30",
            ])
            let atCap = String(repeating: "범", count: 100)
            let sent = try await process.run(["search", atCap, "--lang", "en"])
            #expect(sent.status == 0, "\(sent.errors)")
            #expect(await server.requests.first?.query("movieNm") == atCap)
            for (command, term) in [
                ("search", atCap + "죄"), ("people", atCap + "a"), ("company", "회" + atCap),
            ] {
                let refused = try await process.run([command, term, "--lang", "en"])
                #expect(refused.status == 1)
                #expect(
                    refused.errors.contains(
                        "The search is longer than 100 characters: search for part of the name."),
                    "\(refused.errors)")
            }
            let huge = String(repeating: "a", count: 100_000)  // near the 128 KiB a single argument may hold
            let prompt = try await process.run(["-c", "search " + huge, "-c", "people " + atCap + "가"])
            #expect(prompt.status == 1)
            #expect(
                prompt.errors.components(separatedBy: "검색어가 100자보다 깁니다. 이름의 일부로 검색하세요.").count == 3,
                "\(prompt.errors.prefix(500))")
            #expect(prompt.errors.utf8.count < 1_000, "the term is not echoed")
            #expect(await server.requestCount == 1)
        }
    }
}
