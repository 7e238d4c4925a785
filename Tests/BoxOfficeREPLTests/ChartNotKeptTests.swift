// A chart the store could not keep, at the prompt: shown all the same, the loss said, the command failed.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

@MainActor
struct ChartNotKeptTests {
    /// 2022-01-08 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_610_800) })
    let lostDay = BoxOfficeDate(year: 2022, month: 1, day: 5) ?? .earliest
    static let full = StoreWriteFailure(file: "/c/boxoffice.sqlite", reason: .full)

    @Test func aChartNotKeptIsPrintedSaidAndFailsAPipedSession() async {
        let output = TextBuffer()
        let errors = TextBuffer()
        let lostDay = lostDay
        let full = Self.full
        let repository = StubBoxOfficeRepository { date in
            date == lostDay
                ? .failure(.chartNotKept(.stub(date: date, entries: [.stub(title: "경관의 피")]), full))
                : .success(.stub(date: date))
        }
        let settings = DisplaySettings(words: KoreanWords())
        let session = ReplSession(
            viewModels: .stubbed(
                days: repository, calendar: calendar, settings: settings, details: StubMovieDetailRepository()
            ),
            reader: ScriptedLineReader(lines: ["date 20220105"]), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: ReplSession.Options(
                interactive: false, columns: { 80 }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        let status = await session.run()
        #expect(output.text.contains("경관의 피"), "\(output.text)")
        #expect(errors.lines == ["받았지만 로컬 저장소에 저장하지 못했습니다(디스크 공간 없음: /c/boxoffice.sqlite)."])
        #expect(status == 1)
    }
}
