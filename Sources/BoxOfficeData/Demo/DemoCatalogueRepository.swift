// The demo catalogue: searches and profiles answered from the demo days and the demo detail.

import BoxOfficeDomain

/// The catalogue without a network or a key, made of the demo data: its movies are the demo
/// days' (with the demo detail's facts for 경관의 피), its people the demo detail's director and
/// actors, its companies the demo detail's. Searches match a name's part, spaces ignored, as
/// KOBIS's do; pages hold ``CatalogueQuery/pageSize`` results.
public struct DemoCatalogueRepository: CatalogueRepository {
    private let movieList: [MovieSummary]
    private let personList: [PersonProfile]
    private let companyList: [CompanyProfile]

    public init() {
        self.init(days: DemoBoxOfficeData.days, details: DemoMovieDetailData.details)
    }

    init(days: [BoxOfficeChart], details: [MovieDetail]) {
        let catalogue = DemoCatalogueData(days: days, details: details)
        movieList = catalogue.movies
        personList = catalogue.people
        companyList = catalogue.companies
    }

    public func movies(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<MovieSummary>
    {
        try page(movieList.filter { Self.matches($0.title, query) }, query)
    }

    public func people(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<PersonSummary>
    {
        try page(
            personList.filter { Self.matches($0.name, query) }.map { person in
                PersonSummary(
                    code: person.code, name: person.name, nameEnglish: person.nameEnglish, role: person.role,
                    filmographyTitles: person.filmography.map(\.title))
            }, query)
    }

    public func companies(_ query: CatalogueQuery) async throws(BoxOfficeFailure)
        -> CataloguePage<CompanySummary>
    {
        try page(
            companyList.filter { Self.matches($0.name, query) }.map { company in
                CompanySummary(
                    code: company.code, name: company.name, nameEnglish: company.nameEnglish,
                    ceoNames: company.ceoNames, parts: company.parts,
                    filmographyTitles: company.filmography.map(\.title))
            }, query)
    }

    public func person(_ code: PersonCode) async throws(BoxOfficeFailure) -> PersonProfile {
        if Task.isCancelled { throw .cancelled }
        guard let person = personList.first(where: { $0.code == code }) else { throw .personNotFound(code) }
        return person
    }

    public func company(_ code: CompanyCode) async throws(BoxOfficeFailure) -> CompanyProfile {
        if Task.isCancelled { throw .cancelled }
        guard let company = companyList.first(where: { $0.code == code }) else {
            throw .companyNotFound(code)
        }
        return company
    }

    private func page<Item>(_ found: [Item], _ query: CatalogueQuery) throws(BoxOfficeFailure)
        -> CataloguePage<Item>
    {
        if Task.isCancelled { throw .cancelled }
        let start = min(query.firstPosition - 1, found.count)
        let items = Array(found[start..<min(start + query.pageSize, found.count)])
        return CataloguePage(query: query, items: items, totalCount: found.count, source: .demo)
    }

    private static func matches(_ name: String, _ query: CatalogueQuery) -> Bool {
        func folded(_ text: String) -> String { String(text.lowercased().filter { !$0.isWhitespace }) }
        return folded(name).contains(folded(query.name))
    }
}

// Drawn from the demo days and details. People have the demo data's own codes (`D0000001`, …):
// KOBIS's movie info names them without codes; the companies' codes are KOBIS's.
struct DemoCatalogueData {
    static let companyFacts: [String: (code: CompanyCode, nameEnglish: String)] = [
        "리양필름(주)": ("20141613", "Leeyang Film"),
        "(주)에이스메이커무비웍스": ("20189281", "ACEMAKER MOVIEWORKS"),
    ]

    let movies: [MovieSummary]
    let people: [PersonProfile]
    let companies: [CompanyProfile]

    init(days: [BoxOfficeChart], details: [MovieDetail]) {
        var movies: [MovieSummary] = []
        for entry in days.flatMap(\.entries)
        where !movies.contains(where: { $0.movieCode == entry.movieCode }) {
            let detail = details.first { $0.movieCode == entry.movieCode }
            movies.append(
                MovieSummary(
                    movieCode: entry.movieCode, title: entry.title, titleEnglish: detail?.titleEnglish,
                    productionYear: detail?.productionYear, openDate: entry.openDate,
                    nations: detail?.nations ?? [], genres: detail?.genres ?? [],
                    directors: detail?.directors.map(\.name) ?? []))
        }
        self.movies = movies
        var people: [PersonProfile] = []
        var companies: [CompanyProfile] = []
        for detail in details {
            let credits =
                detail.directors.map { ($0.name, $0.nameEnglish, "감독") }
                + detail.actors.map { ($0.name, $0.nameEnglish, "배우") }
            for (name, nameEnglish, part) in credits {
                let film = FilmographyEntry(movieCode: detail.movieCode, title: detail.title, part: part)
                people.append(
                    PersonProfile(
                        code: PersonCode("D" + String(1_000_000 + people.count + 1).dropFirst()),
                        name: name, nameEnglish: nameEnglish, role: part, filmography: [film], source: .demo))
            }
            for credit in detail.companies {
                guard let facts = Self.companyFacts[credit.name] else { continue }
                let film = FilmographyEntry(
                    movieCode: detail.movieCode, title: detail.title, part: credit.part)
                if let index = companies.firstIndex(where: { $0.code == facts.code }) {
                    companies[index].filmography.append(film)
                    companies[index].parts += credit.part.map { [$0] } ?? []
                } else {
                    companies.append(
                        CompanyProfile(
                            code: facts.code, name: credit.name, nameEnglish: facts.nameEnglish,
                            parts: credit.part.map { [$0] } ?? [], filmography: [film], source: .demo))
                }
            }
        }
        self.people = people
        self.companies = companies
    }
}
