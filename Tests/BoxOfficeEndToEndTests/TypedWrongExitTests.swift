// A value that cannot be what a command takes exits 64 one-shot and with -c, as docs/commands.md's exit statuses say.

import BoxOfficeTestSupport
import Foundation
import Testing

@Suite("Typed wrong: exit 64")
struct TypedWrongExitTests {
    @Test(
        "calendar with a month that is no month is a usage error, as openings is",
        arguments: ["202213", "202200", "bogus", "2022-1-"])
    func calendarMonth(month: String) async throws {
        let app = try BoxOfficeProcess()
        let oneShot = try await app.run(["calendar", month, "--lang", "en"])
        #expect(oneShot.status == 64, "\(oneShot.errors)")
        #expect(oneShot.output.isEmpty && oneShot.errors.contains("is not a month"), "\(oneShot.errors)")
        let prompt = try await app.run(["-c", "calendar \(month)"])
        #expect(prompt.status == 64, "\(prompt.errors)")
        let atTheEdge = try await app.run(["calendar", "202212"])
        #expect(atTheEdge.status == 0, "\(atTheEdge.errors)")
    }

    @Test(
        "poster and trend with a rank the list lacks, no list, or an empty word are usage errors as detail's are",
        arguments: ["poster", "trend", "detail"])
    func movieTheListLacks(command: String) async throws {
        try await LoopbackKOBISServer.withRunning(reply: { request in
            LoopbackBodies.daily(targetDt: request.targetDt ?? "", movies: LoopbackBodies.tenMovies)
        }) { server in
            // 30 s like the other loopback bounds: a whole suite of processes shares two cores.
            let app = try BoxOfficeProcess(environment: [
                "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": server.baseURL.absoluteString,
                "KOBIS_TIMEOUT": "30",
            ])
            let noList = try await app.run([command, "1", "--lang", "en"])
            #expect(noList.status == 64, "\(noList.errors)")
            for rank in ["11", "0"] {
                let lacking = try await app.run([
                    "-c", "date 20240105", "-c", "\(command) \(rank)", "--lang", "en",
                ])
                #expect(lacking.status == 64, "\(rank): \(lacking.errors)")
                #expect(lacking.errors.contains("There is no rank \(rank)"), "\(lacking.errors)")
            }
            // `trend "$MOVIE"` with MOVIE unset names no movie.
            for unnamed in [["-c", "\(command) ''"], [command, ""]] {
                let result = try await app.run(unnamed + ["--lang", "en"])
                #expect(result.status == 64, "\(unnamed): \(result.errors)")
                #expect(result.errors.contains("Which movie?"), "\(result.errors)")
            }
        }
    }

    @Test(
        "person and company with a row the list lacks, or no list, are usage errors as detail's are",
        arguments: [("person", "people 조"), ("company", "company 에이스")])
    func rowTheListLacks(command: String, search: String) async throws {
        let app = try BoxOfficeProcess()
        let noList = try await app.run(["--demo", "--lang", "en", "-c", "\(command) 1"])
        #expect(noList.status == 64, "\(noList.errors)")
        for row in ["2", "0"] {
            let lacking = try await app.run([
                "--demo", "--lang", "en", "-c", search, "-c", "\(command) \(row)",
            ])
            #expect(lacking.status == 64, "\(row): \(lacking.errors)")
            #expect(lacking.errors.contains("There is no \(command) \(row)"), "\(lacking.errors)")
        }
        let found = try await app.run(["--demo", "--lang", "en", "-c", search, "-c", "\(command) 1"])
        #expect(found.status == 0, "\(found.errors)")
    }

    @Test("top with a FROM or TO that is no day is a usage error, as sync's and export's are")
    func topWithNoDay() async throws {
        try await LoopbackKOBISServer.withRunning(reply: { request in
            LoopbackBodies.daily(targetDt: request.targetDt ?? "", movies: LoopbackBodies.tenMovies)
        }) { server in
            let app = try BoxOfficeProcess(environment: [
                "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": server.baseURL.absoluteString,
            ])
            for range in [["bogus"], ["20240101", "2024-13-01"]] {
                let oneShot = try await app.run(["top"] + range + ["--lang", "en"])
                #expect(oneShot.status == 64, "\(range): \(oneShot.errors)")
                let prompt = try await app.run(["-c", (["top"] + range).joined(separator: " ")])
                #expect(prompt.status == 64, "\(range): \(prompt.errors)")
            }
            #expect(await server.requestCount == 0)
        }
    }

    @Test(
        "poster, shares and more with nothing shown yet are usage errors (64) as detail's and person's are",
        arguments: ["poster", "shares", "more", "detail", "person 1"])
    func nothingShownYet(command: String) async throws {
        let app = try BoxOfficeProcess()
        let prompt = try await app.run(["--demo", "--lang", "en", "-c", command])
        #expect(prompt.status == 64, "\(prompt.errors)")
        #expect(prompt.output.isEmpty, "\(prompt.output)")
        let oneShot = try await app.run(
            command.split(separator: " ").map(String.init) + ["--demo", "--lang", "en"])
        #expect(oneShot.status == 64, "\(oneShot.errors)")
    }
}
