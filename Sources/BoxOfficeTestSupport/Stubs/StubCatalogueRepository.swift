// A catalogue of made-up movies, people and companies, paged like KOBIS's, that counts its calls.

import BoxOfficeDomain

/// A ``CatalogueRepository`` over made-up data: `movieCount` movies `영화 1`… (codes `2099000N`,
/// the last digits the number), three people (`20990001`…, each with two films) and one company
/// (`20990100`); any other code is not found. Pages hold the query's page size.
public actor StubCatalogueRepository: CatalogueRepository {
    public private(set) var callCount = 0
    private let movieCount: Int

    public init(movieCount: Int = 12) {
        self.movieCount = movieCount
    }

    public static func movie(_ number: Int) -> MovieSummary {
        MovieSummary(
            movieCode: MovieCode(String(20_990_000 + number)), title: "영화 \(number)", productionYear: 2024)
    }

    public func movies(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<MovieSummary>
    {
        callCount += 1
        let all = (0..<movieCount).map { Self.movie($0 + 1) }
        return page(all, query)
    }

    public func people(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<PersonSummary>
    {
        callCount += 1
        let all = (1...3).map {
            PersonSummary(code: PersonCode(String(20_990_000 + $0)), name: "사람 \($0)", role: "배우")
        }
        return page(all, query)
    }

    public func companies(_ query: CatalogueQuery) async throws(BoxOfficeFailure) -> CataloguePage<
        CompanySummary
    > {
        callCount += 1
        return page([CompanySummary(code: "20990100", name: "보기영화", parts: ["제작사"])], query)
    }

    /// Person `2099000N` (N 1–3) with two films; any other code is not found.
    public func person(_ code: PersonCode) async throws(BoxOfficeFailure) -> PersonProfile {
        callCount += 1
        guard let number = Int(code.rawValue), (20_990_001...20_990_003).contains(number) else {
            throw .personNotFound(code)
        }
        return PersonProfile(
            code: code, name: "사람 \(number - 20_990_000)", role: "배우",
            filmography: [
                FilmographyEntry(movieCode: "20990007", title: "영화 7", part: "배우"),
                FilmographyEntry(movieCode: "20990008", title: "영화 8", part: "감독"),
            ], source: .kobis)
    }

    /// Company `20990100` with one film; any other code is not found.
    public func company(_ code: CompanyCode) async throws(BoxOfficeFailure) -> CompanyProfile {
        callCount += 1
        guard code == "20990100" else { throw .companyNotFound(code) }
        return CompanyProfile(
            code: code, name: "보기영화", parts: ["제작사"],
            filmography: [FilmographyEntry(movieCode: "20990009", title: "영화 9", part: "제작사")], source: .kobis
        )
    }

    private func page<Item>(_ all: [Item], _ query: CatalogueQuery) -> CataloguePage<Item> {
        let start = min(query.firstPosition - 1, all.count)
        let items = Array(all[start..<min(start + query.pageSize, all.count)])
        return CataloguePage(query: query, items: items, totalCount: all.count, source: .kobis)
    }
}
