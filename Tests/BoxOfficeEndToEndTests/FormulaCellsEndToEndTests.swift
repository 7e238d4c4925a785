// Titles a spreadsheet would run, from a loopback KOBIS, through `daily --format csv` and `export`, read back by Python.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("csv cells no spreadsheet runs, read back by Python's csv module")
struct FormulaCellsEndToEndTests {
    /// Each title KOBIS sends, and the cell Python reads back: KOBIS's text trimmed and sanitised
    /// (`\t=1+1` becomes `=1+1`), then `'` before `=`, `+`, `-`, `@`.
    static let titles: [(sent: String, cell: String)] = [
        ("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@SUM(A1)", "'@SUM(A1)"), ("\t=1+1", "'=1+1"),
        ("\r\n=2+2", "'=2+2"), ("\u{1B}[31m=3+3", "'=3+3"), ("\u{200B}@x", "'@x"), ("a=1", "a=1"),
        ("=HYPERLINK(\"http://x\",\"y\")", "'=HYPERLINK(\"http://x\",\"y\")"),
    ]

    /// The day's answer: a film a title, each one place down from the day before.
    static func body(targetDt: String) -> LoopbackReply {
        let movies = titles.enumerated().map {
            LoopbackBodies.RankedMovie(code: String(20_990_001 + $0.offset), title: $0.element.sent)
        }
        let plain = LoopbackBodies.dailyJSON(targetDt: targetDt, movies: movies)
        guard var object = try? JSONSerialization.jsonObject(with: plain) as? [String: [String: Any]],
            var result = object["boxOfficeResult"],
            var rows = result["dailyBoxOfficeList"] as? [[String: String]]
        else { return .body(plain) }
        for index in rows.indices {
            rows[index]["rankInten"] = "-1"
            rows[index]["audiInten"] = "-250"
        }
        result["dailyBoxOfficeList"] = rows
        object["boxOfficeResult"] = result
        return .body((try? JSONSerialization.data(withJSONObject: object)) ?? plain)
    }

    @Test(
        "daily --format csv and export: formula titles are text, negative figures are numbers",
        .enabled(
            if: CSVRoundTripTests.python != nil,
            "python3 is needed for a real CSV parser; scripts/install-deps installs it"))
    func formulaTitlesAreText() async throws {
        try await LoopbackKOBISServer.withRunning(reply: { request in
            Self.body(targetDt: request.targetDt ?? "")
        }) { server in
            let app = try BoxOfficeProcess(environment: [
                "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": server.baseURL.absoluteString,
                "KOBIS_TIMEOUT": "30",
            ])
            let daily = try await app.run(["daily", "20240105", "--format", "csv"])
            #expect(daily.status == 0, "\(daily.errors)")
            let export = try await app.run(["export", "20240105", "20240105", "--format", "csv"])
            #expect(export.status == 0, "\(export.errors)")
            for (name, csv) in [("daily", daily.output), ("export", export.output)] {
                let rows = try await CSVRoundTripTests().parse(csv)
                #expect(rows.map { $0["title"] ?? "" } == Self.titles.map(\.cell), "\(name)")
                #expect(rows.allSatisfy { $0["rankDelta"] == "-1" }, "\(name)")
                for row in rows {
                    for (column, cell) in row where "=+-@\t\r".contains(cell.first ?? " ") {
                        #expect(Double(cell) != nil, "\(name): \(column) is '\(cell)'")
                    }
                }
            }
            let changes = try await CSVRoundTripTests().parse(export.output).map { $0["audienceChange"] }
            #expect(changes == Array(repeating: "-250", count: Self.titles.count))
        }
    }
}
