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
