// The KOBIS an assistant's calls reach in these tests: every endpoint a tool asks, answered in KOBIS's shapes.

import BoxOfficeTestSupport
import Foundation

enum MCPLoopback {
    static let personCode = "10000001"
    static let companyCode = "20000001"

    /// The daily and weekly charts of ten made-up movies, their infos, and a catalogue of one of each.
    @Sendable static func reply(_ request: LoopbackRequest) -> LoopbackReply {
        let path = request.path
        if path.hasSuffix(LoopbackKOBISServer.weeklyBoxOfficePath) {
            return LoopbackBodies.weekly(
                targetDt: request.targetDt ?? "", weekGb: request.query("weekGb") ?? "1")
        }
        if path.hasSuffix(LoopbackKOBISServer.movieInfoPath) {
            return LoopbackBodies.movieInfo(code: request.movieCd ?? "", title: "영화 1")
        }
        if path.hasSuffix(LoopbackKOBISServer.movieListPath) {
            return LoopbackBodies.movieList(totalCount: 1, titles: ["영화 1"])
        }
        if path.hasSuffix(LoopbackKOBISServer.peopleListPath) {
            return LoopbackBodies.peopleList(code: personCode, name: "감독")
        }
        if path.hasSuffix(LoopbackKOBISServer.peopleInfoPath) {
            return LoopbackBodies.peopleInfo(code: request.query("peopleCd") ?? "", name: "감독")
        }
        if path.hasSuffix(LoopbackKOBISServer.companyListPath) {
            return LoopbackBodies.companyList(code: companyCode, name: "영화사")
        }
        if path.hasSuffix(LoopbackKOBISServer.companyInfoPath) {
            return LoopbackBodies.companyInfo(code: request.query("companyCd") ?? "", name: "영화사")
        }
        return LoopbackBodies.daily(targetDt: request.targetDt ?? "")
    }

    /// `boxoffice` with a key, reaching `server`, in folders of its own.
    static func app(_ server: LoopbackKOBISServer) throws -> BoxOfficeProcess {
        try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": LiveKOBISTests.key, "KOBIS_BASE_URL": server.baseURL.absoluteString,
            "KOBIS_TIMEOUT": "30", "LANG": "en_US.UTF-8",
        ])
    }
}
