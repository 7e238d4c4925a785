// Searching the catalogue: the query, a page of results, the repository that answers, the use case.

/// What a search asks for: a name (or title), and which page of the results.
public struct CatalogueQuery: Hashable, Sendable {
    /// The results a page holds: KOBIS's default (`itemPerPage` 10).
    public static let pageSize = 10
    /// In Unicode scalars, so combining marks count and the URL stays short; KOBIS's names are far
    /// shorter.
    public static let longestName = 100

    /// The name or title typed, trimmed.
    public var name: String
    /// The page, from 1.
    public var page: Int
    public var pageSize: Int

    /// A query for `name`'s page `page` (from 1), ``pageSize`` results a page.
    public init(name: String, page: Int = 1, pageSize: Int = CatalogueQuery.pageSize) {
        self.name = name.trimmingSpaces()
        self.page = max(page, 1)
        self.pageSize = max(pageSize, 1)
    }

    /// The same search's next page.
    public var next: CatalogueQuery {
        CatalogueQuery(name: name, page: page + 1, pageSize: pageSize)
    }

    /// The position (from 1) of the first result of this page among all the results.
    public var firstPosition: Int { (page - 1) * pageSize + 1 }
}

/// One page of a search's results, with how many there are in all.
public struct CataloguePage<Item: Hashable & Sendable>: Hashable, Sendable {
    public var query: CatalogueQuery
    /// The results on this page, in KOBIS's order.
    public var items: [Item]
    /// How many results the search has in all (KOBIS's `totCnt`).
    public var totalCount: Int
    public var source: DataSource

    public init(query: CatalogueQuery, items: [Item], totalCount: Int, source: DataSource) {
        self.query = query
        self.items = items
        self.totalCount = totalCount
        self.source = source
    }

    public var hasMore: Bool {
        !items.isEmpty && query.firstPosition - 1 + items.count < totalCount
    }
}

/// Where searches and profiles come from: KOBIS (through the local store) or the demo data.
public protocol CatalogueRepository: Sendable {
    // KOBIS ignores spaces in `query.name`.
    func movies(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<MovieSummary>
    func people(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<PersonSummary>
    func companies(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<CompanySummary>
    func person(_ code: PersonCode) async throws(BoxOfficeFailure) -> PersonProfile
    func company(_ code: CompanyCode) async throws(BoxOfficeFailure) -> CompanyProfile
}

/// Searches (a blank name asks nothing and finds nothing) and profiles, through one repository.
public struct SearchCatalogueUseCase: Sendable {
    private let repository: any CatalogueRepository

    public init(repository: any CatalogueRepository) {
        self.repository = repository
    }

    /// A name longer than `CatalogueQuery.longestName` is refused before anything is asked.
    public static func check(_ query: CatalogueQuery) throws(BoxOfficeFailure) {
        guard query.name.unicodeScalars.count <= CatalogueQuery.longestName else {
            throw .searchTooLong(limit: CatalogueQuery.longestName)
        }
    }

    /// The movies of `query`'s page; an empty page, without asking, for a blank name.
    public func movies(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<MovieSummary>
    {
        try Self.check(query)
        if query.name.isEmpty { return CataloguePage(query: query, items: [], totalCount: 0, source: .kobis) }
        return try await repository.movies(query)
    }

    /// The people of `query`'s page; an empty page, without asking, for a blank name.
    public func people(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<PersonSummary>
    {
        try Self.check(query)
        if query.name.isEmpty { return CataloguePage(query: query, items: [], totalCount: 0, source: .kobis) }
        return try await repository.people(query)
    }

    /// The companies of `query`'s page; an empty page, without asking, for a blank name.
    public func companies(_ query: CatalogueQuery) async throws(BoxOfficeFailure)
        -> CataloguePage<CompanySummary>
    {
        try Self.check(query)
        if query.name.isEmpty { return CataloguePage(query: query, items: [], totalCount: 0, source: .kobis) }
        return try await repository.companies(query)
    }

    public func person(_ code: PersonCode) async throws(BoxOfficeFailure) -> PersonProfile {
        try await repository.person(code)
    }

    public func company(_ code: CompanyCode) async throws(BoxOfficeFailure) -> CompanyProfile {
        try await repository.company(code)
    }
}
