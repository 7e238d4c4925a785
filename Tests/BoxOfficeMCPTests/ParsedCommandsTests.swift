// The commands kept for tool calls that send the same words again: at most so many, the oldest dropped first.

import BoxOfficeCommands
import Testing

@testable import BoxOfficeMCP

@MainActor
@Suite struct ParsedCommandsTests {
    /// A parse that counts how often it runs, by the daily chart's own declaration.
    final class CountingParse {
        var runs = 0

        func callAsFunction(_ line: ParsedCommands.ToolLine) throws(CommandParseError) -> any SessionCommand {
            runs += 1
            return try CommandList.parse(line.words, of: DateCommand.self, calledAs: line.tool)
        }
    }

    func line(_ day: String) -> ParsedCommands.ToolLine {
        ParsedCommands.ToolLine(tool: "daily", words: ["--", day])
    }

    @Test func theSameWordsAreParsedOnceAndGiveTheCommandTheyMade() throws {
        var kept = ParsedCommands()
        let parse = CountingParse()
        let first = try kept.command(for: line("20220105"), parse: parse.callAsFunction)
        let again = try kept.command(for: line("20220105"), parse: parse.callAsFunction)
        #expect(parse.runs == 1)
        #expect((again as? DateCommand)?.day == "20220105")
        #expect((first as? DateCommand)?.day == (again as? DateCommand)?.day)
        _ = try kept.command(for: line("20220106"), parse: parse.callAsFunction)
        #expect(parse.runs == 2, "other words are parsed")
        let weekly = ParsedCommands.ToolLine(tool: "weekly", words: ["--", "20220105"])
        _ = try kept.command(for: weekly, parse: parse.callAsFunction)
        #expect(parse.runs == 3, "the same words for another tool are another line")
    }

    @Test(arguments: [1, 2, 32])
    func atTheCapacityEveryLineIsKeptAndOneMoreDropsTheOldest(capacity: Int) throws {
        var kept = ParsedCommands(capacity: capacity)
        let parse = CountingParse()
        let lines = (1...capacity + 1).map { line(String(20_220_100 + $0)) }
        for line in lines.dropLast() { _ = try kept.command(for: line, parse: parse.callAsFunction) }
        #expect(kept.count == capacity)
        #expect(lines.dropLast().allSatisfy(kept.contains), "exactly at the capacity, every line is kept")
        _ = try kept.command(for: lines[capacity], parse: parse.callAsFunction)
        #expect(kept.count == capacity)
        #expect(!kept.contains(lines[0]), "one past it, the oldest is dropped")
        #expect(lines.dropFirst().allSatisfy(kept.contains))
        #expect(parse.runs == capacity + 1)
        _ = try kept.command(for: lines[0], parse: parse.callAsFunction)
        #expect(parse.runs == capacity + 2, "a dropped line is parsed again")
    }

    @Test func aLineTheDeclarationRefusesIsNotKeptAndIsRefusedAgain() {
        var kept = ParsedCommands()
        let parse = CountingParse()
        let refused = ParsedCommands.ToolLine(tool: "daily", words: ["--colour=red"])
        for _ in 1...2 {
            #expect(throws: CommandParseError.self) {
                try kept.command(for: refused, parse: parse.callAsFunction)
            }
        }
        #expect(parse.runs == 2)
        #expect(kept.count == 0)
    }

    @Test func aLineUpToTheLongestKeptIsKeptAndOneByteMoreIsParsedEachTime() throws {
        var kept = ParsedCommands()
        let parse = CountingParse()
        // "daily" and "--" are 7 bytes; the day word makes up the rest.
        let longest = line(String(repeating: "x", count: ParsedCommands.longestKept - 7))
        let longer = line(String(repeating: "y", count: ParsedCommands.longestKept - 6))
        for _ in 1...2 { _ = try kept.command(for: longest, parse: parse.callAsFunction) }
        #expect(parse.runs == 1)
        #expect(kept.contains(longest))
        for _ in 1...2 {
            let command = try kept.command(for: longer, parse: parse.callAsFunction)
            #expect((command as? DateCommand)?.day == longer.words[1])
        }
        #expect(parse.runs == 3, "one byte longer, it is parsed at each call")
        #expect(!kept.contains(longer))
        #expect(kept.count == 1)
    }

    @Test(arguments: [1, 2])
    func aLineRefusedAtTheCapacityDropsNoLineKept(capacity: Int) throws {
        var kept = ParsedCommands(capacity: capacity)
        let parse = CountingParse()
        let lines = (1...capacity).map { line(String(20_220_100 + $0)) }
        for line in lines { _ = try kept.command(for: line, parse: parse.callAsFunction) }
        let refused = ParsedCommands.ToolLine(tool: "daily", words: ["--colour=red"])
        #expect(throws: CommandParseError.self) {
            try kept.command(for: refused, parse: parse.callAsFunction)
        }
        #expect(kept.count == capacity)
        #expect(lines.allSatisfy(kept.contains), "the oldest is dropped only for a line that is kept")
    }

    @Test func aCapacityBelowOneKeepsOneLine() throws {
        var kept = ParsedCommands(capacity: 0)
        let parse = CountingParse()
        _ = try kept.command(for: line("20220105"), parse: parse.callAsFunction)
        _ = try kept.command(for: line("20220106"), parse: parse.callAsFunction)
        #expect(kept.count == 1)
        #expect(kept.contains(line("20220106")))
    }
}
