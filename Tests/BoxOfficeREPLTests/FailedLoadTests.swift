import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

/// A load that fails at the source (HTTP 500) leaves the list on screen usable: its day in the
/// prompt, `prev`/`next`/`refresh` counting from it, `detail N` resolving against it.
@MainActor
struct FailedLoadTests {
    /// 2022-01-08 12:00 in Seoul: yesterday is 2022-01-07.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_610_800) })
    let failingDay = BoxOfficeDate(year: 2022, month: 1, day: 6) ?? .earliest

    struct Run {
        let output: TextBuffer
        let errors: TextBuffer
        let prompts: [String]
        let days: [String]
    }

    func run(_ lines: [String], failing: Set<BoxOfficeDate>) async -> Run {
        let output = TextBuffer()
        let errors = TextBuffer()
        let reader = ScriptedLineReader(lines: lines)
        let repository = StubBoxOfficeRepository { date in
            failing.contains(date)
                ? .failure(.httpStatus(500))
                : .success(
                    .stub(
                        date: date,
                        entries: [
                            .stub(rank: 1, movieCode: "20199882", title: "경관의 피"),
                            .stub(
                                rank: 2, movieCode: MovieCode("2022\(date.compact.suffix(4))"),
                                title: "\(date.iso)의 영화"),
                        ]))
        }
        let settings = DisplaySettings(words: KoreanWords())
        let piped = ReplSession.Options(
            interactive: false, columns: { 80 }, commandFiles: InMemoryCommandFileReader())
        let session = ReplSession(
            viewModels: .stubbed(
                days: repository, calendar: calendar, settings: settings, details: StubMovieDetailRepository()
            ),
            reader: reader, output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil, options: piped,
            display: ReplDisplay(settings: settings))
        _ = await session.run()
        return Run(
            output: output, errors: errors, prompts: reader.prompts,
            days: await repository.calls.map { $0.date.compact })
    }

    @Test func aFailedNextKeepsTheListItsDayAndDetail() async {
        let result = await run(
            ["date 20220105", "next", "detail 2", "refresh", "prev"], failing: [failingDay])
        #expect(
            result.errors.lines == [KoreanWords().text(for: BoxOfficeFailure.httpStatus(500))],
            "\(result.errors.text)")
        #expect(
            result.prompts == [
                "boxoffice> ", "boxoffice 2022-01-05> ", "boxoffice 2022-01-05> ", "boxoffice 2022-01-05> ",
                "boxoffice 2022-01-05> ", "boxoffice 2022-01-04> ",
            ])
        #expect(result.output.text.contains("20220105"), "detail 2 is the second movie of 01-05")
        #expect(result.days == ["20220105", "20220106", "20220105", "20220104"])
    }

    @Test func aFailedFirstLoadLeavesNothingShownAndRefreshTriesTheSameDay() async {
        let result = await run(["date 20220106", "detail 1", "refresh"], failing: [failingDay])
        #expect(
            result.errors.lines == [
                KoreanWords().text(for: BoxOfficeFailure.httpStatus(500)),
                KoreanWords().text(for: DetailSelectionError.noListShown),
                KoreanWords().text(for: BoxOfficeFailure.httpStatus(500)),
            ])
        #expect(result.prompts.last == "boxoffice 2022-01-06> ")
        #expect(result.days == ["20220106", "20220106"])
    }
}
