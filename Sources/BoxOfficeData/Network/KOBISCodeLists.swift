// KOBIS's common codes (`code/searchCodeList.json?comCode=…`): the DTO beside its mapping, the call, the
// demo's answer, and the answer of the run's catalogue (asked of KOBIS each time: no table keeps them).

import BoxOfficeDomain
import Foundation

// `{"codes":[{"fullCd":"22041011","korNm":"한국","engNm":"Korea"}, …]}`; a missing name is empty.
struct CodeListResponseDTO: Decodable, Equatable, Sendable {
    let codes: [CodeDTO]

    struct CodeDTO: Decodable, Equatable, Sendable {
        let fullCd: String
        let korNm: String
        let engNm: String

        private enum CodingKeys: String, CodingKey { case fullCd, korNm, engNm }

        init(from decoder: any Decoder) throws {
            let code = try decoder.container(keyedBy: CodingKeys.self)
            fullCd = try code.decode(String.self, forKey: .fullCd)
            korNm = try code.text(.korNm)
            engNm = try code.text(.engNm)
        }
    }

    func toDomain(group: CodeGroup, source: DataSource) -> CodeList {
        CodeList(
            group: group,
            codes: codes.map {
                CodeEntry(code: CommonCode($0.fullCd), name: $0.korNm.trimmed, nameEnglish: $0.engNm.trimmed)
            },
            source: source)
    }
}

extension KOBISResponseDecoder {
    // A fault sent with HTTP 200 is read by the envelope, as for every answer.
    static func codes(from body: Data, group: CodeGroup, source: DataSource) throws(BoxOfficeFailure)
        -> CodeList
    {
        try response(CodeListResponseDTO.self, in: body).toDomain(group: group, source: source)
    }
}

extension KOBISCatalogueRepository: CodeListRepository {
    /// `code/searchCodeList.json?comCode=…`, through the same client as every KOBIS call.
    public func codes(in group: CodeGroup) async throws(CodeListFailure) -> CodeList {
        do throws(BoxOfficeFailure) {
            return try await client.fetch { key in
                KOBISEndpoint(path: "code/searchCodeList.json", key: key, ("comCode", group.rawValue))
            } decode: { body throws(BoxOfficeFailure) in
                try KOBISResponseDecoder.codes(from: body, group: group, source: .kobis)
            }
        } catch {
            throw .source(error)
        }
    }
}

extension DemoCatalogueRepository: CodeListRepository {
    /// The nations of the demo's films; the demo has no other group.
    static let nations = CodeList(
        group: .nations,
        codes: [
            CodeEntry(code: "22041011", name: "한국", nameEnglish: "Korea"),
            CodeEntry(code: "22042002", name: "미국", nameEnglish: "USA"),
        ],
        source: .demo)

    public func codes(in group: CodeGroup) async throws(CodeListFailure) -> CodeList {
        guard group == Self.nations.group else {
            throw .notInDemoData(group, available: [Self.nations.group])
        }
        return Self.nations
    }
}

extension CatalogueSource: CodeListRepository {
    /// Straight to KOBIS, through the store's counted GET when there is a store.
    public func codes(in group: CodeGroup) async throws(CodeListFailure) -> CodeList {
        switch self {
        case .stored(_, let kobis), .kobis(let kobis): try await kobis.codes(in: group)
        case .demo(let demo): try await demo.codes(in: group)
        }
    }
}
