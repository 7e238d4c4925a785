import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// The store's history as the trend, top and comparison ViewModels ask it: 2022-01-05, 01-06 and 01-08
/// stored, one film a day.
@MainActor
enum StoredHistory {
    /// 2022-01-10 12:00 in Seoul: yesterday is 2022-01-09.
    static let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_783_600) })

    static func useCase(empty: Bool = false) -> FilmHistoryUseCase {
        let charts = [5, 6, 8].compactMap { number in
            BoxOfficeDate(year: 2022, month: 1, day: number).map {
                BoxOfficeChart.stub(
                    date: $0, entries: [.stub(rank: 1, audience: number * 10, audienceTotal: number * 100)])
            }
        }
        return FilmHistoryUseCase(
            repository: StubFilmHistoryRepository(charts: empty ? [] : charts), calendar: calendar)
    }
}

/// The trend's states: loading then the view, a row of the chart shown, its notes, its failures worded.
@MainActor
struct FilmTrendViewModelTests {
    @Test func aTrendLoadsWithItsFiguresAndTheSyncForTheDaysMissing() async throws {
        let trend = FilmTrendViewModel(useCase: StoredHistory.useCase(), words: KoreanWords())
        let recorder = StateRecorder(trend)
        await trend.trend("20199882", shown: nil)
        #expect(recorder.states.count == 2, "\(recorder.states)")
        #expect(recorder.states.first == .loading("저장소를 읽는 중…"))
        guard case .loaded(let view) = recorder.last else {
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

    @Test func aRowOfTheChartShownNamesItsFilm() async throws {
        let trend = FilmTrendViewModel(useCase: StoredHistory.useCase(), words: EnglishWords())
        await trend.trend("1", shown: nil)
        #expect(trend.state == .failed(ShownFailure(EnglishWords().noListForRow, typedWrong: true)))
        let shown = BoxOfficeChart.stub(date: try #require(BoxOfficeDate(year: 2022, month: 1, day: 5)))
        await trend.trend("1", shown: shown)
        guard case .loaded(let view) = trend.state else {
            Issue.record("\(trend.state)")
            return
        }
        #expect(view.movieCode == "20199882")
        await trend.trend("9", shown: shown)
        #expect(
            trend.state
                == .failed(
                    ShownFailure("There is no rank 9: the list shown has ranks 1–3.", typedWrong: true)))
    }

    @Test func aRunOfSixtyDaysIsDrawnAsBarsAndOfSixtyOneAsASparkline() async throws {
        let first = try #require(BoxOfficeDate(year: 2021, month: 10, day: 1))
        for (count, sparkline) in [(60, false), (61, true)] {
            let charts = (0..<count).map {
                BoxOfficeChart.stub(
                    date: first.adding(days: $0),
                    entries: [.stub(rank: 1, audience: 10, audienceTotal: 10 * ($0 + 1))])
            }
            let trend = FilmTrendViewModel(
                useCase: FilmHistoryUseCase(
                    repository: StubFilmHistoryRepository(charts: charts), calendar: StoredHistory.calendar),
                words: KoreanWords())
            await trend.trend("20199882", shown: nil)
            guard case .loaded(let view) = trend.state else {
                Issue.record("\(count) days: \(trend.state)")
                continue
            }
            #expect(view.days.count == count)
            #expect(view.sparkline == sparkline, "\(count) days")
        }
    }
}

/// The top films' states: an empty store, the edge of a stored one, and its failures worded.
@MainActor
struct TopFilmsViewModelTests {
    @Test("top on an empty store fails with how to fill it; a store with data answers even a range it lacks")
    func topOnAnEmptyStoreAndAtTheEdgeOfAStoredOne() async throws {
        let empty = TopFilmsViewModel(useCase: StoredHistory.useCase(empty: true), words: EnglishWords())
        await empty.top(from: "20220105", to: "20220105")
        #expect(empty.state == .failed(ShownFailure(EnglishWords().text(forHistory: .emptyStore(.all)))))
        let top = TopFilmsViewModel(useCase: StoredHistory.useCase(), words: EnglishWords())
        // 2022-01-08 is the last day stored: the day itself has its film, the day after none.
        for (day, films) in [("20220108", [80]), ("20220109", [])] {
            await top.top(from: day, to: day)
            guard case .loaded(let view) = top.state else {
                Issue.record("\(day): \(top.state)")
                continue
            }
            #expect(view.films.map(\.audience) == films, "\(day)")
        }
    }

    @Test func topAndItsFailuresInWords() async {
        let top = TopFilmsViewModel(useCase: StoredHistory.useCase(), words: EnglishWords())
        let recorder = StateRecorder(top)
        await top.top(from: "20220105", to: "20220109", limit: 5)
        guard case .loaded(let view) = top.state else {
            Issue.record("\(top.state)")
            return
        }
        #expect(recorder.states == [.loading(EnglishWords().loadingHistory), .loaded(view)])
        #expect(view.films.map(\.audience) == [190])
        #expect(view.storedLine == "3 days of 2022-01-05~2022-01-09 stored")
        await top.top(from: "20220109", to: "20220105")
        #expect(
            top.state
                == .failed(
                    ShownFailure(
                        EnglishWords().text(
                            for: DateInputError.reversedRange(
                                first: BoxOfficeDate(year: 2022, month: 1, day: 9)!,
                                last: BoxOfficeDate(year: 2022, month: 1, day: 5)!)), typedWrong: true)))
        await top.top(from: "어제", to: "오늘")
        #expect(
            top.state
                == .failed(
                    ShownFailure(
                        EnglishWords().text(
                            for: DateInputError.today(
                                BoxOfficeDate(year: 2022, month: 1, day: 10)!)), typedWrong: true)))
    }
}

/// The comparison's states: a film the store lacks is worded as such.
@MainActor
struct FilmComparisonViewModelTests {
    @Test func aFilmTheStoreLacksIsSaid() async {
        let compare = FilmComparisonViewModel(useCase: StoredHistory.useCase(), words: EnglishWords())
        let recorder = StateRecorder(compare)
        await compare.compare("20199882", "20990001", shown: nil)
        let failure = ShownFailure(EnglishWords().text(forHistory: .movieNotStored("20990001")))
        #expect(recorder.states == [.loading(EnglishWords().loadingHistory), .failed(failure)])
    }

    @Test("two spellings of one film (a rank and its code, 1 and 01) are typed wrong, in both languages")
    func oneFilmSpelledTwoWaysIsTypedWrong() async throws {
        let shown = BoxOfficeChart.stub(date: try #require(BoxOfficeDate(year: 2022, month: 1, day: 5)))
        let title = try #require(shown.entries.first?.title)
        for words in [EnglishWords(), KoreanWords()] as [any Words] {
            let compare = FilmComparisonViewModel(useCase: StoredHistory.useCase(), words: words)
            for (first, second) in [("1", "20199882"), ("1", "01"), ("20199882", " 20199882")] {
                await compare.compare(first, second, shown: shown)
                let failure = ShownFailure(
                    words.oneFilmTwice(first, second, title: title, code: "20199882"), typedWrong: true)
                #expect(compare.state == .failed(failure), "\(first) \(second)")
            }
        }
        let compare = FilmComparisonViewModel(useCase: StoredHistory.useCase(), words: EnglishWords())
        await compare.compare("1", "01", shown: shown)
        #expect(
            compare.state
                == .failed(
                    ShownFailure(
                        "'1' and '01' are the same film, \(title) (20199882): compare needs two different films.",
                        typedWrong: true)))
    }
}

/// Without a store (the demo data) each of the three says so in its own question's name, loading nothing.
@MainActor
struct FilmHistoryWithoutAStoreTests {
    @Test func withoutAStoreEachQuestionSaysSoInItsOwnName() async {
        let words = EnglishWords()
        let trend = FilmTrendViewModel(useCase: nil, unavailable: .needsKOBISKey, words: words)
        let top = TopFilmsViewModel(useCase: nil, unavailable: .needsKOBISKey, words: words)
        let compare = FilmComparisonViewModel(useCase: nil, unavailable: .needsKOBISKey, words: words)
        let recorders = (StateRecorder(trend), StateRecorder(top), StateRecorder(compare))
        await trend.trend("1", shown: nil)
        await top.top(from: "20220105", to: "20220105")
        await compare.compare("1", "2", shown: nil)
        func failed(_ command: String) -> ShownFailure {
            ShownFailure(words.text(for: HistoryFailure.needsKOBISKey, reading: command))
        }
        #expect(recorders.0.states == [.failed(failed("trend"))])
        #expect(recorders.1.states == [.failed(failed("top"))])
        #expect(recorders.2.states == [.failed(failed("compare"))])
    }
}

/// A day past the end of one film's run names the other film alone: a screen reader (and an assistant)
/// hears no title followed by nothing.
struct ComparisonSentenceTests {
    @Test func aRunOverIsLeftOutOfTheDaysSentence() throws {
        let day = try #require(BoxOfficeDate(year: 2022, month: 1, day: 10))
        let unstored = TrendDay(date: day, figures: nil, stored: false)
        #expect(
            EnglishWords().comparisonSentence(day: 6, ("A", nil), ("B", unstored)) == "day 6: B not stored.")
        #expect(KoreanWords().comparisonSentence(day: 6, ("A", unstored), ("B", nil)) == "6일째: A 저장 안 됨.")
    }
}
