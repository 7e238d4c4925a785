// Words at the edge of what a command takes: days back given to one that takes a film, `--` before the
// command's name, the same film twice, KOBIS settings the demo never uses, and Kakao's without a Kakao key.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("Arguments at their edges")
struct ArgumentEdgesTests {
    @Test(
        "days back (-N) given to a command that takes a film is a usage error that says so, one-shot and at the prompt",
        arguments: ["trend", "detail", "poster"])
    func daysBackToAFilmCommand(command: String) async throws {
        let app = try BoxOfficeProcess()
        let oneShot = try await app.run([command, "-1", "--demo", "--lang", "en"])
        #expect(oneShot.status == 64, "\(oneShot.errors)")
        #expect(oneShot.errors.contains("\(command) takes no day: -1 (days back)"), "\(oneShot.errors)")
        let prompt = try await app.run(["--demo", "-c", "\(command) -1"])
        #expect(prompt.status == 64, "\(prompt.errors)")
        #expect(prompt.errors.contains("날짜를 받지 않습니다"), "\(prompt.errors)")
        // An option's value is the option's to refuse, and `--` still makes `-1` an argument.
        let afterDashes = try await app.run(["--demo", "--lang", "en", "-c", "\(command) -- -1"])
        #expect(!afterDashes.errors.contains("takes no day"), "\(afterDashes.errors)")
    }

    @Test("`boxoffice -- date`: `--` ends the run's options and the command after it runs")
    func dashesBeforeTheName() async throws {
        let app = try BoxOfficeProcess()
        let result = try await app.run(["--demo", "--lang", "en", "--", "daily", "20220105"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("2022-01-05 (Wed)"), "\(result.output)")
        let alone = try await app.run(["--", "date", "20220105", "--demo"])
        #expect(alone.status == 0, "\(alone.errors)")
        #expect(alone.output.contains("경관의 피"), "\(alone.output)")
    }

    @Test("compare with the same film twice is a usage error in both languages, before the store is asked")
    func sameFilmTwice() async throws {
        let app = try BoxOfficeProcess()
        for (pair, language, sentence) in [
            ("1 1", "en", "compare needs two different films, not '1' twice."),
            ("경관의 피 / 경관의 피", "ko", "같은 영화 '경관의 피'을(를) 두 번 썼습니다."),
            ("Ram ram", "en", "not 'Ram' twice"),
        ] {
            let result = try await app.run(["--demo", "--lang", language, "-c", "compare \(pair)"])
            #expect(result.status == 64, "\(pair): \(result.errors)")
            #expect(result.errors.contains(sentence), "\(pair): \(result.errors)")
        }
        let different = try await app.run(["--demo", "--lang", "en", "-c", "compare 1 2"])
        #expect(!different.errors.contains("two different films"), "\(different.errors)")
    }

    @Test(
        "a bad KOBIS setting does not stop the demo (--demo, or no key), which never calls KOBIS; a run that would call it still says so",
        arguments: [
            ("KOBIS_BASE_URL", "ftp://x"), ("KOBIS_BASE_URL", "ht!tp://bad url"), ("KOBIS_TIMEOUT", "soon"),
        ])
    func badKOBISSettingsAndTheDemo(variable: String, value: String) async throws {
        let demo = try BoxOfficeProcess(environment: [variable: value])
        let result = try await demo.run(["daily", "20220105", "--demo", "--lang", "en"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("2022-01-05 (Wed)"), "\(result.output)")
        #expect(!result.errors.contains(variable), "\(result.errors)")
        // No key is the demo too, --demo or not: nothing calls KOBIS either.
        let keyless = try await demo.run(["daily", "20220105", "--lang", "en"])
        #expect(keyless.status == 0, "\(keyless.errors)")
        #expect(keyless.output.contains("2022-01-05 (Wed)"), "\(keyless.output)")
        #expect(!keyless.errors.contains(variable), "\(keyless.errors)")
        let live = try BoxOfficeProcess(environment: [variable: value, "KOBIS_API_KEY": "SECRETKEY123456"])
        let refused = try await live.run(["daily", "20220105", "--lang", "en"])
        #expect(refused.status == 1, "\(refused.errors)")
        #expect(refused.errors.contains(variable), "\(refused.errors)")
    }

    @Test("a bad KAKAO_BASE_URL stops only a run with a Kakao key: without one nothing calls Kakao")
    func badKakaoBaseWithoutAKakaoKey() async throws {
        let keyless = try BoxOfficeProcess(environment: ["KAKAO_BASE_URL": "ht!tp://bad url"])
        let result = try await keyless.run(["daily", "20220105", "--demo", "--lang", "en"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("2022-01-05 (Wed)"), "\(result.output)")
        #expect(!result.errors.contains("KAKAO_BASE_URL"), "\(result.errors)")
        let keyed = try BoxOfficeProcess(environment: [
            "KAKAO_BASE_URL": "ht!tp://bad url", "KAKAO_REST_API_KEY": "KAKAOSECRET98765",
        ])
        let refused = try await keyed.run(["daily", "20220105", "--demo", "--lang", "en"])
        #expect(refused.status == 1, "\(refused.errors)")
        #expect(refused.errors.contains("KAKAO_BASE_URL"), "\(refused.errors)")
    }
}
