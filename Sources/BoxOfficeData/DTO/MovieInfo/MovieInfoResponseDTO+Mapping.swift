import BoxOfficeDomain
import Foundation

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
