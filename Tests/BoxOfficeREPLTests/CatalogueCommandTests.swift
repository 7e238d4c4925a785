// search, more, people, person and company at the prompt: numbers that follow the last list shown.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Testing

@MainActor
struct CatalogueCommandTests {
    /// 2022-01-06 12:00 in Seoul.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    struct Run {
        let status: Int32
        let output: String
        let errors: String
        let details: StubMovieDetailRepository
    }

    func run(_ lines: [String], format: DisplayFormat = .table, movieCount: Int = 12) async -> Run {
        let output = TextBuffer()
        let errors = TextBuffer()
        let settings = DisplaySettings(format: format, words: Language.english.words(kobisKeySet: false))
        let details = StubMovieDetailRepository()
        let base = SessionViewModels.stubbed(
            calendar: calendar, settings: settings, store: InMemoryPreferencesStore(), details: details,
            prefetching: false)
        let catalogue = CatalogueViewModel(
            useCase: SearchCatalogueUseCase(repository: StubCatalogueRepository(movieCount: movieCount)),
            words: settings.words, effects: .kept(in: base.sessionState))
        let viewModels = base.with { $0.catalogue = { catalogue } }
        let session = ReplSession(
            viewModels: viewModels, reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: .init(interactive: false, columns: { 100 }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        let status = await session.run()
        return Run(status: status, output: output.text, errors: errors.text, details: details)
    }

    @Test func searchThenDetail2OpensTheSecondMovieFound() async {
        let run = await run(["search 영화", "detail 2"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("Movies matching '영화': 1–10 of 12"))
        #expect(run.output.contains("20990002"))
        #expect(await run.details.calls == ["20990002"])
    }

    @Test func moreNumbersOnAndThenSaysThereIsNoMore() async {
        let run = await run(["search 영화", "more", "detail 12", "more"])
        #expect(run.output.contains(" 11  20990011  영화 11"), "\(run.output)")
        #expect(await run.details.calls == ["20990012"])
        #expect(run.output.contains("No more movies for '영화': all 12 are shown."))
    }

    @Test func aSearchAskedFromPage2IsNumberedAsShownForDetailAndMore() async {
        let run = await run(
            ["search 영화 --page 2", "detail 11", "detail 20", "detail 10", "more", "detail 21", "detail 26"],
            movieCount: 25)
        #expect(run.output.contains(" 11  20990011  영화 11"), "\(run.output)")
        #expect(await run.details.calls == ["20990011", "20990020", "20990021"])
        #expect(run.errors.contains("There is no movie 10: the last list of movies shown has 11–20."))
        #expect(run.errors.contains("There is no movie 26: the last list of movies shown has 11–25."))
    }

    @Test func peopleThenPerson1ThenDetail2OpensTheirSecondFilm() async {
        let run = await run(["people 사람", "person 1", "detail 2"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("사람 1") && run.output.contains("Filmography (2 films)"))
        #expect(await run.details.calls == ["20990008"])
    }

    @Test func showingADayAgainMakesDetailNTheListsRowAgain() async {
        let run = await run(["search 영화", "date 20220105", "detail 2"])
        #expect(run.status == 0, "\(run.errors)")
        let requested = await run.details.calls
        #expect(requested.count == 1 && requested != ["20990002"])
    }

    @Test func badInputIsExplainedAndFails() async {
        let run = await run(["more", "person 1", "search", "person 99999999", "people 사람", "person 99"])
        #expect(run.status == 1)
        #expect(run.errors.contains("`more` has no search to continue"))
        #expect(run.errors.contains("No list of people is shown"))
        #expect(run.errors.contains("search TITLE"))
        #expect(run.errors.contains("There is no person with the code 99999999."))
        #expect(run.errors.contains("There is no person 99: the last list of people shown has 1–3."))
    }

    @Test func aSearchPrintsInEveryFormat() async throws {
        let json = await run(["search 영화"], format: .json)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["totalCount"] as? Int == 12 && (object["results"] as? [Any])?.count == 10)
        let csv = await run(["company 보기"], format: .csv)
        #expect(
            csv.output.hasPrefix(
                "number,companyCode,name,nameEnglish,parts,ceo,filmography\n1,20990100,보기영화,"))
        let plain = await run(["person 20990001"], format: .plain)
        #expect(plain.output.contains("1. Code 20990007, Title 영화 7, Role 배우."), "\(plain.output)")
        let box = await run(["people 사람"], format: .box)
        #expect(box.output.contains("┌") || box.output.contains("+"))
    }

    @Test func tabOffersTheNumbersAndCodesOfTheLastLists() {
        let provider = ReplCompletionProvider(
            suggestedDates: { [] }, people: { ["1", "2", "20990001"] }, companies: { ["1", "20990100"] })
        #expect(provider.completions(forTextBeforeCursor: "person ") == ["1", "2", "20990001"])
        #expect(provider.completions(forTextBeforeCursor: "person 2") == ["2", "20990001"])
        #expect(provider.completions(forTextBeforeCursor: "company 2") == ["20990100"])
    }
}
