import Foundation
import Testing

/// Point 5 of issue 16, the habits users bring, on the built binary: a mistyped subcommand, `daily` at
/// the prompt, `--lang` before the command's name.
@Suite("The habits users bring")
struct HabitsEndToEndTests {
    @Test("a mistyped subcommand gets the nearest name as at the prompt, in the language asked for, exit 64")
    func mistypedSubcommand() async throws {
        let app = try BoxOfficeProcess()
        let korean = try await app.run(["dayly", "20220105"])
        #expect(korean.status == 64)
        #expect(korean.output.isEmpty)
        #expect(korean.errors == "알 수 없는 명령 'dayly'. 'daily' 명령을 찾으셨나요? (명령 목록은 `help`)\n")
        let prompt = try await app.run(["-c", "dayly 20220105"])
        #expect(prompt.status == 64 && prompt.errors.hasSuffix(korean.errors), "\(prompt.errors)")

        let english = "Unknown command 'dayly'. Did you mean 'daily'? (`help` lists the commands)\n"
        for arguments in [
            ["dayly", "20220105", "--lang", "en"], ["dayly", "--lang=en"],
            ["--lang", "en", "dayly", "20220105"],
        ] {
            let run = try await app.run(arguments)
            #expect(run.status == 64 && run.errors == english, "\(arguments): \(run.errors)")
        }
        let locale = try await BoxOfficeProcess(environment: ["LANG": "en_US.UTF-8"]).run(["dayly"])
        #expect(locale.status == 64 && locale.errors == english, "\(locale.errors)")
        // Three edits from every name: no suggestion, the same refusal.
        let far = try await app.run(["frobnicate", "--lang", "en"])
        #expect(
            far.status == 64 && far.errors == "Unknown command 'frobnicate'. `help` lists the commands.\n")
    }

    @Test("daily runs at the prompt as one-shot, with the same output and status")
    func dailyAtThePrompt() async throws {
        let app = try BoxOfficeProcess()
        let oneShot = try await app.run(["daily", "20220105"])
        let prompt = try await app.run(["-c", "daily 20220105"])
        let date = try await app.run(["-c", "date 20220105"])
        #expect(oneShot.status == 0 && prompt.status == 0, "\(prompt.errors)")
        #expect(prompt.output == oneShot.output && prompt.output == date.output)
        #expect(prompt.output.contains("경관의 피                오늘 64,050 / 총    69,228"))
        let help = try await app.run(["-c", "help", "--lang", "en"])
        #expect(help.output.contains("\n  date [DAY], daily "), "\(help.output)")
        #expect(help.output.contains("\n  calendar [YYYYMM], cal "), "\(help.output)")
    }

    @Test("the run's options before the command's name are read as after it")
    func optionsBeforeTheName() async throws {
        let app = try BoxOfficeProcess()
        let after = try await app.run(["daily", "20220105", "--lang", "en", "--format", "csv"])
        #expect(after.status == 0, "\(after.errors)")
        for arguments in [
            ["--lang", "en", "daily", "20220105", "--format", "csv"],
            ["--lang=en", "--format", "csv", "daily", "20220105"],
            ["--demo", "--lang", "en", "--format=csv", "daily", "20220105"],
        ] {
            let before = try await app.run(arguments)
            #expect(before.status == 0, "\(arguments): \(before.errors)")
            #expect(before.output == after.output && before.errors == after.errors, "\(arguments)")
        }
        let repl = try await app.run(["--lang", "en", "repl", "-c", "date 20220105"])
        #expect(repl.status == 0 && repl.output.contains("today 64,050"), "\(repl.errors)")
        // A value missing at the end is ArgumentParser's to refuse, as before.
        let dangling = try await app.run(["--lang"])
        #expect(dangling.status == 64)
    }
}
