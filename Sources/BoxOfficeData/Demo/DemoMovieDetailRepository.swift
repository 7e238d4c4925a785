// The demo movie details: the repository and the details it serves, compiled into the binary.

import BoxOfficeDomain

/// Movie details without a network or a key: the few bundled with the demo data.
///
/// Any other movie is an explained failure, ``BoxOfficeFailure/movieNotInDemoData(_:available:)``.
public struct DemoMovieDetailRepository: MovieDetailRepository {
    private let details: [MovieCode: MovieDetail]

    /// The bundled details (경관의 피, from KOBIS).
    public init() {
        self.init(details: DemoMovieDetailData.details)
    }

    /// Demo details made of the given ones; their source becomes `.demo`.
    public init(details: [MovieDetail]) {
        var byCode: [MovieCode: MovieDetail] = [:]
        for var detail in details {
            detail.source = .demo
            byCode[detail.movieCode] = detail
        }
        self.details = byCode
    }

    public var availableCodes: [MovieCode] {
        details.keys.sorted { $0.rawValue < $1.rawValue }
    }

    public func movieDetail(for code: MovieCode, refresh: Bool) async throws(BoxOfficeFailure) -> MovieDetail
    {
        if Task.isCancelled { throw .cancelled }
        guard let detail = details[code] else { throw .movieNotInDemoData(code, available: availableCodes) }
        return detail
    }
}

// Source: 영화진흥위원회 KOBIS Open API, movie info of 경관의 피 (20199882, rank 1 on 2022-01-05),
// the one demo movie whose answer we have: its facts unchanged, its actors the first twelve of 96.
enum DemoMovieDetailData {
    static let details: [MovieDetail] = [
        MovieDetail(
            movieCode: "20199882",
            title: "경관의 피",
            titleEnglish: "The Policeman’s Lineage",
            titleOriginal: nil,
            directors: [Person(name: "이규만", nameEnglish: "LEE Kyuman")],
            productionYear: 2021,
            openDate: BoxOfficeDate(year: 2022, month: 1, day: 5),
            runningTimeMinutes: 119,
            watchGrade: "15세이상관람가",
            nations: ["한국"],
            genres: ["범죄", "드라마"],
            actors: [
                // name, name in Latin letters, role (배역)
                actor("조진웅", "CHO Jin-woong", "박강윤"),
                actor("최우식", "CHOI Wooshik", "최민재"),
                actor("박희순", "PARK Hee-soon", "감찰계장"),
                actor("권율", "KWON Yul", "나영빈"),
                actor("박명훈", "PARK Myeong-hoon", "차동철"),
                actor("홍기준", "HONG Ki-joon", "용회장"),
                actor("이얼", "LEE Eol", "서중호"),
                actor("이현욱", "LEE Hyun-wook", "김사장"),
                actor("백현진", "BEK Hyun-jin", "권기안"),
                actor("박정범", nil, "민재부"),
                actor("원현준", "WON Hyun-jun", "전용배"),
                actor("손인용", "SON In-yong", "문형사"),
            ],
            companies: [
                Company(name: "리양필름(주)", part: "제작사"),
                Company(name: "(주)에이스메이커무비웍스", part: "배급사"),
                Company(name: "(주)에이스메이커무비웍스", part: "제공"),
            ],
            source: .demo
        )
    ]

    private static func actor(_ name: String, _ nameEnglish: String?, _ role: String?) -> CastMember {
        CastMember(name: name, nameEnglish: nameEnglish, role: role)
    }
}
