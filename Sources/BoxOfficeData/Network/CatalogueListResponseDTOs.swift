// KOBIS's movie, people and company lists: the DTOs as sent, their mapping to pages, and the decoder's entries.

import BoxOfficeDomain
import Foundation

// `{"movieListResult":{"totCnt":5,"source":"…","movieList":[…]}}`: `totCnt` is a JSON number here
// (every other field is text); absent keys read as empty.
struct MovieListResponseDTO: Decodable, Equatable, Sendable {
    let movieListResult: KOBISListPageDTO<MovieRowDTO>

    // `openDt` is `yyyyMMdd` or `""`; `nationAlt` and `genreAlt` are comma-joined.
    struct MovieRowDTO: KOBISListRow {
        static let listKey = "movieList"

        let movieCd: String
        let movieNm: String
        let movieNmEn: String
        let prdtYear: String
        let openDt: String
        let typeNm: String
        let prdtStatNm: String
        let nationAlt: String
        let genreAlt: String
        let directors: [DirectorDTO]

        struct DirectorDTO: Decodable, Equatable, Sendable {
            let peopleNm: String?
        }

        private enum CodingKeys: String, CodingKey {
            case movieCd, movieNm, movieNmEn, prdtYear, openDt, typeNm, prdtStatNm, nationAlt, genreAlt
            case directors
        }

        init(from decoder: any Decoder) throws {
            let row = try decoder.container(keyedBy: CodingKeys.self)
            movieCd = try row.text(.movieCd)
            movieNm = try row.text(.movieNm)
            movieNmEn = try row.text(.movieNmEn)
            prdtYear = try row.text(.prdtYear)
            openDt = try row.text(.openDt)
            typeNm = try row.text(.typeNm)
            prdtStatNm = try row.text(.prdtStatNm)
            nationAlt = try row.text(.nationAlt)
            genreAlt = try row.text(.genreAlt)
            directors = try row.decodeIfPresent([DirectorDTO].self, forKey: .directors) ?? []
        }
    }
}

// `{"peopleListResult":{"totCnt":1,"peopleList":[…],"source":"…"}}`.
struct PeopleListResponseDTO: Decodable, Equatable, Sendable {
    let peopleListResult: KOBISListPageDTO<PersonRowDTO>

    // `filmoNames` is `|`-separated (`기생충|옥자|해무(海霧)`).
    struct PersonRowDTO: KOBISListRow {
        static let listKey = "peopleList"

        let peopleCd: String
        let peopleNm: String
        let peopleNmEn: String
        let repRoleNm: String
        let filmoNames: String

        private enum CodingKeys: String, CodingKey {
            case peopleCd, peopleNm, peopleNmEn, repRoleNm, filmoNames
        }

        init(from decoder: any Decoder) throws {
            let row = try decoder.container(keyedBy: CodingKeys.self)
            peopleCd = try row.text(.peopleCd)
            peopleNm = try row.text(.peopleNm)
            peopleNmEn = try row.text(.peopleNmEn)
            repRoleNm = try row.text(.repRoleNm)
            filmoNames = try row.text(.filmoNames)
        }
    }
}

// `{"companyListResult":{"totCnt":12249,"companyList":[…]}}`.
struct CompanyListResponseDTO: Decodable, Equatable, Sendable {
    let companyListResult: KOBISListPageDTO<CompanyRowDTO>

    // `companyPartNames`, `ceoNm` and `filmoNames` are comma-joined.
    struct CompanyRowDTO: KOBISListRow {
        static let listKey = "companyList"

        let companyCd: String
        let companyNm: String
        let companyNmEn: String
        let companyPartNames: String
        let ceoNm: String
        let filmoNames: String

        private enum CodingKeys: String, CodingKey {
            case companyCd, companyNm, companyNmEn, companyPartNames, ceoNm, filmoNames
        }

        init(from decoder: any Decoder) throws {
            let row = try decoder.container(keyedBy: CodingKeys.self)
            companyCd = try row.text(.companyCd)
            companyNm = try row.text(.companyNm)
            companyNmEn = try row.text(.companyNmEn)
            companyPartNames = try row.text(.companyPartNames)
            ceoNm = try row.text(.ceoNm)
            filmoNames = try row.text(.filmoNames)
        }
    }
}

protocol KOBISListRow: Decodable, Equatable, Sendable {
    static var listKey: String { get }
}

// Every KOBIS list answer: how many rows in all (`totCnt`), and this page's rows (none when absent).
struct KOBISListPageDTO<Row: KOBISListRow>: Decodable, Equatable, Sendable {
    let totCnt: KOBISCount
    let rows: [Row]

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        totCnt = try container.decode(KOBISCount.self, forKey: Key(stringValue: "totCnt"))
        rows = try container.decodeIfPresent([Row].self, forKey: Key(stringValue: Row.listKey)) ?? []
    }
}

// A JSON number in the lists, read from text too, in case.
struct KOBISCount: Decodable, Equatable, Sendable {
    let value: Int

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            value = number
        } else if let number = Int(try container.decode(String.self).trimmed) {
            value = number
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "totCnt is not a count")
        }
    }
}

extension KeyedDecodingContainer {
    // `""` when the key is absent or null.
    func text(_ key: Key) throws -> String {
        try decodeIfPresent(String.self, forKey: key) ?? ""
    }
}

enum KOBISJoinedText {
    static func pipeSeparated(_ text: String) -> [String] {
        text.split(separator: "|").compactMap { String($0).nonBlank }
    }

    // A title's own comma is followed by a space, so only commas no space follows split
    // (`기생충,좋은 놈, 나쁜 놈, 이상한 놈 ,마더`).
    static func commaSeparated(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var characters = text.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            if character == ",", !(pending?.isWhitespace ?? false) {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.compactMap(\.nonBlank)
    }
}

extension MovieListResponseDTO {
    // Rows without a code or a title dropped.
    func toDomain(query: CatalogueQuery, source: DataSource) throws(KOBISDecodingError)
        -> CataloguePage<MovieSummary>
    {
        var movies: [MovieSummary] = []
        for row in movieListResult.rows {
            guard let code = row.movieCd.nonBlank, let title = row.movieNm.nonBlank else { continue }
            movies.append(
                MovieSummary(
                    movieCode: MovieCode(code), title: title, titleEnglish: row.movieNmEn.nonBlank,
                    productionYear: try KOBISField("prdtYear", row.prdtYear, row: code).optionalInteger(),
                    openDate: try KOBISField("openDt", row.openDt, row: code).optionalDate(
                        format: "yyyyMMdd"),
                    kind: row.typeNm.nonBlank, status: row.prdtStatNm.nonBlank,
                    nations: KOBISJoinedText.commaSeparated(row.nationAlt),
                    genres: KOBISJoinedText.commaSeparated(row.genreAlt),
                    directors: row.directors.compactMap { $0.peopleNm?.nonBlank }))
        }
        return CataloguePage(
            query: query, items: movies, totalCount: movieListResult.totCnt.value, source: source)
    }
}

extension PeopleListResponseDTO {
    func toDomain(query: CatalogueQuery, source: DataSource) -> CataloguePage<PersonSummary> {
        let people = peopleListResult.rows.compactMap { row -> PersonSummary? in
            guard let code = row.peopleCd.nonBlank, let name = row.peopleNm.nonBlank else { return nil }
            return PersonSummary(
                code: PersonCode(code), name: name, nameEnglish: row.peopleNmEn.nonBlank,
                role: row.repRoleNm.nonBlank, filmographyTitles: KOBISJoinedText.pipeSeparated(row.filmoNames)
            )
        }
        return CataloguePage(
            query: query, items: people, totalCount: peopleListResult.totCnt.value, source: source)
    }
}

extension CompanyListResponseDTO {
    func toDomain(query: CatalogueQuery, source: DataSource) -> CataloguePage<CompanySummary> {
        let companies = companyListResult.rows.compactMap { row -> CompanySummary? in
            guard let code = row.companyCd.nonBlank, let name = row.companyNm.nonBlank else { return nil }
            return CompanySummary(
                code: CompanyCode(code), name: name, nameEnglish: row.companyNmEn.nonBlank,
                ceoNames: KOBISJoinedText.commaSeparated(row.ceoNm),
                parts: KOBISJoinedText.commaSeparated(row.companyPartNames),
                filmographyTitles: KOBISJoinedText.commaSeparated(row.filmoNames))
        }
        return CataloguePage(
            query: query, items: companies, totalCount: companyListResult.totCnt.value, source: source)
    }
}

extension KOBISResponseDecoder {
    static func movies(from body: Data, query: CatalogueQuery, source: DataSource) throws(BoxOfficeFailure)
        -> CataloguePage<MovieSummary>
    {
        let dto = try response(MovieListResponseDTO.self, in: body)
        do {
            return try dto.toDomain(query: query, source: source)
        } catch {
            throw .undecodableResponse(error.problem)
        }
    }

    static func people(from body: Data, query: CatalogueQuery, source: DataSource) throws(BoxOfficeFailure)
        -> CataloguePage<PersonSummary>
    {
        try response(PeopleListResponseDTO.self, in: body).toDomain(query: query, source: source)
    }

    static func companies(from body: Data, query: CatalogueQuery, source: DataSource) throws(BoxOfficeFailure)
        -> CataloguePage<CompanySummary>
    {
        try response(CompanyListResponseDTO.self, in: body).toDomain(query: query, source: source)
    }
}
