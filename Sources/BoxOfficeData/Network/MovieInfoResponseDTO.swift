// KOBIS's movie info: the repository, its endpoint, the DTOs as sent, their mapping to the Domain,
// and the decoder's entry.

import BoxOfficeDomain
import Foundation

/// Live movie details, from KOBIS's movie info; an answer without a movie is `movieNotFound`.
public struct KOBISMovieDetailRepository: MovieDetailRepository {
    private let client: KOBISClient

    /// Makes the repository; `client` is the one the composition root made for KOBIS.
    public init(client: KOBISClient) {
        self.client = client
    }

    /// The detail of `code`, fetched now (`refresh` changes nothing).
    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        try await client.fetch { key in
            KOBISEndpoint.movieInfo(code: code, key: key)
        } decode: { body throws(BoxOfficeFailure) in
            try KOBISResponseDecoder.movieDetail(from: body, code: code, source: .kobis)
        }
    }
}

extension KOBISEndpoint {
    /// `movie/searchMovieInfo.json?key=…&movieCd=20199882`.
    public static func movieInfo(code: MovieCode, key: String) -> KOBISEndpoint {
        KOBISEndpoint(
            path: "movie/searchMovieInfo.json",
            queryItems: [
                URLQueryItem(name: keyParameter, value: key),
                URLQueryItem(name: "movieCd", value: code.rawValue),
            ]
        )
    }
}

// KOBIS's movie info as sent: `{"movieInfoResult":{"movieInfo":{…},"source":"영화진흥위원회"}}`.
// Every field is text and may be empty (`companys` is KOBIS's spelling); a missing key reads as
// empty, so a trimmed-down answer still decodes, and `toDomain` decides what an empty one means.
struct MovieInfoResponseDTO: Decodable, Equatable, Sendable {
    let movieInfoResult: MovieInfoResultDTO

    struct MovieInfoResultDTO: Decodable, Equatable, Sendable {
        // Absent or null when KOBIS has nothing to say.
        let movieInfo: MovieInfoDTO?
        let source: String?
    }
}

// `openDt` is `yyyyMMdd` here (`yyyy-MM-dd` in the box office); `showTm` may be `""`;
// `watchGradeNm` and `auditNo` may carry trailing spaces.
struct MovieInfoDTO: Decodable, Equatable, Sendable {
    let movieCd: String  // movie code
    let movieNm: String  // Korean title
    let movieNmEn: String  // English title
    let movieNmOg: String  // original title
    let showTm: String  // running time in minutes
    let prdtYear: String  // production year
    let openDt: String  // release date `yyyyMMdd`
    let nations: [NationDTO]  // countries
    let genres: [GenreDTO]
    let directors: [PersonDTO]
    let actors: [ActorDTO]  // actors, with their roles
    let companys: [CompanyDTO]  // companies and their parts (the spelling is KOBIS's)
    let audits: [AuditDTO]  // ratings

    private enum CodingKeys: String, CodingKey {
        case movieCd, movieNm, movieNmEn, movieNmOg, showTm, prdtYear, openDt
        case nations, genres, directors, actors, companys, audits
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) throws -> String {
            try container.decodeIfPresent(String.self, forKey: key) ?? ""
        }
        func list<Element: Decodable>(_ key: CodingKeys) throws -> [Element] {
            try container.decodeIfPresent([Element].self, forKey: key) ?? []
        }
        movieCd = try text(.movieCd)
        movieNm = try text(.movieNm)
        movieNmEn = try text(.movieNmEn)
        movieNmOg = try text(.movieNmOg)
        showTm = try text(.showTm)
        prdtYear = try text(.prdtYear)
        openDt = try text(.openDt)
        nations = try list(.nations)
        genres = try list(.genres)
        directors = try list(.directors)
        actors = try list(.actors)
        companys = try list(.companys)
        audits = try list(.audits)
    }

    // `{"nationNm":"한국"}`.
    struct NationDTO: Decodable, Equatable, Sendable {
        let nationNm: String  // the country's Korean name
    }

    // `{"genreNm":"범죄"}`.
    struct GenreDTO: Decodable, Equatable, Sendable {
        let genreNm: String  // the genre's Korean name
    }

    // `{"peopleNm":"이규만","peopleNmEn":"LEE Kyuman"}`.
    struct PersonDTO: Decodable, Equatable, Sendable {
        let peopleNm: String  // Korean name
        let peopleNmEn: String?  // Latin-letter name; often empty or absent
    }

    // `{"peopleNm":"조진웅","peopleNmEn":"CHO Jin-woong","cast":"박강윤","castEn":""}`.
    struct ActorDTO: Decodable, Equatable, Sendable {
        let peopleNm: String  // Korean name
        let peopleNmEn: String?  // Latin-letter name; often empty
        let cast: String?  // the role; often empty
        let castEn: String?  // the role in English; usually empty
    }

    // `{"companyCd":"20141613","companyNm":"리양필름(주)","companyNmEn":"…","companyPartNm":"제작사"}`.
    struct CompanyDTO: Decodable, Equatable, Sendable {
        let companyNm: String  // Korean name
        let companyPartNm: String?  // the part it played: 제작사, 배급사, 수입사, 제공, …
    }

    // `{"auditNo":"2021-MF03006 ","watchGradeNm":"15세이상관람가"}`.
    struct AuditDTO: Decodable, Equatable, Sendable {
        let watchGradeNm: String?  // the rating
    }
}

extension MovieInfoResponseDTO {
    // No `movieInfo`, or an empty code and title, means KOBIS does not know `requestedCode`.
    func toDomain(requestedCode: MovieCode, source: DataSource) throws(BoxOfficeFailure) -> MovieDetail {
        guard let info = movieInfoResult.movieInfo, !info.movieNm.trimmingCharacters(in: .whitespaces).isEmpty
        else { throw .movieNotFound(requestedCode) }
        do {
            return try info.toDomain(requestedCode: requestedCode, source: source)
        } catch {
            throw .undecodableResponse(error.problem)
        }
    }
}

extension MovieInfoDTO {
    // Texts trimmed, empty texts made absent, entries without a name dropped.
    func toDomain(requestedCode: MovieCode, source: DataSource) throws(KOBISDecodingError) -> MovieDetail {
        let code = MovieCode(movieCd)
        return MovieDetail(
            movieCode: code.rawValue.isEmpty ? requestedCode : code,
            title: movieNm.trimmed,
            titleEnglish: movieNmEn.nonBlank,
            titleOriginal: movieNmOg.nonBlank,
            directors: directors.compactMap { person in
                person.peopleNm.nonBlank.map { Person(name: $0, nameEnglish: person.peopleNmEn?.nonBlank) }
            },
            productionYear: try field("prdtYear", prdtYear).optionalInteger(),
            openDate: try field("openDt", openDt).optionalDate(format: "yyyyMMdd"),
            runningTimeMinutes: try field("showTm", showTm).optionalInteger(),
            watchGrade: unique(audits.compactMap { $0.watchGradeNm?.nonBlank }).joined(separator: ", ")
                .nonBlank,
            nations: unique(nations.compactMap(\.nationNm.nonBlank)),
            genres: unique(genres.compactMap(\.genreNm.nonBlank)),
            actors: actors.compactMap { actor in
                actor.peopleNm.nonBlank.map {
                    CastMember(name: $0, nameEnglish: actor.peopleNmEn?.nonBlank, role: actor.cast?.nonBlank)
                }
            },
            companies: companys.compactMap { company in
                company.companyNm.nonBlank.map { Company(name: $0, part: company.companyPartNm?.nonBlank) }
            },
            source: source
        )
    }

    private func field(_ name: String, _ text: String) -> KOBISField {
        KOBISField(name, text, row: "movieInfo")
    }

    private func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}

extension KOBISResponseDecoder {
    static func movieDetail(from body: Data, code: MovieCode, source: DataSource) throws(BoxOfficeFailure)
        -> MovieDetail
    {
        try response(MovieInfoResponseDTO.self, in: body).toDomain(requestedCode: code, source: source)
    }
}
