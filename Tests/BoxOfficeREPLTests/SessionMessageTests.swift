import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// The session's messages: broken at spaces to the terminal's width for a person at a
/// terminal, and `prev`/`next` at the end of the days saying so, in both languages.
@MainActor
struct SessionMessageTests {
    /// 2022-01-06 12:00 in Seoul: yesterday is 2022-01-05.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })
    let first = BoxOfficeDate(year: 2022, month: 1, day: 3) ?? .earliest
    let last = BoxOfficeDate(year: 2022, month: 1, day: 4) ?? .earliest

    func run(
        _ lines: [String], interactive: Bool = false, demo: Bool = false, columns: Int = 80,
        language: Language = .korean
    ) async -> (output: TextBuffer, errors: TextBuffer) {
        let output = TextBuffer()
        let errors = TextBuffer()
        let repository =
            demo
            ? StubBoxOfficeRepository(
                results: [first: .success(.stub(date: first)), last: .success(.stub(date: last))],
                availableDates: [first, last])
            : StubBoxOfficeRepository()
        let settings = DisplaySettings(words: language.words(kobisKeySet: false))
        let session = ReplSession(
            viewModels: .stubbed(days: repository, calendar: calendar, settings: settings),
            reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: .init(
                interactive: interactive, columns: { columns }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        _ = await session.run()
        return (output, errors)
    }

    @Test("at a terminal a long message is broken at spaces, no line wider than the screen")
    func longMessagesAreWrappedAtATerminal() async {
        let message = "'abc'은(는) 날짜가 아닙니다: YYYYMMDD, YYYY-MM-DD, M/D, yesterday, -N(며칠 전) 형식으로 입력하세요."
        let wrapped = await run(["date abc"], interactive: true, columns: 40)
        let lines = wrapped.errors.lines
        #expect(lines.count > 1, "\(lines)")
        #expect(lines.allSatisfy { DisplayWidth().width(of: $0) <= 40 }, "\(lines)")
        #expect(lines.joined(separator: " ") == message, "only spaces became line breaks")
        let piped = await run(["date abc"], columns: 40)
        #expect(piped.errors.lines == [message], "piped, a message stays one line")
        let english = await run(["date abc"], interactive: true, columns: 30, language: .english)
        #expect(english.errors.lines.count > 1)
        #expect(
            english.errors.lines.allSatisfy { DisplayWidth().width(of: $0) <= 30 }, "\(english.errors.lines)")
        #expect(
            english.errors.lines.joined(separator: " ")
                == EnglishWords().text(for: DateInputError.malformed("abc")))
    }

    @Test("next on yesterday says it is the latest day, in both languages")
    func nextOnYesterday() async {
        let korean = await run(["date 20220105", "next"])
        #expect(korean.errors.lines == ["가장 최근 날입니다(오늘 날짜는 집계중입니다)."])
        let english = await run(["date 20220105", "next"], language: .english)
        #expect(english.errors.lines == ["This is the latest day (today's figures are still being counted)."])
        let typed = await run(["date 20220106"])
        #expect(typed.errors.lines == ["오늘 날짜는 집계중입니다(2022-01-06). 어제 자료는 yesterday로 보세요."])
    }

    @Test("prev and next at the ends of the demo data say which end it is, in both languages")
    func theEndsOfTheDemoData() async {
        let korean = await run(["date 20220104", "next", "date 20220103", "prev"], demo: true)
        #expect(korean.errors.lines == ["데모 자료의 마지막 날입니다.", "데모 자료의 첫날입니다."])
        let english = await run(
            ["date 20220104", "next", "date 20220103", "prev"], demo: true, language: .english)
        #expect(
            english.errors.lines == [
                "This is the last day of the demo data.", "This is the first day of the demo data.",
            ])
        let missing = await run(["date 20220102"], demo: true)
        #expect(missing.errors.lines == ["2022-01-02는 데모 자료에 없습니다(있는 날: 2022-01-03, 2022-01-04)."])
    }
}
