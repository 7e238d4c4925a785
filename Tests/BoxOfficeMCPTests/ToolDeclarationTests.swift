// Each tool's schema and command line, read off the command's declaration.

import BoxOfficeCommands
import BoxOfficePresentation
import Foundation
import MCP
import Testing

@testable import BoxOfficeMCP

@MainActor
@Suite struct ToolDeclarationTests {
    func tool(_ name: String) throws -> ToolDeclaration {
        try #require(ToolCalls.offered.first { $0.name == name })
    }

    func properties(_ name: String) throws -> [String: Value] {
        try #require(try tool(name).sdkTool.inputSchema.objectValue?["properties"]?.objectValue)
    }

    @Test func theToolsAreTheChartsTheCatalogueTheHistoryStatusAndSync() {
        let names = ToolCalls.offered.map(\.name)
        for name in [
            "daily", "weekly", "weekend", "weekdays", "detail", "search", "people", "person", "company",
            "trend", "top", "compare", "status", "sync",
        ] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(Set(names).count == names.count, "a name offered twice")
        #expect(DateCommand.configuration.aliases.contains("daily"), "`daily` is the daily chart's own alias")
    }

    @Test func aChartTakesItsDayAndTheFilterChoicesAndNothingOfTheRunOptions() throws {
        let daily = try properties("daily")
        #expect(Set(daily.keys) == ["day", "nation", "kind", "region"])
        #expect(daily["nation"]?.objectValue?["enum"] == .array(["korean", "foreign", "all"]))
        #expect(daily["region"]?.objectValue?["enum"]?.arrayValue?.contains("서울시") == true)
        #expect(daily["day"]?.objectValue?["type"] == "string")
        let schema = try #require(try tool("daily").sdkTool.inputSchema.objectValue)
        #expect(schema["required"] == .array([]))
        #expect(schema["additionalProperties"] == false)
    }

    @Test func syncsFlagIsABooleanItsCountAnIntegerAndFromIsRequired() throws {
        let sync = try properties("sync")
        #expect(sync["dryRun"]?.objectValue?["type"] == "boolean")
        #expect(sync["concurrency"]?.objectValue?["type"] == "integer")
        #expect(sync["charts"]?.objectValue?["type"] == "string")
        let schema = try #require(try tool("sync").sdkTool.inputSchema.objectValue)
        #expect(schema["required"] == .array(["from"]))
        #expect(try tool("sync").sdkTool.annotations.readOnlyHint == false)
        #expect(try tool("top").sdkTool.annotations.readOnlyHint == true)
        #expect(try tool("trend").sdkTool.annotations.openWorldHint == false)
        #expect(try tool("daily").sdkTool.annotations.openWorldHint == true)
    }

    @Test func everyToolHasADescriptionAndEveryArgumentOne() throws {
        for declaration in ToolCalls.offered {
            #expect(try declaration.sdkTool.description?.isEmpty == false, "\(declaration.name)")
            for (name, schema) in try properties(declaration.name) {
                #expect(
                    schema.objectValue?["description"]?.stringValue?.isEmpty == false,
                    "\(declaration.name).\(name)")
            }
        }
    }

    /// The filter a call did not give: every part `all`, so none is left in force from a call before.
    let unfiltered = ["--nation=all", "--kind=all", "--region=all"]

    @Test func argumentsBecomeTheWordsThePromptWouldHaveRead() throws {
        let daily = try tool("daily")
        #expect(
            try daily.commandLine(fromSDK: ["day": "20220105", "nation": "korean"])
                == ["--nation=korean", "--kind=all", "--region=all", "--", "20220105"])
        #expect(try daily.commandLine(fromSDK: [:]) == unfiltered)
        #expect(try daily.commandLine(fromSDK: ["day": .null]) == unfiltered)
        let sync = try tool("sync")
        #expect(
            try sync.commandLine(fromSDK: [
                "from": "20220101", "to": "20220107", "dryRun": true, "concurrency": 2,
            ])
                == ["--concurrency=2", "--dry-run"] + unfiltered + ["--", "20220101", "20220107"])
        #expect(
            try sync.commandLine(fromSDK: ["from": "20220101", "dryRun": false]) == unfiltered + [
                "--", "20220101",
            ])
        #expect(
            try sync.commandLine(fromSDK: ["from": "20220101", "concurrency": 2.0])
                == ["--concurrency=2"] + unfiltered + ["--", "20220101"])
        #expect(
            try sync.commandLine(fromSDK: ["from": "20220101", "concurrency": 2.5])
                == ["--concurrency=2.5"] + unfiltered + ["--", "20220101"])
        #expect(
            try sync.commandLine(fromSDK: ["from": "20220101", "dryRun": "yes"])
                == ["--dry-run=yes"] + unfiltered + ["--", "20220101"])
        // A history states its whole filter too.
        #expect(
            try tool("top").commandLine(fromSDK: ["from": "20220101"]) == unfiltered + ["--", "20220101"])
        #expect(try tool("status").commandLine(fromSDK: [:]) == [], "no filter to say")
    }

    @Test func aTitleIsSplitAsThePromptSplitsALine() throws {
        #expect(try tool("search").commandLine(fromSDK: ["title": "경관의  피"]) == ["--", "경관의", "피"])
        #expect(
            try tool("compare").commandLine(fromSDK: ["films": "경관의 피 / 킹메이커"])
                == unfiltered + ["--", "경관의", "피", "/", "킹메이커"])
        #expect(try tool("search").commandLine(fromSDK: ["title": ["경관의", "피"]]) == ["--", "경관의", "피"])
    }

    /// What the declaration parses a call's words into.
    func parsed(_ name: String, _ values: [String: Value]) throws -> any SessionCommand {
        let declaration = try tool(name)
        return try CommandList.parse(
            try declaration.commandLine(fromSDK: values), of: declaration.command, calledAs: name)
    }

    @Test func aValueThatLooksLikeAnOptionIsReadAsTheValue() throws {
        #expect((try parsed("search", ["title": "--help"]) as? SearchCommand)?.words == ["--help"])
        #expect((try parsed("search", ["title": "a -- b"]) as? SearchCommand)?.title == "a -- b")
        let trend = try parsed("trend", ["movie": "--spark"]) as? TrendCommand
        #expect(trend?.words == ["--spark"] && trend?.sparkline == false)
        #expect((try parsed("daily", ["day": "-1"]) as? DateCommand)?.day == "-1")
        #expect((try parsed("daily", ["day": "--help"]) as? DateCommand)?.day == "--help")
        // An option's value too: the filter refuses `--help` later, named, as it refuses any word.
        #expect((try parsed("daily", ["nation": "--help"]) as? DateCommand)?.filters.nation == "--help")
    }

    @Test func aNameTheDeclarationLacksIsNamedAsUndeclaredAndNeverReachesTheLine() throws {
        let search = try tool("search")
        #expect(
            search.undeclared(in: ["title": .string("x"), "colour": .string("red"), "a": .null]) == ["colour"]
        )
        #expect(try search.commandLine(fromSDK: ["title": "x", "colour": "red"]) == ["--", "x"])
        #expect(try tool("status").undeclared(in: ["format": .string("csv")]) == ["format"])
        #expect(try tool("status").commandLine(fromSDK: ["format": "csv"]) == [])
    }

    /// Clients send `null` for an optional argument they leave out (Python's `None`).
    @Test func aNullIsAnArgumentNotGiven() throws {
        let daily = try tool("daily")
        #expect(
            try daily.commandLine(fromSDK: ["day": "20220105", "nation": .null]) == unfiltered + [
                "--", "20220105",
            ])
        let sync = try tool("sync")
        #expect(
            try sync.commandLine(fromSDK: ["from": "20220101", "concurrency": .null]) == unfiltered + [
                "--", "20220101",
            ])
        #expect(
            try sync.commandLine(fromSDK: ["from": "20220101", "dryRun": .null]) == unfiltered + [
                "--", "20220101",
            ])
    }

    @Test func camelCaseOfALongName() {
        #expect(ToolArgument.camelCased("dry-run") == "dryRun")
        #expect(ToolArgument.camelCased("region") == "region")
        #expect(ToolArgument.camelCased("a-b-c") == "aBC")
    }
}

@Suite struct ChartAddressTests {
    @Test func anAddressNamesAKindAndADay() {
        #expect(
            ChartAddress(uri: "boxoffice://chart/daily/2022-01-05")
                == ChartAddress(kind: "daily", day: "2022-01-05"))
        #expect(ChartAddress(kind: "weekly", day: "2022-01-03").uri == "boxoffice://chart/weekly/2022-01-03")
    }

    @Test func anythingElseIsNoAddress() {
        #expect(ChartAddress(uri: "boxoffice://chart/daily") == nil)
        #expect(ChartAddress(uri: "boxoffice://chart/daily/2022-01-05/x") == nil)
        #expect(ChartAddress(uri: "file:///etc/passwd") == nil)
        #expect(ChartAddress(uri: "") == nil)
    }

    @Test func anotherSchemeOrHostOfTheSameLengthIsNoAddress() {
        #expect(ChartAddress(uri: "boxoffice://other/daily/2022-01-05") == nil)
        #expect(ChartAddress(uri: "BOXOFFICE://chart/daily/2022-01-05") == nil)
        #expect(ChartAddress(uri: "file:///tmp/chart/daily/2022-01-05") == nil)
    }

    @Test func anEmptyPartIsNotSkipped() {
        #expect(ChartAddress(uri: "boxoffice://chart/daily//2022-01-05") == nil)
        #expect(ChartAddress(uri: "boxoffice://chart//daily/2022-01-05") == nil)
        #expect(ChartAddress(uri: "boxoffice://chart/daily/2022-01-05/") == nil)
    }
}

extension ToolDeclaration {
    /// The tool as the official SDK reads what `tools/list` sends.
    var sdkTool: Tool {
        get throws { try JSONDecoder().decode(Tool.self, from: Data(tool.text.utf8)) }
    }

    /// The command line made from arguments as the SDK's client sends them.
    func commandLine(fromSDK values: [String: Value]) throws -> [String] {
        let text = try JSONEncoder().encode(values)
        return commandLine(from: try #require(JSONValue.read(text)?.members))
    }
}
