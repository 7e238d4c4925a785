// KOBIS's people info and company info: the DTOs as sent, their mapping to profiles, and the decoder's entries.

import BoxOfficeDomain
import Foundation

// `{"peopleInfoResult":{"peopleInfo":{…},"source":"…"}}`; an absent or empty `peopleInfo` means
// no one has the code.
struct PeopleInfoResponseDTO: Decodable, Equatable, Sendable {
    let peopleInfoResult: ResultDTO

    struct ResultDTO: Decodable, Equatable, Sendable {
        let peopleInfo: PersonDTO?
    }

    struct PersonDTO: Decodable, Equatable, Sendable {
        let peopleCd: String
        let peopleNm: String
        let peopleNmEn: String
        let sex: String
        let repRoleNm: String
        let homepages: [HomepageDTO]
        let filmos: [FilmoDTO]

        private enum CodingKeys: String, CodingKey {
            case peopleCd, peopleNm, peopleNmEn, sex, repRoleNm, homepages, filmos
        }

        init(from decoder: any Decoder) throws {
            let person = try decoder.container(keyedBy: CodingKeys.self)
            peopleCd = try person.text(.peopleCd)
            peopleNm = try person.text(.peopleNm)
            peopleNmEn = try person.text(.peopleNmEn)
            sex = try person.text(.sex)
            repRoleNm = try person.text(.repRoleNm)
            homepages = try person.decodeIfPresent([HomepageDTO].self, forKey: .homepages) ?? []
            filmos = try person.decodeIfPresent([FilmoDTO].self, forKey: .filmos) ?? []
        }
    }

    struct FilmoDTO: Decodable, Equatable, Sendable {
        let movieCd: String?
        let movieNm: String?
        let moviePartNm: String?
    }
}

// `{"homeUrl":"…"}` as KOBIS documents it, or a bare text.
struct HomepageDTO: Decodable, Equatable, Sendable {
    let url: String

    private enum CodingKeys: String, CodingKey { case homeUrl }

    init(from decoder: any Decoder) throws {
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            url = text
        } else {
            url = try decoder.container(keyedBy: CodingKeys.self).text(.homeUrl)
        }
    }
}

// `{"companyInfoResult":{"companyInfo":{…},"source":"…"}}`; an absent or empty `companyInfo` means
// no company has the code.
struct CompanyInfoResponseDTO: Decodable, Equatable, Sendable {
    let companyInfoResult: ResultDTO

    struct ResultDTO: Decodable, Equatable, Sendable {
        let companyInfo: CompanyDTO?
    }

    struct CompanyDTO: Decodable, Equatable, Sendable {
        let companyCd: String
        let companyNm: String
        let companyNmEn: String
        let ceoNm: String
        let parts: [PartDTO]
        let filmos: [FilmoDTO]

        private enum CodingKeys: String, CodingKey {
            case companyCd, companyNm, companyNmEn, ceoNm, parts, filmos
        }

        init(from decoder: any Decoder) throws {
            let company = try decoder.container(keyedBy: CodingKeys.self)
            companyCd = try company.text(.companyCd)
            companyNm = try company.text(.companyNm)
            companyNmEn = try company.text(.companyNmEn)
            ceoNm = try company.text(.ceoNm)
            parts = try company.decodeIfPresent([PartDTO].self, forKey: .parts) ?? []
            filmos = try company.decodeIfPresent([FilmoDTO].self, forKey: .filmos) ?? []
        }
    }

    struct PartDTO: Decodable, Equatable, Sendable {
        let companyPartNm: String?
    }

    struct FilmoDTO: Decodable, Equatable, Sendable {
        let movieCd: String?
        let movieNm: String?
        let companyPartNm: String?
    }
}

extension PeopleInfoResponseDTO {
    // Films without a code or a title dropped.
    func toDomain(requestedCode: PersonCode, source: DataSource) throws(BoxOfficeFailure) -> PersonProfile {
        guard let person = peopleInfoResult.peopleInfo, let name = person.peopleNm.nonBlank else {
            throw .personNotFound(requestedCode)
        }
        return PersonProfile(
            code: person.peopleCd.nonBlank.map { PersonCode($0) } ?? requestedCode, name: name,
            nameEnglish: person.peopleNmEn.nonBlank, sex: person.sex.nonBlank,
            role: person.repRoleNm.nonBlank,
            homepages: person.homepages.compactMap(\.url.nonBlank),
            filmography: person.filmos.compactMap { filmo in
                FilmographyEntry.read(code: filmo.movieCd, title: filmo.movieNm, part: filmo.moviePartNm)
            },
            source: source)
    }
}

extension CompanyInfoResponseDTO {
    // Films without a code or a title dropped.
    func toDomain(requestedCode: CompanyCode, source: DataSource) throws(BoxOfficeFailure) -> CompanyProfile {
        guard let company = companyInfoResult.companyInfo, let name = company.companyNm.nonBlank else {
            throw .companyNotFound(requestedCode)
        }
        var parts: [String] = []
        for part in company.parts.compactMap({ $0.companyPartNm?.nonBlank }) where !parts.contains(part) {
            parts.append(part)
        }
        return CompanyProfile(
            code: company.companyCd.nonBlank.map { CompanyCode($0) } ?? requestedCode, name: name,
            nameEnglish: company.companyNmEn.nonBlank,
            ceoNames: KOBISJoinedText.commaSeparated(company.ceoNm),
            parts: parts,
            filmography: company.filmos.compactMap { filmo in
                FilmographyEntry.read(code: filmo.movieCd, title: filmo.movieNm, part: filmo.companyPartNm)
            },
            source: source)
    }
}

extension FilmographyEntry {
    static func read(code: String?, title: String?, part: String?) -> FilmographyEntry? {
        guard let code = code?.nonBlank, let title = title?.nonBlank else { return nil }
        return FilmographyEntry(movieCode: MovieCode(code), title: title, part: part?.nonBlank)
    }
}

extension KOBISResponseDecoder {
    static func person(from body: Data, code: PersonCode, source: DataSource) throws(BoxOfficeFailure)
        -> PersonProfile
    {
        try response(PeopleInfoResponseDTO.self, in: body).toDomain(requestedCode: code, source: source)
    }

    static func company(from body: Data, code: CompanyCode, source: DataSource) throws(BoxOfficeFailure)
        -> CompanyProfile
    {
        try response(CompanyInfoResponseDTO.self, in: body).toDomain(requestedCode: code, source: source)
    }
}
