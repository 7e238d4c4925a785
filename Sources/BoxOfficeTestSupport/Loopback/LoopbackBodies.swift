import BoxOfficeDomain
import Foundation

public enum LoopbackBodies {
    public struct RankedMovie: Sendable {
        public let code: String
        public let title: String

        public init(code: String, title: String) {
            self.code = code
            self.title = title
        }
    }

    /// Ten made-up movies, codes `20990001`…`20990010`, titles `영화 1`…`영화 10`.
    public static let tenMovies: [RankedMovie] = (1...10).map {
        RankedMovie(code: String(20_990_000 + $0), title: "영화 \($0)")
    }

    /// A daily box office answer of `targetDt` (`yyyyMMdd`) ranking `movies` in order; its keys
    /// sorted, so the same facts make the same bytes in every process.
    public static func daily(targetDt: String, movies: [RankedMovie] = tenMovies) -> LoopbackReply {
        .body(dailyJSON(targetDt: targetDt, movies: movies))
    }

    public static func dailyJSON(targetDt: String, movies: [RankedMovie] = tenMovies) -> Data {
        let rows: [[String: String]] = movies.enumerated().map { index, movie in
            let audience = String(100_000 - index * 5_000)
            return [
                "rnum": String(index + 1), "rank": String(index + 1), "rankInten": "0",
                "rankOldAndNew": "OLD",
                "movieCd": movie.code, "movieNm": movie.title, "openDt": "2022-01-05", "salesAmt": "1000000",
                "salesShare": "10.0", "salesInten": "0", "salesChange": "0", "salesAcc": "5000000",
                "audiCnt": audience, "audiInten": "0", "audiChange": "0", "audiAcc": audience + "0",
                "scrnCnt": "500", "showCnt": "2000",
            ]
        }
        let object = [
            "boxOfficeResult": [
                "boxofficeType": "일별 박스오피스", "showRange": "\(targetDt)~\(targetDt)",
                "dailyBoxOfficeList": rows,
            ] as [String: Any]
        ]
        return (try? JSONSerialization.data(withJSONObject: object, options: .sortedKeys)) ?? Data()
    }

    /// A movie info answer for `code` with a director, two genres, a running time, a rating
    /// with a trailing space, one actor with a role and one without, and an empty `staffs`.
    public static func movieInfo(code: String, title: String) -> LoopbackReply {
        json([
            "movieInfoResult": [
                "movieInfo": [
                    "movieCd": code, "movieNm": title, "movieNmEn": "Movie \(code)", "movieNmOg": "",
                    "showTm": "119", "prdtYear": "2021", "openDt": "20220105", "prdtStatNm": "개봉",
                    "typeNm": "장편",
                    "nations": [["nationNm": "한국"]], "genres": [["genreNm": "범죄"], ["genreNm": "드라마"]],
                    "directors": [["peopleNm": "감독 \(code)", "peopleNmEn": ""]],
                    "actors": [
                        ["peopleNm": "배우 가", "peopleNmEn": "", "cast": "형사", "castEn": ""],
                        ["peopleNm": "배우 나", "peopleNmEn": "", "cast": "", "castEn": ""],
                    ],
                    "showTypes": [],
                    "companys": [
                        [
                            "companyCd": "1", "companyNm": "영화사", "companyNmEn": "",
                            "companyPartNm": "배급사",
                        ]
                    ],
                    "audits": [["auditNo": "2021-MF00001 ", "watchGradeNm": "15세이상관람가 "]], "staffs": [],
                ] as [String: Any],
                "source": "영화진흥위원회",
            ]
        ])
    }

    /// A Kakao image search answer with one document per URL (510×727 each); none when empty.
    public static func kakaoImages(_ imageURLs: [String]) -> LoopbackReply {
        json([
            "meta": ["total_count": imageURLs.count, "pageable_count": imageURLs.count, "is_end": true],
            "documents": imageURLs.map {
                [
                    "collection": "blog", "datetime": "2023-05-05T08:56:00.000+09:00",
                    "display_sitename": "블로그",
                    "doc_url": "https://blog.example/1", "image_url": $0,
                    "thumbnail_url": "https://search.example/thumb", "width": 510, "height": 727,
                ] as [String: Any]
            },
        ])
    }

    public static func kakaoError(status: Int, type: String, message: String) -> LoopbackReply {
        let body =
            (try? JSONSerialization.data(
                withJSONObject: ["errorType": type, "message": message], options: .sortedKeys)) ?? Data()
        return .status(status, body: body)
    }

    private static func json(_ object: Any) -> LoopbackReply {
        .body((try? JSONSerialization.data(withJSONObject: object, options: .sortedKeys)) ?? Data())
    }
}

extension LoopbackBodies {
    /// A weekly box office answer (`weekGb` 0 weekly, 1 weekend, 2 weekdays) for the week of
    /// `targetDt` (`yyyyMMdd`), ranking `movies` in order; its `showRange` is the part of the
    /// week KOBIS gives (Mon–Sun, Fri–Sun, Mon–Thu), its `yearWeekTime` `2099` and the week's
    /// `targetDt` given, enough for tests that do not read it.
    public static func weekly(targetDt: String, weekGb: String, movies: [RankedMovie] = tenMovies)
        -> LoopbackReply
    {
        let daily =
            (try? JSONSerialization.jsonObject(with: dailyJSON(targetDt: targetDt, movies: movies)))
            as? [String: [String: Any]]
        let rows = daily?["boxOfficeResult"]?["dailyBoxOfficeList"] ?? []
        let kind = ["0": "주간", "1": "주말", "2": "주중"][weekGb] ?? "주말"
        return json([
            "boxOfficeResult": [
                "boxofficeType": "\(kind) 박스오피스", "showRange": weekRange(targetDt: targetDt, weekGb: weekGb),
                "yearWeekTime": "2099" + String(targetDt.suffix(2)), "weeklyBoxOfficeList": rows,
            ] as [String: Any]
        ])
    }

    /// `20220103~20220109` for `weekGb` 0 and any day of that week; `targetDt` twice when it is no day.
    static func weekRange(targetDt: String, weekGb: String) -> String {
        let kind: ChartKind = ["0": .weekly, "2": .weekdays][weekGb] ?? .weekend
        guard let day = try? BoxOfficeDate.parse(targetDt) else { return "\(targetDt)~\(targetDt)" }
        let period = ChartPeriod(kind, containing: day)
        return "\(period.first.compact)~\(period.last.compact)"
    }

    /// A KOBIS of made-up answers: the daily or weekly chart of the `targetDt` asked (ten made-up
    /// movies) and the info of the `movieCd` asked, titled `movieTitle`.
    public static func madeUpKOBIS(movieTitle: String = "영화") -> LoopbackKOBIS {
        LoopbackKOBIS(answers: [
            "searchDailyBoxOfficeList": { daily(targetDt: $0.targetDt ?? "") },
            "searchWeeklyBoxOfficeList": {
                weekly(targetDt: $0.targetDt ?? "", weekGb: $0.query("weekGb") ?? "1")
            },
            "searchMovieInfo": { movieInfo(code: $0.movieCd ?? "", title: movieTitle) },
        ])
    }

    /// The answer ``madeUpKOBIS(movieTitle:)`` gives `request`.
    public static func answer(to request: LoopbackRequest) -> LoopbackReply {
        madeUp.reply(to: request)
    }

    private static let madeUp = madeUpKOBIS()
}
