// KOBIS's movie, people and company lists: the DTOs as sent, their mapping to pages, and the decoder's entries.

import BoxOfficeDomain
import Foundation

/// `movie/searchMovieList.json`: `{"movieListResult":{"totCnt":5,"source":"…","movieList":[…]}}`.
///
/// `totCnt` is a JSON number here (every other field is text); keys absent are read as empty.
struct MovieListResponseDTO: Decodable, Equatable, Sendable {
    /// The one top-level key: `totCnt` and the page's rows under `movieList`.
    let movieListResult: KOBISListPageDTO<MovieRowDTO>

    /// One movie: `movieCd` (may hold letters), titles, `prdtYear`, `openDt` (`yyyyMMdd` or
    /// `""`), `typeNm`, `prdtStatNm`, `nationAlt` and `genreAlt` (comma-joined), `directors`.
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

        /// `{"peopleNm":"윤종빈"}`.
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

/// `people/searchPeopleList.json`: `{"peopleListResult":{"totCnt":1,"peopleList":[…],"source":"…"}}`.
struct PeopleListResponseDTO: Decodable, Equatable, Sendable {
    /// The one top-level key: `totCnt` and the page's rows under `peopleList`.
    let peopleListResult: KOBISListPageDTO<PersonRowDTO>

    /// One person; `filmoNames` is `|`-separated (`기생충|옥자|해무(海霧)`).
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

/// `company/searchCompanyList.json`: `{"companyListResult":{"totCnt":12249,"companyList":[…]}}`.
struct CompanyListResponseDTO: Decodable, Equatable, Sendable {
    /// The one top-level key: `totCnt` and the page's rows under `companyList`.
    let companyListResult: KOBISListPageDTO<CompanyRowDTO>

    /// One company; `companyPartNames`, `ceoNm` and `filmoNames` are comma-joined.
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

/// A row of a KOBIS list, and the key its page holds the rows under (`movieList`, …).
protocol KOBISListRow: Decodable, Equatable, Sendable {
    /// The list's key in the answer.
    static var listKey: String { get }
}

/// The body of every KOBIS list answer: how many rows the search has in all (`totCnt`), and this
/// page's rows under `Row.listKey` (read as none when absent).
struct KOBISListPageDTO<Row: KOBISListRow>: Decodable, Equatable, Sendable {
    /// How many rows the search has in all.
    let totCnt: KOBISCount
    /// This page's rows.
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

/// KOBIS's `totCnt`: a JSON number in the lists, read from text too, in case.
struct KOBISCount: Decodable, Equatable, Sendable {
    /// The count.
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
    /// The text under `key`, `""` when the key is absent or null.
    func text(_ key: Key) throws -> String {
        try decodeIfPresent(String.self, forKey: key) ?? ""
    }
}

/// How KOBIS joins several values into one text field.
enum KOBISJoinedText {
    /// `기생충|옥자|해무(海霧)`: the parts between `|`, blanks dropped.
    static func pipeSeparated(_ text: String) -> [String] {
        text.split(separator: "|").compactMap { String($0).nonBlank }
    }

    /// `제작사,배급사` or `기생충,좋은 놈, 나쁜 놈, 이상한 놈 ,마더`: the parts between commas that no
    /// space follows (a title's own comma is followed by one), blanks dropped.
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
    /// The page in domain terms: rows without a code or a title dropped.
    /// - Throws: ``KOBISDecodingError`` for a year or a date that cannot be read.
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
    /// The page in domain terms: rows without a code or a name dropped.
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
    /// The page in domain terms: rows without a code or a name dropped.
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
    /// The movie search page in `body`: fault first, then the DTO, then the mapping.
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

    /// The people search page in `body`.
    static func people(from body: Data, query: CatalogueQuery, source: DataSource) throws(BoxOfficeFailure)
        -> CataloguePage<PersonSummary>
    {
        try response(PeopleListResponseDTO.self, in: body).toDomain(query: query, source: source)
    }

    /// The company search page in `body`.
    static func companies(from body: Data, query: CatalogueQuery, source: DataSource) throws(BoxOfficeFailure)
        -> CataloguePage<CompanySummary>
    {
        try response(CompanyListResponseDTO.self, in: body).toDomain(query: query, source: source)
    }
}
