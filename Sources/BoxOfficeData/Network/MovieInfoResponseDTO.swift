// KOBIS's movie info: the DTOs as sent, their mapping to the Domain, and the decoder's entry.

import BoxOfficeDomain
import Foundation

/// KOBIS's movie info exactly as it is sent (`movie/searchMovieInfo.json`):
/// `{"movieInfoResult":{"movieInfo":{…},"source":"영화진흥위원회"}}`.
///
/// Field names are KOBIS's, including `companys`. Every field is text on the wire and may be
/// empty; lists are often empty (`staffs`, and `cast` in `actors`). Missing keys are read as
/// empty, so a trimmed-down answer still decodes; ``toDomain(requestedCode:source:)`` decides
/// what an empty answer means.
struct MovieInfoResponseDTO: Decodable, Equatable, Sendable {
    /// The one top-level key.
    let movieInfoResult: MovieInfoResultDTO

    /// The body of the answer.
    struct MovieInfoResultDTO: Decodable, Equatable, Sendable {
        /// The movie; absent or null when KOBIS has nothing to say.
        let movieInfo: MovieInfoDTO?
        /// `영화진흥위원회`.
        let source: String?
    }
}

/// One movie in KOBIS's movie info, with the fields the detail uses.
///
/// `openDt` is `yyyyMMdd` here (not `yyyy-MM-dd` as in the box office); `showTm` may be `""`;
/// `watchGradeNm` and `auditNo` may carry trailing spaces.
struct MovieInfoDTO: Decodable, Equatable, Sendable {
    /// Movie code.
    let movieCd: String
    /// Korean title.
    let movieNm: String
    /// English title.
    let movieNmEn: String
    /// Original title.
    let movieNmOg: String
    /// Running time in minutes.
    let showTm: String
    /// Production year.
    let prdtYear: String
    /// Release date `yyyyMMdd`.
    let openDt: String
    /// Countries.
    let nations: [NationDTO]
    /// Genres.
    let genres: [GenreDTO]
    /// Directors.
    let directors: [PersonDTO]
    /// Actors, with their roles.
    let actors: [ActorDTO]
    /// Companies and their parts (the spelling is KOBIS's).
    let companys: [CompanyDTO]
    /// Ratings.
    let audits: [AuditDTO]

    private enum CodingKeys: String, CodingKey {
        case movieCd, movieNm, movieNmEn, movieNmOg, showTm, prdtYear, openDt
        case nations, genres, directors, actors, companys, audits
    }

    /// Reads the movie, taking a missing key for an empty one.
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

    /// `{"nationNm":"한국"}`.
    struct NationDTO: Decodable, Equatable, Sendable {
        /// The country's Korean name.
        let nationNm: String
    }

    /// `{"genreNm":"범죄"}`.
    struct GenreDTO: Decodable, Equatable, Sendable {
        /// The genre's Korean name.
        let genreNm: String
    }

    /// `{"peopleNm":"이규만","peopleNmEn":"LEE Kyuman"}`.
    struct PersonDTO: Decodable, Equatable, Sendable {
        /// Korean name.
        let peopleNm: String
        /// Latin-letter name; often empty or absent.
        let peopleNmEn: String?
    }

    /// `{"peopleNm":"조진웅","peopleNmEn":"CHO Jin-woong","cast":"박강윤","castEn":""}`.
    struct ActorDTO: Decodable, Equatable, Sendable {
        /// Korean name.
        let peopleNm: String
        /// Latin-letter name; often empty.
        let peopleNmEn: String?
        /// The role; often empty.
        let cast: String?
        /// The role in English; usually empty.
        let castEn: String?
    }

    /// `{"companyCd":"20141613","companyNm":"리양필름(주)","companyNmEn":"…","companyPartNm":"제작사"}`.
    struct CompanyDTO: Decodable, Equatable, Sendable {
        /// Korean name.
        let companyNm: String
        /// The part it played: 제작사, 배급사, 수입사, 제공, …
        let companyPartNm: String?
    }

    /// `{"auditNo":"2021-MF03006 ","watchGradeNm":"15세이상관람가"}`.
    struct AuditDTO: Decodable, Equatable, Sendable {
        /// The rating.
        let watchGradeNm: String?
    }
}

extension MovieInfoResponseDTO {
    /// The movie in domain terms.
    /// - Parameters:
    ///   - requestedCode: the code asked for; an answer with no movie (no `movieInfo`, or an
    ///     empty code and title) means KOBIS does not know it.
    ///   - source: where the answer came from.
    /// - Throws: ``BoxOfficeFailure/movieNotFound(_:)`` for an empty answer,
    ///   ``BoxOfficeFailure/undecodableResponse(_:service:)`` when a field cannot be read.
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
    /// The movie in domain terms: texts trimmed, empty texts made absent, numbers read from
    /// their text, `openDt` read as `yyyyMMdd`, entries without a name dropped.
    /// - Throws: ``KOBISDecodingError`` naming a field whose text is not what it must be.
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
    /// The movie detail in `body`: fault first, then the DTO, then the mapping.
    /// - Parameters:
    ///   - body: the bytes KOBIS answered with (HTTP status already checked).
    ///   - code: the movie asked for.
    ///   - source: where the body came from.
    /// - Throws: the fault's ``BoxOfficeFailure`` for a fault body,
    ///   ``BoxOfficeFailure/movieNotFound(_:)`` for an answer without a movie, else
    ///   ``BoxOfficeFailure/undecodableResponse(_:service:)`` with a one-line reason.
    static func movieDetail(from body: Data, code: MovieCode, source: DataSource) throws(BoxOfficeFailure)
        -> MovieDetail
    {
        try response(MovieInfoResponseDTO.self, in: body).toDomain(requestedCode: code, source: source)
    }
}
