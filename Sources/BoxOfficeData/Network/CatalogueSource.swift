// The catalogue a run asks, as one type the composition root hands to the ViewModels' makers.

import BoxOfficeDomain

/// The catalogue a run asks: KOBIS through the store, KOBIS alone (no store), or the demo data. One
/// concrete type, so a new question of the catalogue is one protocol in the makers' generic constraint
/// and its answers are extensions beside the repositories (a code list goes straight to KOBIS).
public enum CatalogueSource: CatalogueRepository {
    /// Through the store's caching, over `kobis` (what the store keeps nothing of asks it directly).
    case stored(CachingCatalogueRepository, kobis: KOBISCatalogueRepository)
    case kobis(KOBISCatalogueRepository)
    case demo(DemoCatalogueRepository)

    private var searches: any CatalogueRepository {
        switch self {
        case .stored(let stored, _): stored
        case .kobis(let kobis): kobis
        case .demo(let demo): demo
        }
    }

    public func movies(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<MovieSummary>
    {
        try await searches.movies(query)
    }

    public func people(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<PersonSummary>
    {
        try await searches.people(query)
    }

    public func companies(_ query: CatalogueQuery) async throws(BoxOfficeFailure)
        -> CataloguePage<CompanySummary>
    {
        try await searches.companies(query)
    }

    public func person(_ code: PersonCode) async throws(BoxOfficeFailure) -> PersonProfile {
        try await searches.person(code)
    }

    public func company(_ code: CompanyCode) async throws(BoxOfficeFailure) -> CompanyProfile {
        try await searches.company(code)
    }
}
