// KOBIS's people info and company info: the DTOs as sent, their mapping to profiles, and the decoder's entries.

import BoxOfficeDomain
import Foundation

/// `people/searchPeopleInfo.json`: `{"peopleInfoResult":{"peopleInfo":{…},"source":"…"}}`, the
/// person being `peopleCd peopleNm peopleNmEn sex repRoleNm homepages[] filmos[movieCd movieNm
/// moviePartNm]`. An absent or empty `peopleInfo` means no one has the code.
struct PeopleInfoResponseDTO: Decodable, Equatable, Sendable {
    /// The one top-level key.
    let peopleInfoResult: ResultDTO

    /// The body of the answer.
    struct ResultDTO: Decodable, Equatable, Sendable {
        /// The person; absent or null when KOBIS has nothing to say.
        let peopleInfo: PersonDTO?
    }

    /// The person.
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

    /// `{"movieCd":"20183782","movieNm":"기생충","moviePartNm":"감독"}`.
    struct FilmoDTO: Decodable, Equatable, Sendable {
        let movieCd: String?
        let movieNm: String?
        let moviePartNm: String?
    }
}

/// A web page of a person: `{"homeUrl":"…"}` as KOBIS documents it, or a bare text.
struct HomepageDTO: Decodable, Equatable, Sendable {
    /// The address.
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

/// `company/searchCompanyInfo.json`: `{"companyInfoResult":{"companyInfo":{…},"source":"…"}}`,
/// the company being `companyCd companyNm companyNmEn ceoNm parts[companyPartNm]
/// filmos[movieCd movieNm companyPartNm]`. An absent or empty `companyInfo` means no company
/// has the code.
struct CompanyInfoResponseDTO: Decodable, Equatable, Sendable {
    /// The one top-level key.
    let companyInfoResult: ResultDTO

    /// The body of the answer.
    struct ResultDTO: Decodable, Equatable, Sendable {
        /// The company; absent or null when KOBIS has nothing to say.
        let companyInfo: CompanyDTO?
    }

    /// The company.
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

    /// `{"companyPartNm":"제작사"}`.
    struct PartDTO: Decodable, Equatable, Sendable {
        let companyPartNm: String?
    }

    /// `{"movieCd":"20183782","movieNm":"기생충","companyPartNm":"제작사"}`.
    struct FilmoDTO: Decodable, Equatable, Sendable {
        let movieCd: String?
        let movieNm: String?
        let companyPartNm: String?
    }
}

extension PeopleInfoResponseDTO {
    /// The person in domain terms, films without a code or a title dropped.
    /// - Throws: ``BoxOfficeFailure/personNotFound(_:)`` when the answer holds no person.
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
    /// The company in domain terms, films without a code or a title dropped.
    /// - Throws: ``BoxOfficeFailure/companyNotFound(_:)`` when the answer holds no company.
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
    /// An entry from KOBIS's texts, or `nil` without a code or a title.
    static func read(code: String?, title: String?, part: String?) -> FilmographyEntry? {
        guard let code = code?.nonBlank, let title = title?.nonBlank else { return nil }
        return FilmographyEntry(movieCode: MovieCode(code), title: title, part: part?.nonBlank)
    }
}

extension KOBISResponseDecoder {
    /// The person in `body`: fault first, then the DTO, then the mapping.
    static func person(from body: Data, code: PersonCode, source: DataSource) throws(BoxOfficeFailure)
        -> PersonProfile
    {
        try response(PeopleInfoResponseDTO.self, in: body).toDomain(requestedCode: code, source: source)
    }

    /// The company in `body`: fault first, then the DTO, then the mapping.
    static func company(from body: Data, code: CompanyCode, source: DataSource) throws(BoxOfficeFailure)
        -> CompanyProfile
    {
        try response(CompanyInfoResponseDTO.self, in: body).toDomain(requestedCode: code, source: source)
    }
}
