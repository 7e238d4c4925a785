// The KOBIS an assistant's calls reach in these tests: every endpoint a tool asks, answered in KOBIS's shapes.

import BoxOfficeTestSupport
import Foundation

enum MCPLoopback {
    static let personCode = "10000001"
    static let companyCode = "20000001"

    /// The daily and weekly charts of ten made-up movies, their infos, and a catalogue of one of each.
    static let kobis = LoopbackBodies.madeUpKOBIS(movieTitle: "영화 1").answering([
        "searchMovieList": { _ in LoopbackBodies.movieList(totalCount: 1, titles: ["영화 1"]) },
        "searchPeopleList": { _ in LoopbackBodies.peopleList(code: personCode, name: "감독") },
        "searchPeopleInfo": { LoopbackBodies.peopleInfo(code: $0.query("peopleCd") ?? "", name: "감독") },
        "searchCompanyList": { _ in LoopbackBodies.companyList(code: companyCode, name: "영화사") },
        "searchCompanyInfo": { LoopbackBodies.companyInfo(code: $0.query("companyCd") ?? "", name: "영화사") },
        "searchCodeList": { _ in .text(#"{"codes":[{"fullCd":"22041011","korNm":"한국","engNm":"Korea"}]}"#) },
    ])

    @Sendable static func reply(_ request: LoopbackRequest) -> LoopbackReply {
        kobis.reply(to: request)
    }

    /// `boxoffice` with a key, reaching `server`, in folders of its own.
    static func app(_ server: LoopbackKOBISServer) throws -> BoxOfficeProcess {
        try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": server.baseURL.absoluteString,
            "KOBIS_TIMEOUT": "30", "LANG": "en_US.UTF-8",
        ])
    }
}
