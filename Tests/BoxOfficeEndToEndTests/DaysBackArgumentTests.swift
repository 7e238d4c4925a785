import Testing

@testable import boxoffice

/// `daily -N` made readable by ArgumentParser: the bare `-<digits>` moved behind `--`.
@Suite("DaysBackArgument")
struct DaysBackArgumentTests {
    @Test(
        "daily's bare -N goes behind a -- at the end, the rest kept in order",
        arguments: [
            (["daily", "-3"], ["daily", "--", "-3"]),
            (["daily", "-0"], ["daily", "--", "-0"]),
            (["daily", "-3", "--format", "json"], ["daily", "--format", "json", "--", "-3"]),
            (["daily", "--format", "csv", "-3"], ["daily", "--format", "csv", "--", "-3"]),
            (["daily", "--demo", "-12", "--lang", "en"], ["daily", "--demo", "--lang", "en", "--", "-12"]),
        ])
    func moved(arguments: [String], expected: [String]) {
        #expect(DaysBackArgument.normalized(arguments) == expected)
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
        #expect(DaysBackArgument.normalized(arguments) == arguments)
    }
}
