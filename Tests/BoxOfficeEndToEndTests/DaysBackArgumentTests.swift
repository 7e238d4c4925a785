import BoxOfficeREPL
import Foundation
import Testing

@testable import BoxOfficeCommands
@testable import boxoffice

/// `daily -N`, `sync -N -M`, … made readable by ArgumentParser: the bare `-<digits>` moved behind `--`.
@Suite("DaysBackArgument")
struct DaysBackArgumentTests {
    @Test(
        "a day-taking command's bare -N go behind a -- at the end, the rest kept in order",
        arguments: [
            (["daily", "-3"], ["daily", "--", "-3"]),
            (["daily", "-0"], ["daily", "--", "-0"]),
            (["daily", "-3", "--format", "json"], ["daily", "--format", "json", "--", "-3"]),
            (["daily", "--format", "csv", "-3"], ["daily", "--format", "csv", "--", "-3"]),
            (["daily", "--demo", "-12", "--lang", "en"], ["daily", "--demo", "--lang", "en", "--", "-12"]),
            (["weekly", "-8"], ["weekly", "--", "-8"]),
            (["weekend", "-8", "--format", "csv"], ["weekend", "--format", "csv", "--", "-8"]),
            (["weekdays", "--lang", "en", "-8"], ["weekdays", "--lang", "en", "--", "-8"]),
            (["sync", "-3", "-1"], ["sync", "--", "-3", "-1"]),
            (["sync", "-3", "--dry-run", "-1"], ["sync", "--dry-run", "--", "-3", "-1"]),
            (["sync", "20220101", "-1"], ["sync", "--", "20220101", "-1"]),
            (["top", "-10", "-1", "--limit", "5"], ["top", "--limit", "5", "--", "-10", "-1"]),
            (["export", "-7", "-1", "--format", "json"], ["export", "--format", "json", "--", "-7", "-1"]),
            (["sync", "-3", "yesterday"], ["sync", "--", "-3", "yesterday"]),
            (
                ["sync", "-3", "--concurrency", "2", "20991231"],
                ["sync", "--concurrency", "2", "--", "-3", "20991231"]
            ),
            (["top", "--limit=5", "-10", "-1"], ["top", "--limit=5", "--", "-10", "-1"]),
            (["daily", "--format", "-3"], ["daily", "--format", "-3", "--"]),
        ])
    func moved(arguments: [String], expected: [String]) {
        #expect(BoxOfficeCommand.daysReadable(arguments) == expected)
    }

    @Test(
        "everything else is left as it is",
        arguments: [
            [], ["daily"], ["daily", "20220105", "--format", "json"], ["daily", "--", "-3"],
            ["daily", "-3", "--", "-4"], ["-c", "date -3"], ["repl", "-c", "date -3"], ["repl", "-3"],
            ["detail", "-3"], ["daily", "--format", "-json"], ["daily", "-3x"], ["daily", "-"],
            ["daily", "--3"], ["daily", "-٣"], ["daily", "+3"], ["status", "daily", "-3"],
        ])
    func untouched(arguments: [String]) {
        #expect(BoxOfficeCommand.daysReadable(arguments) == arguments)
    }

    @Test(
        "a bare -N given to a command that takes no day is refused after a flag, not as an option's value or after --"
    )
    func refusedWhereNoDayIsTaken() {
        let refused = CommandParseError.daysBackNotTaken(
            command: "trend", word: "-1", usage: TrendCommand.usage)
        #expect(
            DaysBackArgument.refusal(["--demo", "-1"], of: TrendCommand.self, calledAs: "trend") == refused)
        #expect(DaysBackArgument.refusal(["-h", "-1"], of: TrendCommand.self, calledAs: "trend") == refused)
        #expect(
            DaysBackArgument.refusal(["--format", "-1"], of: TrendCommand.self, calledAs: "trend") == nil)
        #expect(DaysBackArgument.refusal(["--", "-1"], of: TrendCommand.self, calledAs: "trend") == nil)
        #expect(DaysBackArgument.refusal(["--", "램", "-1"], of: TrendCommand.self, calledAs: "trend") == nil)
        #expect(DaysBackArgument.refusal(["-1"], of: DateCommand.self, calledAs: "date") == nil)
    }

    @Test(
        "every flag of the commands that take days is known, so the word after any other option stays its value",
        arguments: CommandList.all.filter { $0.takesDays }.map { $0.helpMessage(columns: 200) })
    func flagsAreKnown(help: String) throws {
        // An option line without a `<value>` is a flag.
        let flag = try Regex(#"(?m)^\s+(?:-[a-z], )?(--[a-z-]+)\s{2,}"#)
        let flags = help.matches(of: flag).map { String(help[$0.range]).trimmingCharacters(in: .whitespaces) }
            .map { $0.split(separator: " ").last.map(String.init) ?? $0 }
        #expect(flags.contains("--help"), "\(help)")
        for name in flags { #expect(DaysBackArgument.flags.contains(name), "\(name)") }
    }
}
