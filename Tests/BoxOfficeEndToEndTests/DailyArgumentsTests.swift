import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// `daily -N` as the documents and `daily --help` offer it, and `daily`'s own usage for a bad day.
@Suite("daily's DAY on the command line")
struct DailyArgumentsTests {
    /// The day `-3` means now (and a moment later, should Seoul's midnight fall in between).
    static func threeDaysBack() throws -> Set<String> {
        let calendar = BoxOfficeCalendar(now: { Date() })
        return [try calendar.date(from: "-3").compact]
    }

    @Test(
        "daily -3 asks for three days back, wherever -3 stands among the options",
        arguments: [
            ["daily", "-3"], ["daily", "-3", "--format", "json"], ["daily", "--format", "csv", "-3"],
            ["-c", "date -3"],
        ])
    func daysBack(arguments: [String]) async throws {
        try await LoopbackKOBISServer.withRunning(reply: DetailEndToEndTests.kobisAnswers.reply(to:)) {
            server in
            let before = try Self.threeDaysBack()
            let result = try await LiveKOBISTests().boxoffice(server).run(arguments)
            let expected = before.union(try Self.threeDaysBack())
            #expect(result.status == 0, "\(result.errors)")
            #expect(!result.errors.contains("Unknown option"), "\(result.errors)")
            #expect(result.output.contains("영화 1"), "\(result.output)")
            // At the prompt (`-c`) the day's details are prefetched too; only the day counts here.
            let requests = await server.requests.filter {
                $0.path.hasSuffix(LoopbackKOBISServer.dailyBoxOfficePath)
            }
            #expect(requests.count == 1)
            #expect(requests.first?.targetDt.map(expected.contains) == true, "\(requests)")
            if arguments.contains("json") { #expect(result.output.hasPrefix("{")) }
            if arguments.contains("csv") { #expect(result.output.hasPrefix("date,rank,")) }
        }
    }

    @Test("daily -0 is today: the usage error of daily, not an unknown option")
    func zeroDaysBack() async throws {
        let result = try await BoxOfficeProcess().run(["daily", "-0"])
        #expect(result.status == 64)
        #expect(!result.errors.contains("Unknown option"), "\(result.errors)")
        #expect(result.errors.contains("오늘 날짜는 집계중입니다"), "\(result.errors)")
    }

    @Test(
        "a bad day is a usage error of the one command run, as at the prompt: said, nothing printed",
        arguments: ["2099", "abc", "29991231", "20031110"])
    func badDayUsage(text: String) async throws {
        let result = try await BoxOfficeProcess().run(["daily", text])
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        let prompt = try await BoxOfficeProcess().run(["-c", "date \(text)"])
        #expect(prompt.status == 64)
        #expect(prompt.errors == result.errors, "the same command, the same words")
    }

    @Test("a day that is not one is explained in the language asked for, today with the app's sentence")
    func badDayInEitherLanguage() async throws {
        let korean = try await BoxOfficeProcess().run(["daily", "2099"])
        #expect(
            korean.errors.contains(
                "'2099'는 날짜가 아닙니다: YYYYMMDD, YYYY-MM-DD, M/D, yesterday, -N(며칠 전) 형식으로 입력하세요."),
            "\(korean.errors)")
        let english = try await BoxOfficeProcess().run(["daily", "2099", "--lang", "en"])
        #expect(english.errors.contains("'2099' is not a date: use YYYYMMDD"), "\(english.errors)")
        let today = try await BoxOfficeProcess().run(["daily", "-0"])
        #expect(today.status == 64)
        #expect(today.errors.contains("오늘 날짜는 집계중입니다("), "\(today.errors)")
        let todayEnglish = try await BoxOfficeProcess().run(["daily", "-0", "--lang", "en"])
        #expect(todayEnglish.errors.contains("오늘 날짜는 집계중입니다"), "\(todayEnglish.errors)")
        #expect(todayEnglish.errors.contains("is today"), "\(todayEnglish.errors)")
    }
}
