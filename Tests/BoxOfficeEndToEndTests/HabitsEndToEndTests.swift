import BoxOfficeTestSupport
import Foundation
import Testing

/// Point 5 of issue 16, the habits users bring, on the built binary: a mistyped subcommand, `daily` at
/// the prompt, `--lang` before the command's name, the demo data's readers of the store, `search --page`
/// past the end, and the exit statuses of `top`, `trend` and `compare` on an empty store and a filled one.
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
        // The shell's own commands are suggested too, the prompt's first.
        for (typed, meant) in [("mpc", "mcp"), ("cahce", "cache"), ("rpel", "repl")] {
            let run = try await app.run([typed, "--lang", "en"])
            #expect(
                run.status == 64 && run.errors.contains("Did you mean '\(meant)'?"), "\(typed): \(run.errors)"
            )
        }
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
        // The run's options before `help`, as before any other command's name.
        let before = try await app.run(["--lang", "en", "help"])
        #expect(before.status == 0, "\(before.errors)")
        #expect(before.output.contains("\n  date [DAY], daily "), "\(before.output)")
        let beforeOne = try await app.run(["--lang", "en", "help", "date"])
        #expect(beforeOne.status == 0 && beforeOne.output.hasPrefix("usage: date [DAY]"), "\(beforeOne)")
    }

    @Test(
        "on the demo data trend, top, compare and export say what they read and how to get it, exit 1",
        arguments: [
            ["trend", "20199882"], ["top", "20220101", "20220105"], ["compare", "20199882", "20223278"],
            ["export", "20220101", "20220105"],
        ])
    func demoReadersOfTheStore(arguments: [String]) async throws {
        let app = try BoxOfficeProcess()
        let name = arguments[0]
        let said = [
            "en": "`\(name)` reads the charts a sync keeps in the local store, and the demo data keeps none: "
                + "set KOBIS_API_KEY, then fill it with `boxoffice sync FROM TO` (e.g. `boxoffice sync 20220101 20220131`).",
            "ko": "`\(name)` 명령은 sync가 로컬 저장소에 받아 둔 차트를 읽는데, 데모 자료는 저장소에 남지 않습니다: "
                + "KOBIS_API_KEY를 설정한 다음 `boxoffice sync FROM TO`(예: `boxoffice sync 20220101 20220131`)로 "
                + "저장소를 채우세요.",
        ]
        for (language, sentence) in said {
            let oneShot = try await app.run(arguments + ["--lang", language])
            let prompt = try await app.run(["--lang", language, "-c", arguments.joined(separator: " ")])
            for run in [oneShot, prompt] {
                #expect(run.status == 1 && run.output.isEmpty, "\(language) \(arguments): \(run.errors)")
                #expect(
                    run.errors.hasSuffix("\n" + sentence + "\n"), "\(language) \(arguments): \(run.errors)")
            }
        }
    }

    @Test("search --page past the end says the count and the last page, one-shot and at the prompt")
    func searchPastTheEnd() async throws {
        let app = try BoxOfficeProcess()
        // The demo data has 6 movies with 의 in the title: page 1 is the last.
        let last = try await app.run(["search", "의", "--page", "1", "--lang", "en"])
        #expect(
            last.status == 0 && last.output.hasPrefix("Movies matching '의': 1–6 of 6\n"), "\(last.output)")
        let english = try await app.run(["search", "의", "--page", "2", "--lang", "en"])
        #expect(english.status == 0)
        #expect(english.output == "No page 2 of the movies for '의': 6 in all, the last page is 1.\n")
        let korean = try await app.run(["-c", "search 의 --page 2"])
        #expect(korean.status == 0 && korean.output == "'의' 영화 검색: 2페이지는 없습니다(6건, 마지막 1페이지).\n")
        let json = try await app.run(["search", "의", "--page", "2", "--format", "json"])
        #expect(
            json.output
                == #"{"kind":"movies","query":"의","page":2,"totalCount":6,"source":"demo","results":[]}"#
                + "\n")
    }

    @Test("one-shot top, trend and compare: 1 on an empty store; on a filled one 0, or 1 for a film it lacks")
    func historyExitStatuses() async throws {
        try await LoopbackKOBISServer.withRunning(reply: LoopbackBodies.answer(to:)) { kobis in
            let app = try HistoryEndToEndTests.boxoffice(reaching: kobis)
            let empty =
                "The store holds no daily chart yet: fill a range with `boxoffice sync FROM TO` (needs a KOBIS "
                + "key), or show days with `date`.\n"
            let questions = [
                ["top", "20220105", "20220105"], ["trend", "20990001"], ["trend", "영화 1"],
                ["compare", "20990001", "20990002"],
            ]
            for arguments in questions {
                let oneShot = try await app.run(arguments + ["--lang", "en"])
                #expect(oneShot.status == 1 && oneShot.output.isEmpty, "\(arguments): \(oneShot.errors)")
                #expect(oneShot.errors == empty, "\(arguments)")
                let prompt = try await app.run(["--lang", "en", "-c", arguments.joined(separator: " ")])
                #expect(prompt.status == 1 && prompt.errors == empty, "\(arguments): \(prompt.errors)")
            }
            let fill = try await app.run(["-c", "date 20220105"])
            #expect(fill.status == 0, "\(fill.errors)")
            let answered: [([String], Int32)] = [
                (["top", "20220105", "20220105"], 0), (["top", "20220104", "20220105"], 0),
                // The day after the last stored: no film, the sync that fills it, and no failure.
                (["top", "20220106", "20220106"], 0),
                (["trend", "20990001"], 0), (["trend", "영화 1"], 0), (["trend", "20990011"], 1),
                (["trend", "없는 영화"], 1), (["compare", "20990001", "20990010"], 0),
                (["compare", "20990001", "20990011"], 1), (["top", "20220106", "20220105"], 64),
            ]
            for (arguments, status) in answered {
                let run = try await app.run(arguments + ["--lang", "en"])
                #expect(run.status == status, "\(arguments): \(run.errors)")
                #expect(!run.errors.contains("The store holds no daily chart yet"), "\(arguments)")
            }
            let unstored = try await app.run(["top", "20220106", "20220106", "--lang", "en"])
            #expect(
                unstored.output.contains("No daily chart of this period is stored."), "\(unstored.output)")
            #expect(
                unstored.errors.contains("To fill them: boxoffice sync 20220106 20220106"),
                "\(unstored.errors)")
        }
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
        // `cache` reads them in its subcommand.
        let cacheAfter = try await app.run(["cache", "info", "--lang", "en", "--format", "json"])
        let cacheBefore = try await app.run(["--lang", "en", "--format", "json", "cache", "info"])
        #expect(cacheBefore.status == 0 && cacheAfter.status == 0, "\(cacheBefore.errors)")
        // The file's size is all that may differ: the first run made the store.
        let sizeless = { (output: String) in output.replacing(/"bytes":\d+/, with: "") }
        #expect(sizeless(cacheBefore.output) == sizeless(cacheAfter.output), "\(cacheBefore.output)")
        #expect(cacheBefore.output.contains("\"storeLocation\"") && cacheBefore.errors == cacheAfter.errors)
    }
}
