import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// The history ViewModel's states: loading then the view, a row of the list shown, its notes, its failures worded.
@MainActor
struct FilmHistoryViewModelTests {
    /// 2022-01-10 12:00 in Seoul: yesterday is 2022-01-09.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_783_600) })

    func viewModel(session: SessionState = SessionState(), words: any Words = KoreanWords())
        -> FilmHistoryViewModel
    {
        let charts = [5, 6, 8].compactMap { number in
            BoxOfficeDate(year: 2022, month: 1, day: number).map {
                BoxOfficeChart.stub(
                    date: $0, entries: [.stub(rank: 1, audience: number * 10, audienceTotal: number * 100)])
            }
        }
        return FilmHistoryViewModel(
            useCase: FilmHistoryUseCase(
                repository: StubFilmHistoryRepository(charts: charts), calendar: calendar),
            session: session, words: words)
    }

    @Test func aTrendLoadsWithItsFiguresAndTheSyncForTheDaysMissing() async throws {
        let history = viewModel()
        let recorder = StateRecorder(history)
        await history.trend("20199882")
        #expect(recorder.states.first == .loading("저장소를 읽는 중…"))
        guard case .loaded(.trend(let view)) = recorder.last else {
            Issue.record("\(String(describing: recorder.last))")
            return
        }
        #expect(view.days.map(\.stored) == [true, true, false, true])
        #expect(view.summary.first?.value == "800")
        #expect(!view.sparkline)
        // The run ends on 01-08; a week after reaches yesterday, 01-09, which is not stored either.
        #expect(
            view.notes == ["저장소에 없는 날 2일: 2022-01-07, 2022-01-09", "채우려면: boxoffice sync 20220107 20220109"])
    }

    @Test func aRowOfTheListShownNamesItsFilm() async {
        let session = SessionState()
        let list = BoxOfficeListViewModel(
            useCase: ShowChartUseCase(
                repository: StubBoxOfficeRepository { .success(.stub(date: $0)) }, calendar: calendar),
            words: EnglishWords(), effects: .kept(in: session))
        let history = viewModel(session: session, words: EnglishWords())
        await history.trend("1")
        #expect(history.state == .failed(ShownFailure(EnglishWords().noListForRow, typedWrong: true)))
        await list.load(typed: "20220105", in: session.chartSelection)
        await history.trend("1")
        guard case .loaded(.trend(let view)) = history.state else {
            Issue.record("\(history.state)")
            return
        }
        #expect(view.movieCode == "20199882")
        await history.trend("9")
        #expect(
            history.state
                == .failed(
                    ShownFailure("There is no rank 9: the list shown has ranks 1–3.", typedWrong: true)))
    }

    @Test("top on an empty store fails with how to fill it; a store with data answers even a range it lacks")
    func topOnAnEmptyStoreAndAtTheEdgeOfAStoredOne() async throws {
        let empty = FilmHistoryViewModel(
            useCase: FilmHistoryUseCase(
                repository: StubFilmHistoryRepository(charts: []), calendar: calendar),
            session: SessionState(), words: EnglishWords())
        await empty.top(from: "20220105", to: "20220105")
        #expect(empty.state == .failed(ShownFailure(EnglishWords().text(forHistory: .emptyStore(.all)))))
        let history = viewModel(words: EnglishWords())
        // 2022-01-08 is the last day stored: the day itself has its film, the day after none.
        for (day, films) in [("20220108", [80]), ("20220109", [])] {
            await history.top(from: day, to: day)
            guard case .loaded(.top(let view)) = history.state else {
                Issue.record("\(day): \(history.state)")
                continue
            }
            #expect(view.films.map(\.audience) == films, "\(day)")
        }
    }

    @Test func topAndItsFailuresInWords() async {
        let history = viewModel(words: EnglishWords())
        await history.top(from: "20220105", to: "20220109", limit: 5)
        guard case .loaded(.top(let view)) = history.state else {
            Issue.record("\(history.state)")
            return
        }
        #expect(view.films.map(\.audience) == [190])
        #expect(view.storedLine == "3 days of 2022-01-05~2022-01-09 stored")
        await history.top(from: "20220109", to: "20220105")
        #expect(
            history.state
                == .failed(
                    ShownFailure(
                        EnglishWords().text(
                            for: DateInputError.reversedRange(
                                first: BoxOfficeDate(year: 2022, month: 1, day: 9)!,
                                last: BoxOfficeDate(year: 2022, month: 1, day: 5)!)), typedWrong: true)))
        await history.top(from: "어제", to: "오늘")
        #expect(
            history.state
                == .failed(
                    ShownFailure(
                        EnglishWords().text(
                            for: DateInputError.today(
                                BoxOfficeDate(year: 2022, month: 1, day: 10)!)), typedWrong: true)))
        await history.compare("20199882", "20990001")
        #expect(
            history.state
                == .failed(ShownFailure(EnglishWords().text(forHistory: .movieNotStored("20990001")))))
    }
}
