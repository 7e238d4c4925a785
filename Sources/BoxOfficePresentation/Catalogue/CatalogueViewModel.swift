// The catalogue's screen: searches, `more`, people and companies, and the numbers that follow what was shown last.

import BoxOfficeDomain

/// The catalogue: `search`, `people`, `person`, `company` and `more`.
///
/// It keeps what the numbers typed next refer to, by one rule: a number means a row of the last
/// list of its kind shown. ``numberedMovies`` is the last list of movies it showed (a search's
/// results so far, or a filmography) until the day's list is shown again, which makes the ranks
/// the movie numbers again (`nil` then: ``MovieDetailViewModel`` goes by the list).
/// ``foundPeople`` and ``foundCompanies`` are the last lists of people and companies.
@MainActor
public final class CatalogueViewModel: ViewModel<CatalogueContent> {
    /// The movies `detail N` means, numbered from 1; `nil` while the day's list is the last
    /// list of movies shown.
    public private(set) var numberedMovies: [DetailPrefetcher.Movie]?
    /// The people `person N` means; `nil` before any `people`.
    public private(set) var foundPeople: [PersonSummary]?
    /// The companies `company N` means; `nil` before any `company NAME`.
    public private(set) var foundCompanies: [CompanySummary]?

    private let useCase: SearchCatalogueUseCase
    private let words: any Words
    private var movieResults: [MovieSummary] = []
    /// The last search, which `more` continues: its kind and the last page shown.
    private var lastSearch: (kind: CatalogueKind, query: CatalogueQuery, total: Int, hasMore: Bool)?

    /// - Parameters:
    ///   - useCase: searches and profiles.
    ///   - list: the day's list, whose showing makes its ranks the movie numbers again.
    ///   - words: the words of the headings and messages.
    public init(useCase: SearchCatalogueUseCase, list: BoxOfficeListViewModel?, words: any Words) {
        self.useCase = useCase
        self.words = words
        super.init()
        list?.observe(owner: self) { [weak self] state in
            if case .loaded = state { self?.numberedMovies = nil }
        }
    }

    /// `search TITLE`: the first page (or page `page`) of movies whose title holds `title`.
    public func searchMovies(_ title: String, page: Int = 1) async {
        await search(.movies, CatalogueQuery(name: title, page: page))
    }

    /// `people NAME`: the first page (or page `page`) of people whose name holds `name`.
    public func searchPeople(_ name: String, page: Int = 1) async {
        await search(.people, CatalogueQuery(name: name, page: page))
    }

    /// `company NAME`: the first page (or page `page`) of companies whose name holds `name`.
    public func searchCompanies(_ name: String, page: Int = 1) async {
        await search(.companies, CatalogueQuery(name: name, page: page))
    }

    /// `more`: the next page of the last search, or why there is none.
    public func more() async {
        guard let last = lastSearch else {
            state = .failed(ShownFailure(words.text(for: CatalogueSelectionError.nothingToContinue)))
            return
        }
        guard last.hasMore else {
            state = .loaded(.list(.noMore(last.kind, query: last.query, total: last.total, words: words)))
            return
        }
        await search(last.kind, last.query.next)
    }

    /// `person N|CODE`: person N of the last people list, or the person with the code.
    public func showPerson(_ text: String) async {
        let code: PersonCode
        switch CatalogueSelector(text) {
        case .number(let number)?:
            do {
                code = try pick(number, of: foundPeople, .people).code
            } catch {
                state = .failed(ShownFailure(words.text(for: error)))
                return
            }
        case .code(let typed)?, .name(let typed)?:
            code = PersonCode(typed)
        case nil:
            return
        }
        state = .loading(words.loadingPerson)
        do {
            let person = try await useCase.person(code)
            numberedMovies = person.filmography.map {
                DetailPrefetcher.Movie(code: $0.movieCode, title: $0.title)
            }
            state = .loaded(.profile(CatalogueProfileViewData(person, words: words)))
        } catch {
            state = .failed(ShownFailure(error, words: words))
        }
    }

    /// `company N|CODE|NAME`: company N of the last company list, the company with the code,
    /// or a search for the name.
    public func showCompany(_ text: String) async {
        let code: CompanyCode
        switch CatalogueSelector(text) {
        case .number(let number)?:
            do {
                code = try pick(number, of: foundCompanies, .companies).code
            } catch {
                state = .failed(ShownFailure(words.text(for: error)))
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
            numberedMovies = company.filmography.map {
                DetailPrefetcher.Movie(code: $0.movieCode, title: $0.title)
            }
            state = .loaded(.profile(CatalogueProfileViewData(company, words: words)))
        } catch {
            state = .failed(ShownFailure(error, words: words))
        }
    }

    /// What Tab offers after `person `: the numbers and codes of the last people list.
    public func personCompletions() -> [String] {
        let people = foundPeople ?? []
        return people.indices.map { String($0 + 1) } + people.map(\.code.rawValue)
    }

    /// What Tab offers after `company `: the numbers and codes of the last company list.
    public func companyCompletions() -> [String] {
        let companies = foundCompanies ?? []
        return companies.indices.map { String($0 + 1) } + companies.map(\.code.rawValue)
    }

    private func pick<Item>(_ number: Int, of list: [Item]?, _ kind: CatalogueKind)
        throws(CatalogueSelectionError)
        -> Item
    {
        guard let list else { throw .noListShown(kind) }
        guard list.indices.contains(number - 1) else {
            throw .numberOutOfRange(kind, number: number, count: list.count)
        }
        return list[number - 1]
    }

    /// Asks for `query`'s page of `kind`, appends it to what was found (its first page starts
    /// afresh), and shows it.
    private func search(_ kind: CatalogueKind, _ query: CatalogueQuery) async {
        do throws(BoxOfficeFailure) {
            // Before the spinner, which would show the whole name.
            try SearchCatalogueUseCase.check(query)
        } catch {
            state = .failed(ShownFailure(error, words: words))
            return
        }
        state = .loading(words.searching(kind, for: query.name))
        do {
            let view: CatalogueListViewData
            switch kind {
            case .movies:
                let page = try await useCase.movies(query)
                movieResults = (query.page == 1 ? [] : movieResults) + page.items
                numberedMovies = movieResults.map {
                    DetailPrefetcher.Movie(code: $0.movieCode, title: $0.title)
                }
                lastSearch = (kind, query, page.totalCount, page.hasMore)
                view = .results(movieResults, page: page, kind: kind, words: words) {
                    CatalogueRows.movie($1)
                }
            case .people:
                let page = try await useCase.people(query)
                let people = (query.page == 1 ? [] : foundPeople ?? []) + page.items
                foundPeople = people
                lastSearch = (kind, query, page.totalCount, page.hasMore)
                view = .results(people, page: page, kind: kind, words: words) { CatalogueRows.person($1) }
            case .companies:
                let page = try await useCase.companies(query)
                let companies = (query.page == 1 ? [] : foundCompanies ?? []) + page.items
                foundCompanies = companies
                lastSearch = (kind, query, page.totalCount, page.hasMore)
                view = .results(companies, page: page, kind: kind, words: words) { CatalogueRows.company($1) }
            }
            state = .loaded(.list(view))
        } catch {
            state = .failed(ShownFailure(error, words: words))
        }
    }
}
