// KOBIS's catalogue over HTTP: the movie, people and company searches and infos, and their endpoints.

import BoxOfficeDomain
import Foundation

/// The live catalogue: KOBIS's movie, people and company lists and infos, through the same
/// ``KOBISClient`` as the box office (the key checked and kept out of failures, the timeout, the
/// size limit).
public struct KOBISCatalogueRepository: CatalogueRepository {
    let client: KOBISClient

    public init(client: KOBISClient) {
        self.client = client
    }

    /// `movie/searchMovieList.json?movieNm=…&curPage=…&itemPerPage=…`.
    public func movies(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<MovieSummary>
    {
        try await client.fetch { key in
            KOBISEndpoint.search(.movies, query: query, key: key)
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.movies(from: body, query: query, source: .kobis)
        }
    }

    /// `people/searchPeopleList.json?peopleNm=…&curPage=…&itemPerPage=…`.
    public func people(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<PersonSummary>
    {
        try await client.fetch { key in
            KOBISEndpoint.search(.people, query: query, key: key)
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.people(from: body, query: query, source: .kobis)
        }
    }

    /// `company/searchCompanyList.json?companyNm=…&curPage=…&itemPerPage=…`.
    public func companies(_ query: CatalogueQuery) async throws(BoxOfficeFailure)
        -> CataloguePage<CompanySummary>
    {
        try await client.fetch { key in
            KOBISEndpoint.search(.companies, query: query, key: key)
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.companies(from: body, query: query, source: .kobis)
        }
    }

    /// `people/searchPeopleInfo.json?peopleCd=…`.
    public func person(_ code: PersonCode) async throws(BoxOfficeFailure) -> PersonProfile {
        try await client.fetch { key in
            KOBISEndpoint(path: "people/searchPeopleInfo.json", key: key, ("peopleCd", code.rawValue))
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.person(from: body, code: code, source: .kobis)
        }
    }

    /// `company/searchCompanyInfo.json?companyCd=…`.
    public func company(_ code: CompanyCode) async throws(BoxOfficeFailure) -> CompanyProfile {
        try await client.fetch { key in
            KOBISEndpoint(path: "company/searchCompanyInfo.json", key: key, ("companyCd", code.rawValue))
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.company(from: body, code: code, source: .kobis)
        }
    }
}

extension KOBISEndpoint {
    /// What a catalogue search looks through: its path and the parameter the name goes in.
    public enum Catalogue: Sendable {
        case movies  // `movie/searchMovieList.json`, `movieNm`
        case people  // `people/searchPeopleList.json`, `peopleNm`
        case companies  // `company/searchCompanyList.json`, `companyNm`

        var path: String {
            switch self {
            case .movies: "movie/searchMovieList.json"
            case .people: "people/searchPeopleList.json"
            case .companies: "company/searchCompanyList.json"
            }
        }

        var nameParameter: String {
            switch self {
            case .movies: "movieNm"
            case .people: "peopleNm"
            case .companies: "companyNm"
            }
        }
    }

    /// A search's page: `<path>?key=…&<name parameter>=…&curPage=…&itemPerPage=…`.
    public static func search(_ catalogue: Catalogue, query: CatalogueQuery, key: String) -> KOBISEndpoint {
        KOBISEndpoint(
            path: catalogue.path, key: key, (catalogue.nameParameter, query.name),
            ("curPage", String(query.page)),
            ("itemPerPage", String(query.pageSize)))
    }

    init(path: String, key: String, _ parameters: (String, String)...) {
        self.init(
            path: path,
            queryItems: [URLQueryItem(name: Self.keyParameter, value: key)]
                + parameters.map { URLQueryItem(name: $0.0, value: $0.1) })
    }
}
