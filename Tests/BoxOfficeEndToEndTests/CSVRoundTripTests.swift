import BoxOfficeTestSupport
import Foundation
import Testing

/// The csv output read back by a real CSV parser (Python's `csv` module) gives the same rows as
/// the json output: titles with commas and quotes survive.
@Suite("CSV read back by Python's csv module")
struct CSVRoundTripTests {
    static let python = Python3.executable

    /// Reads CSV on standard input and prints its rows as a JSON list of objects.
    static let reader = """
        import csv, json, sys
        print(json.dumps(list(csv.DictReader(sys.stdin)), ensure_ascii=False))
        """

    /// Two rows whose titles hold a comma, quotes and both.
    static let body = LoopbackReply.text(
        #"""
        {"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20220105~20220105","dailyBoxOfficeList":[\#
        {"rnum":"1","rank":"1","rankInten":"0","rankOldAndNew":"NEW","movieCd":"20199882","movieNm":"Hello, World",\#
        "openDt":"2022-01-05","salesAmt":"584559330","salesShare":"34.2","salesInten":"0","salesChange":"0",\#
        "salesAcc":"631402330","audiCnt":"64050","audiInten":"0","audiChange":"0","audiAcc":"69228",\#
        "scrnCnt":"1171","showCnt":"4416"},\#
        {"rnum":"2","rank":"2","rankInten":"-1","rankOldAndNew":"OLD","movieCd":"2021C028",\#
        "movieNm":"The \"Quoted\", Movie","openDt":" ","salesAmt":"507028380","salesShare":"29.6",\#
        "salesInten":"0","salesChange":"0","salesAcc":"62772471900","audiCnt":"50399","audiInten":"0",\#
        "audiChange":"0","audiAcc":"6252827","scrnCnt":"1357","showCnt":"4314"}]}}
        """#)

    /// The rows Python's csv module reads from `csv`.
    func parse(_ csv: String) async throws -> [[String: String]] {
        let python = try #require(Self.python)
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", Self.reader]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(csv.utf8))
        try input.fileHandleForWriting.close()
        let data = try await BoxOfficeProcess.detached {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return data
        }
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: String]])
    }

    /// The entries of the json output.
    func entries(_ json: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(object["entries"] as? [[String: Any]])
    }

    func expectSameRows(_ rows: [[String: String]], _ entries: [[String: Any]]) {
        #expect(rows.count == entries.count)
        for (row, entry) in zip(rows, entries) {
            #expect(row["title"] == entry["title"] as? String)
            #expect(row["movieCode"] == entry["movieCode"] as? String)
            #expect(row["rank"] == (entry["rank"] as? Int).map(String.init))
            #expect(row["audience"] == (entry["audience"] as? Int).map(String.init))
            #expect(row["audienceTotal"] == (entry["audienceTotal"] as? Int).map(String.init))
            #expect(row["rankChange"] == entry["rankChange"] as? String)
            #expect(row["openDate"] == (entry["openDate"] as? String ?? ""))
        }
    }

    @Test(
        "daily --format csv: titles with commas and quotes parse back to the json rows",
        .enabled(
            if: python != nil, "python3 is needed for a real CSV parser; scripts/install-deps installs it"))
    func titlesWithCommasAndQuotes() async throws {
        try await LoopbackKOBISServer.withRunning(pathPrefix: "/rest", reply: Self.body) { server in
            let process = try BoxOfficeProcess(environment: [
                "KOBIS_API_KEY": "0123456789abcdef0123456789abcdef",
                "KOBIS_BASE_URL": server.baseURL.absoluteString,
                "KOBIS_TIMEOUT": "30",
            ])
            let csv = try await process.run(["daily", "20220105", "--format", "csv"])
            let json = try await process.run(["daily", "20220105", "--format", "json"])
            #expect(csv.status == 0 && json.status == 0, "\(csv.errors)\(json.errors)")
            #expect(csv.output.contains(#""The ""Quoted"", Movie""#))
            let rows = try await parse(csv.output)
            #expect(rows.map { $0["title"] } == ["Hello, World", #"The "Quoted", Movie"#])
            expectSameRows(rows, try entries(json.output))
        }
    }

    @Test(
        "the REPL's format csv parses back to the same rows as daily --format json",
        .enabled(
            if: python != nil, "python3 is needed for a real CSV parser; scripts/install-deps installs it"))
    func replCSV() async throws {
        let csv = try await BoxOfficeProcess().run(["-c", "format csv", "-c", "date 20220105"])
        let json = try await BoxOfficeProcess().run(["daily", "20220105", "--format", "json"])
        #expect(csv.status == 0, "\(csv.errors)")
        let rows = try await parse(csv.output)
        #expect(rows.count == 10)
        expectSameRows(rows, try entries(json.output))
    }

    @Test(
        "detail --format csv is a header and one row that parses back to the json's values",
        .enabled(
            if: python != nil, "python3 is needed for a real CSV parser; scripts/install-deps installs it"))
    func detailCSV() async throws {
        let demo = try BoxOfficeProcess()
        let csv = try await demo.run(["detail", "20199882", "--format", "csv"])
        let json = try await demo.run(["detail", "20199882", "--format", "json"])
        #expect(csv.status == 0, "\(csv.errors)")
        let rows = try await parse(csv.output)
        #expect(rows.count == 1)
        let row = try #require(rows.first)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(row["movieCode"] == "20199882" && row["title"] == object["title"] as? String)
        #expect(row["runningTimeMinutes"] == (object["runningTimeMinutes"] as? Int).map(String.init))
        #expect(row["genres"] == (object["genres"] as? [String])?.joined(separator: "; "))
        #expect(row["actors"]?.hasPrefix("조진웅 (박강윤); 최우식 (최민재); ") == true)
        #expect(row["companies"]?.contains("리양필름(주) (제작사)") == true)
        #expect(row["titleOriginal"] == "" && row["posterImageURL"] == "")
        #expect(row["source"] == "demo")
    }
}
