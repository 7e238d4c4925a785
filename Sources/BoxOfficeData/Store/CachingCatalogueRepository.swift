// The catalogue through the store: searches always asked and kept, people and company infos served while fresh.

import BoxOfficeDomain
import Foundation

/// The catalogue through the local store: every search asks KOBIS (a search's answer changes as
/// KOBIS registers films) and keeps what it found; a person's or company's info is served from
/// the store while younger than ``CachePolicy/detailMaxAge`` (source `.cache`), so a code looked
/// up before answers without a request. Every request let through is counted against today in
/// Seoul, and a used-up quota recorded, by the upstream's ``KOBISClient``, like the box office's.
public struct CachingCatalogueRepository: CatalogueRepository {
    private let upstream: any CatalogueRepository
    private let movieSearches: CachingLookup<CatalogueQuery, CataloguePage<MovieSummary>>
    private let peopleSearches: CachingLookup<CatalogueQuery, CataloguePage<PersonSummary>>
    private let companySearches: CachingLookup<CatalogueQuery, CataloguePage<CompanySummary>>
    private let people: CachingLookup<PersonCode, PersonProfile>
    private let companies: CachingLookup<CompanyCode, CompanyProfile>

    public init(
        upstream: any CatalogueRepository, store: BoxOfficeStore, calendar: BoxOfficeCalendar,
        policy: CachePolicy
    ) {
        self.upstream = upstream
        func search<Item>(_ keep: @escaping @Sendable ([Item], Date) async throws -> Void)
            -> CachingLookup<CatalogueQuery, CataloguePage<Item>>
        {
            CachingLookup(
                calendar: calendar, isFresh: { _, _, _ in false }, read: { _ in nil },
                write: { page, _, fetchedAt in try await keep(page.items, fetchedAt) })
        }
        movieSearches = search { try await store.save(movies: $0, fetchedAt: $1) }
        peopleSearches = search { try await store.save(people: $0, fetchedAt: $1) }
        companySearches = search { try await store.save(companies: $0, fetchedAt: $1) }
        people = CachingLookup(
            calendar: calendar,
            isFresh: { copy, _, now in copy.isFresh(maxAge: policy.detailMaxAge, now: now) },
            read: { code in try await store.person(code) },
            write: { person, _, fetchedAt in try await store.save(person, fetchedAt: fetchedAt) })
        companies = CachingLookup(
            calendar: calendar,
            isFresh: { copy, _, now in copy.isFresh(maxAge: policy.detailMaxAge, now: now) },
            read: { code in try await store.company(code) },
            write: { company, _, fetchedAt in try await store.save(company, fetchedAt: fetchedAt) })
    }

    /// KOBIS's page, its movies kept.
    public func movies(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<MovieSummary>
    {
        try await movieSearches.kobisValue(for: query, refresh: true) {
            () throws(BoxOfficeFailure) in try await upstream.movies(query)
        }
    }

    /// KOBIS's page, its people kept.
    public func people(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<PersonSummary>
    {
        try await peopleSearches.kobisValue(for: query, refresh: true) {
            () throws(BoxOfficeFailure) in try await upstream.people(query)
        }
    }

    /// KOBIS's page, its companies kept.
    public func companies(_ query: CatalogueQuery) async throws(BoxOfficeFailure)
        -> CataloguePage<CompanySummary>
    {
        try await companySearches.kobisValue(for: query, refresh: true) {
            () throws(BoxOfficeFailure) in try await upstream.companies(query)
        }
    }

    /// The kept info while fresh, else KOBIS's, kept.
    public func person(_ code: PersonCode) async throws(BoxOfficeFailure) -> PersonProfile {
        try await people.kobisValue(for: code, refresh: false) {
            () throws(BoxOfficeFailure) in try await upstream.person(code)
        }
    }

    /// The kept info while fresh, else KOBIS's, kept.
    public func company(_ code: CompanyCode) async throws(BoxOfficeFailure) -> CompanyProfile {
        try await companies.kobisValue(for: code, refresh: false) {
            () throws(BoxOfficeFailure) in try await upstream.company(code)
        }
    }
}
