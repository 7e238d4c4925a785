// The catalogue's screen: searches, `more`, people and companies, and the numbers that follow what was shown last.

import BoxOfficeDomain

/// What the screen of ``CatalogueViewModel`` is asked to do: its intents, all it takes.
@MainActor
public protocol CatalogueIntents: AnyObject {
    func searchMovies(_ title: String, page: Int) async
    func searchPeople(_ name: String, page: Int) async
    func searchCompanies(_ name: String, page: Int) async
    func more() async
    func showPerson(_ text: String) async
    func showCompany(_ text: String) async
}

/// A number typed next means a row of the last list of its kind shown; the movies found are the
/// numbered movies until a chart is shown again: what it finds is reported (``CatalogueEffects``)
/// for the session to keep.
///
/// Its intents are ``CatalogueIntents``; it publishes ``state``.
@MainActor
public final class CatalogueViewModel: ViewModel<CatalogueViewData>, CatalogueIntents {
    private let useCase: SearchCatalogueUseCase
    private let words: any Words
    private let effects: CatalogueEffects
    private var movieResults = NumberedList<MovieSummary>([])
    // The last people and companies found, which `person N` and `company N` number.
    private var people: NumberedList<PersonSummary>?
    private var companies: NumberedList<CompanySummary>?
    private var lastSearch: (kind: CatalogueKind, query: CatalogueQuery, total: Int, hasMore: Bool)?

    public init(useCase: SearchCatalogueUseCase, words: any Words, effects: CatalogueEffects) {
        self.useCase = useCase
        self.words = words
        self.effects = effects
    }

    public func searchMovies(_ title: String, page: Int = 1) async {
        await search(.movies, CatalogueQuery(name: title, page: page))
    }

    public func searchPeople(_ name: String, page: Int = 1) async {
        await search(.people, CatalogueQuery(name: name, page: page))
    }

    public func searchCompanies(_ name: String, page: Int = 1) async {
        await search(.companies, CatalogueQuery(name: name, page: page))
    }

    public func more() async {
        guard let last = lastSearch else {
            // No search to continue: typed wrong (64), as `person N` with no list shown.
            state = .failed(
                ShownFailure(words.text(for: CatalogueSelectionError.nothingToContinue), typedWrong: true))
            return
        }
        guard last.hasMore else {
            state = .loaded(.list(.noMore(last.kind, query: last.query, total: last.total, words: words)))
            return
        }
        await search(last.kind, last.query.next)
    }

    public func showPerson(_ text: String) async {
        let code: PersonCode
        switch CatalogueSelector(text) {
        case .number(let number)?:
            do {
                code = try pick(number, of: people, .people).code
            } catch {
                // A row the list lacks is typed wrong, as `detail`'s rank is.
                state = .failed(ShownFailure(words.text(for: error), typedWrong: true))
                return
            }
        case .code(let typed)?:
            code = PersonCode(typed)
        case .name(let name)?:
            await searchPeople(name)
            return
        case nil:
            return
        }
        state = .loading(words.loadingPerson)
        do {
            let person = try await useCase.person(code)
            effects.moviesFound(
                NumberedList(person.filmography.map { ListedMovie(code: $0.movieCode, title: $0.title) }))
            state = .loaded(.profile(CatalogueProfileViewData(person, words: words)))
        } catch {
            state = .failed(ShownFailure(error, words: words))
        }
    }

    public func showCompany(_ text: String) async {
        let code: CompanyCode
        switch CatalogueSelector(text) {
        case .number(let number)?:
            do {
                code = try pick(number, of: companies, .companies).code
            } catch {
                // A row the list lacks is typed wrong, as `detail`'s rank is.
                state = .failed(ShownFailure(words.text(for: error), typedWrong: true))
                return
            }
        case .code(let typed)?:
            code = CompanyCode(typed)
        case .name(let name)?:
            await searchCompanies(name)
            return
        case nil:
            return
        }
        state = .loading(words.loadingCompany)
        do {
            let company = try await useCase.company(code)
            effects.moviesFound(
                NumberedList(company.filmography.map { ListedMovie(code: $0.movieCode, title: $0.title) }))
            state = .loaded(.profile(CatalogueProfileViewData(company, words: words)))
        } catch {
            state = .failed(ShownFailure(error, words: words))
        }
    }

    private func pick<Item>(_ number: Int, of list: NumberedList<Item>?, _ kind: CatalogueKind)
        throws(CatalogueSelectionError)
        -> Item
    {
        guard let list else { throw .noListShown(kind) }
        guard let item = list[number] else {
            throw .numberOutOfRange(kind, number: number, shown: list.numbers)
        }
        return item
    }

    // Its first page starts afresh; later pages are appended to what was found.
    private func search(_ kind: CatalogueKind, _ query: CatalogueQuery) async {
        do throws(BoxOfficeFailure) {
            // Before the spinner, which would show the whole name.
            try SearchCatalogueUseCase.check(query)
        } catch {
            state = .failed(ShownFailure(error, words: words))
            return
        }
        state = .loading(words.searching(kind, for: query.name))
        // Only the next page of the search shown adds to its results; any other page starts afresh,
        // numbered from its own first position as shown.
        let continues = lastSearch.map { $0.kind == kind && $0.query.next == query } ?? false
        func found<Item>(_ items: [Item], after earlier: NumberedList<Item>?) -> NumberedList<Item> {
            continues
                ? (earlier ?? NumberedList([])).appending(items)
                : NumberedList(items, first: query.firstPosition)
        }
        do {
            let view: CatalogueListViewData
            switch kind {
            case .movies:
                let page = try await useCase.movies(query)
                movieResults = found(page.items, after: movieResults)
                effects.moviesFound(
                    NumberedList(
                        movieResults.items.map { ListedMovie(code: $0.movieCode, title: $0.title) },
                        first: movieResults.first))
                lastSearch = (kind, query, page.totalCount, page.hasMore)
                view = .results(movieResults, page: page, kind: kind, words: words) {
                    CatalogueRows.movie($1)
                }
            case .people:
                let page = try await useCase.people(query)
                let people = found(page.items, after: people)
                self.people = people
                effects.peopleFound(people)
                lastSearch = (kind, query, page.totalCount, page.hasMore)
                view = .results(people, page: page, kind: kind, words: words) { CatalogueRows.person($1) }
            case .companies:
                let page = try await useCase.companies(query)
                let companies = found(page.items, after: companies)
                self.companies = companies
                effects.companiesFound(companies)
                lastSearch = (kind, query, page.totalCount, page.hasMore)
                view = .results(companies, page: page, kind: kind, words: words) { CatalogueRows.company($1) }
            }
            state = .loaded(.list(view))
        } catch {
            state = .failed(ShownFailure(error, words: words))
        }
    }
}

/// What the catalogue finds, reported for the session to keep (what `detail N` numbers, and the
/// prompt's completions): closures wired where the ViewModels are made.
public struct CatalogueEffects {
    public var moviesFound: @MainActor (NumberedList<ListedMovie>) -> Void
    public var peopleFound: @MainActor (NumberedList<PersonSummary>) -> Void
    public var companiesFound: @MainActor (NumberedList<CompanySummary>) -> Void

    public init(
        moviesFound: @escaping @MainActor (NumberedList<ListedMovie>) -> Void,
        peopleFound: @escaping @MainActor (NumberedList<PersonSummary>) -> Void,
        companiesFound: @escaping @MainActor (NumberedList<CompanySummary>) -> Void
    ) {
        self.moviesFound = moviesFound
        self.peopleFound = peopleFound
        self.companiesFound = companiesFound
    }
}
