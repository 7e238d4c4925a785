// Search pages on their edge: a last page exactly full ends the search (no `more` hint, and `more`
// asks nothing), one result past it is one more page; a page asked for directly (`--page N`) is
// numbered from its own first place, and one past the last page says the count and the last page.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Testing

extension CatalogueViewModelTests {
    @Test(arguments: [10, 20])
    func aLastPageExactlyFullEndsTheSearch(movieCount: Int) async throws {
        let (viewModel, recorder, repository) = make(movieCount: movieCount)
        await viewModel.searchMovies("영화")
        for _ in 1..<(movieCount / 10) { await viewModel.more() }
        let last = try #require(list(recorder.last))
        #expect(last.rows.map(\.number) == Array((movieCount - 9)...movieCount))
        #expect(last.footer == words.openHint(.movies))
        await viewModel.more()
        let end = try #require(list(recorder.last))
        #expect(
            end.rows.isEmpty && end.heading == words.noMoreResults(.movies, name: "영화", total: movieCount))
        #expect(await repository.callCount == movieCount / 10)
    }

    @Test func oneResultPastAFullPageIsOneMorePageOfOne() async throws {
        let (viewModel, recorder, repository) = make(movieCount: 21)
        await viewModel.searchMovies("영화")
        await viewModel.more()
        #expect(try #require(list(recorder.last)).footer == words.moreHint(remaining: 1))
        await viewModel.more()
        let last = try #require(list(recorder.last))
        #expect(last.rows.map(\.number) == [21] && last.footer == words.openHint(.movies))
        #expect(last.heading == "Movies matching '영화': 21–21 of 21")
        #expect(await repository.callCount == 3)
    }

    @Test(arguments: [(2, 20, false), (2, 21, true), (3, 21, false)])
    func aPageAskedForDirectlyIsNumberedFromItsPlace(page: Int, movieCount: Int, hasMore: Bool) async throws {
        let (viewModel, recorder, _) = make(movieCount: movieCount)
        await viewModel.searchMovies("영화", page: page)
        let shown = try #require(list(recorder.last))
        let first = (page - 1) * 10 + 1
        #expect(shown.rows.first?.number == first)
        #expect(shown.rows.last?.number == min(first + 9, movieCount))
        #expect(
            shown.footer
                == (hasMore ? words.moreHint(remaining: movieCount - page * 10) : words.openHint(.movies)))
    }

    @Test(arguments: [
        (1, 10, 10, false), (1, 10, 11, true), (2, 10, 20, false), (2, 10, 21, true), (2, 9, 19, false),
    ])
    func whetherAPageHasMore(page: Int, items: Int, total: Int, hasMore: Bool) {
        let query = CatalogueQuery(name: "영화", page: page)
        let found = CataloguePage(
            query: query, items: (0..<items).map { StubCatalogueRepository.movie($0) }, totalCount: total,
            source: .kobis)
        #expect(found.hasMore == hasMore)
    }
}

// A page of another search (`search B --page 2` after `search A` and `more`) is not glued to A's
// results, and a page past the end counts only what the search found.
extension CatalogueViewModelTests {
    @Test func aPageOfAnotherSearchStartsAfresh() async throws {
        let (viewModel, recorder, _) = make(movieCount: 21)
        await viewModel.searchMovies("영화")
        await viewModel.more()
        await viewModel.searchMovies("다른", page: 2)
        let shown = try #require(list(recorder.last))
        #expect(shown.rows.map(\.number) == Array(11...20))
        #expect(shown.heading == "Movies matching '다른': 11–20 of 21")
        #expect(numbered.count == 10)
    }

    @Test func theNextPageOfTheSameSearchTypedOutContinuesIt() async throws {
        let (viewModel, recorder, _) = make(movieCount: 21)
        await viewModel.searchMovies("영화")
        await viewModel.searchMovies("영화", page: 2)
        #expect(try #require(list(recorder.last)).rows.map(\.number) == Array(11...20))
        #expect(numbered.count == 20)
    }

    // Nothing of the search was shown before it, so the count and its last page are said, not "all shown".
    @Test(arguments: [(0, 1000, 0, 0), (5, 2, 5, 1), (10, 2, 10, 1), (11, 3, 11, 2)])
    func aPagePastTheEndCountsWhatWasFound(movieCount: Int, page: Int, total: Int, lastPage: Int) async throws
    {
        let (viewModel, recorder, _) = make(movieCount: movieCount)
        await viewModel.searchMovies("영화", page: page)
        let shown = try #require(list(recorder.last))
        #expect(shown.rows.isEmpty)
        #expect(
            shown.heading
                == (total == 0
                    ? words.noResults(.movies, name: "영화")
                    : words.pastTheLastPage(.movies, name: "영화", page: page, total: total, lastPage: lastPage))
        )
    }

    @Test(
        "a page asked for past the end says the count and the last page; the last page itself is shown",
        arguments: [(10, 1, "1–10 of 10"), (10, 2, nil), (11, 2, "11–11 of 11"), (11, 3, nil), (20, 3, nil)])
    func aPagePastTheEnd(count: Int, page: Int, shown: String?) async throws {
        let (viewModel, recorder, _) = make(movieCount: count)
        await viewModel.searchMovies("영화", page: page)
        let shownList = try #require(list(recorder.last))
        let lastPage = (count + 9) / 10
        if let shown {
            #expect(shownList.heading == "Movies matching '영화': \(shown)" && !shownList.rows.isEmpty)
        } else {
            #expect(shownList.rows.isEmpty && shownList.footer == nil)
            #expect(
                shownList.heading
                    == words.pastTheLastPage(
                        .movies, name: "영화", page: page, total: count, lastPage: lastPage))
            #expect(
                shownList.heading
                    == "No page \(page) of the movies for '영화': \(count) in all, the last page is \(lastPage)."
            )
        }
    }

    @Test("past the end after the pages before it were shown (`more`, or the next --page) all were shown")
    func theNextPageAfterTheLastIsNoMore() async throws {
        let (viewModel, recorder, _) = make(movieCount: 10)
        await viewModel.searchMovies("영화")
        await viewModel.searchMovies("영화", page: 2)
        #expect(list(recorder.last)?.heading == words.noMoreResults(.movies, name: "영화", total: 10))
        await viewModel.searchPeople("사람", page: 5)
        #expect(list(recorder.last)?.heading.hasPrefix("No page 5 of the people for '사람': ") == true)
    }
}
