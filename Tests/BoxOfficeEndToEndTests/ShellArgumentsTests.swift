// The run options the shell moves after a command's name, read off RunOptions' own declaration.

import Testing

@testable import boxoffice

@Suite struct ShellArgumentsTests {
    @Test func theRunOptionsAreReadOffTheirDeclaration() {
        #expect(ShellArguments.runOptionsWithValue == ["--format", "--lang", "--symbols", "--ambiguous"])
        #expect(ShellArguments.runFlags == ["--demo"])
    }

    @Test func optionsBeforeTheNameMoveAfterIt() {
        #expect(
            ShellArguments.runOptionsAfterName(["--demo", "--lang", "en", "daily", "20220105"])
                == ["daily", "--demo", "--lang", "en", "20220105"])
        #expect(ShellArguments.runOptionsAfterName(["--help", "daily"]) == ["--help", "daily"])
        #expect(
            ShellArguments.runOptionsAfterName(["--lang", "en", "help", "date"]) == [
                "help", "--lang", "en", "date",
            ])
    }

    @Test func beforeCacheTheyMoveAfterItsSubcommandWhichReadsThem() {
        #expect(
            ShellArguments.runOptionsAfterName(["--lang=en", "cache", "info"]) == [
                "cache", "info", "--lang=en",
            ])
        #expect(
            ShellArguments.runOptionsAfterName(["--format", "json", "cache", "info", "--demo"])
                == ["cache", "info", "--format", "json", "--demo"])
        // No subcommand: after `cache`, whose usage ArgumentParser then gives beside the refusal.
        #expect(ShellArguments.runOptionsAfterName(["--lang", "en", "cache"]) == ["cache", "--lang", "en"])
        #expect(
            ShellArguments.runOptionsAfterName(["--lang", "en", "cache", "--help"])
                == ["cache", "--lang", "en", "--help"])
    }

    @Test func dashesBeforeTheNameEndTheOptionsAndTheCommandRuns() {
        #expect(ShellArguments.runOptionsAfterName(["--", "date"]) == ["date"])
        #expect(
            ShellArguments.runOptionsAfterName(["--demo", "--lang", "en", "--", "daily", "20220105"])
                == ["daily", "--demo", "--lang", "en", "20220105"])
        // Nothing that could be a command's name after them: left for ArgumentParser to tell.
        #expect(ShellArguments.runOptionsAfterName(["--", "-3"]) == ["--", "-3"])
        #expect(ShellArguments.runOptionsAfterName(["--"]) == ["--"])
    }
}
