import Foundation
import Testing

@Suite("boxoffice on the demo data")
struct DemoModeTests {
    @Test("daily --format json prints the contract's object from the demo data")
    func dailyJSON() async throws {
        let result = try await BoxOfficeProcess().run(["daily", "20220105", "--format", "json"])
        #expect(result.status == 0)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["date"] as? String == "2022-01-05")
        #expect(object["source"] as? String == "demo")
        let entries = try #require(object["entries"] as? [[String: Any]])
        #expect(entries.count == 10)
        #expect(entries.first?["title"] as? String == "경관의 피")
        #expect(entries.first?["audience"] as? Int == 64050)
        #expect(entries.first?["rankChange"] as? String == "new")
        #expect(result.errors.contains("데모 자료(KOBIS 4일치)"), "\(result.errors)")
    }

    @Test("a day the demo data lacks is a runtime failure that lists the days it has")
    func missingDemoDay() async throws {
        let result = try await BoxOfficeProcess().run(["daily", "20200101"])
        #expect(result.status == 1)
        #expect(result.errors.contains("2022-01-05"))
        #expect(result.output.isEmpty)
    }

    @Test("a chart's filter the demo data cannot apply fails and leaves no filter in force")
    func aFilterTheDemoCannotApplyIsNotKept() async throws {
        let result = try await BoxOfficeProcess().run([
            "--lang", "en", "-c", "date 20220105 --nation korean", "-c", "filter",
        ])
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.output.contains("No filter: every film, nationwide."), "\(result.output)")
    }

    @Test("a filter the demo data cannot apply, chosen before any chart, is refused and not kept")
    func aFilterChosenBeforeAnyChartIsNotKept() async throws {
        let result = try await BoxOfficeProcess().run([
            "--demo", "--lang", "en", "-c", "filter nation korean", "-c", "filter", "-c", "date 20220105",
        ])
        #expect(result.status == 1, "\(result.errors)")
        #expect(
            result.errors.contains("The demo data has the daily chart of every film only."),
            "\(result.errors)")
        #expect(!result.output.contains("Filter: Korean films"), "\(result.output)")
        #expect(result.output.contains("No filter: every film, nationwide."), "\(result.output)")
        #expect(result.output.contains("경관의 피"), "\(result.output)")
    }

    @Test("a store file that is not a database, moved aside on the demo data, is said at start")
    func aStoreMovedAsideIsSaid() async throws {
        let app = try BoxOfficeProcess()
        let folder = app.home.appendingPathComponent("cache/boxoffice")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("not a database at all".utf8).write(to: folder.appendingPathComponent("boxoffice.sqlite"))
        let result = try await app.run(["daily", "20220105", "--demo", "--lang", "en"])
        #expect(result.status == 0, "\(result.errors)")
        let moved = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("boxoffice.sqlite.foreign-")
        }
        #expect(moved.count == 1, "\(moved)")
        #expect(result.errors.contains("is not a database; it was moved aside to"), "\(result.errors)")
    }

    @Test(
        "a bad date is a usage error (64) with a one-line reason",
        arguments: ["20231345", "2023-02-30", "abc", "20031110", "29991231"]
    )
    func badDate(text: String) async throws {
        let result = try await BoxOfficeProcess().run(["daily", text])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(!result.errors.isEmpty)
    }

    @Test("an unknown option is a usage error")
    func unknownOption() async throws {
        let result = try await BoxOfficeProcess().run(["daily", "--frobnicate"])
        #expect(result.status == 64)
    }

    @Test("csv output has a header and ten rows, no colour")
    func dailyCSV() async throws {
        let result = try await BoxOfficeProcess().run(["daily", "2022-01-05", "--format", "csv"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines.first?.hasPrefix("date,rank,movieCode,title") == true)
        #expect(!result.output.contains("\u{1B}"))
    }
}
