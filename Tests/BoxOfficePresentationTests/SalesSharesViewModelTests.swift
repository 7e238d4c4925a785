// `shares`: the sales shares of the chart shown, made into values by their ViewModel, never fetched.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

@MainActor
struct SalesSharesViewModelTests {
    /// 2022-01-12 (a Wednesday) 12:00 in Seoul: last week (2022-01-03~09) is over.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_956_400) })
    let session = SessionState()

    func viewModels(words: any Words = KoreanWords()) -> (BoxOfficeListViewModel, SalesSharesViewModel) {
        let list = BoxOfficeListViewModel(
            useCase: ShowChartUseCase(
                repository: StubBoxOfficeRepository {
                    .success(
                        .stub(
                            date: $0,
                            entries: [.stub(rank: 1, salesShare: 34.2), .stub(rank: 2, salesShare: 5)]))
                }, calendar: calendar), words: words, effects: .kept(in: session))
        return (list, SalesSharesViewModel(words: words))
    }

    @Test func withNoChartShownItSaysSo() {
        let (_, shares) = viewModels(words: EnglishWords())
        shares.show(session.chart)
        #expect(shares.state == .failed(ShownFailure(EnglishWords().noDayShown, typedWrong: true)))
    }

    @Test func theSharesOfTheDayShownAreValuesReadyToShow() async throws {
        let (list, shares) = viewModels()
        await list.load(.daily, typed: "20220105", in: session.chartSelection)
        shares.show(session.chart)
        let view = try #require(shares.state.loaded)
        #expect(view.heading == "2022-01-05 (수)" && view.label == KoreanWords().salesShareLabel)
        #expect(
            view.rows.map(\.percent) == ["34.3%", "5.0%"] || view.rows.map(\.percent) == ["34.2%", "5.0%"])
        #expect(
            view.rows.map(\.movieCode) == ["20199882", "20221002"] && view.rows.map(\.share) == [34.2, 5])
        #expect(view.emptyText == nil && view.sentences.count == 3)
        #expect([view.date, view.periodEnd, view.filter] == ["2022-01-05", "2022-01-05", "all"])
    }

    @Test func aWeeksSharesNameTheChart() async throws {
        let (list, shares) = viewModels()
        await list.load(.weekly, typed: "20220105", in: session.chartSelection)
        shares.show(session.chart)
        let view = try #require(shares.state.loaded)
        #expect(view.label.hasPrefix(KoreanWords().salesShareLabel + " · 주간 박스오피스"), "\(view.label)")
        #expect(view.chart == .weekly && view.periodEnd == "2022-01-09")
    }
}
