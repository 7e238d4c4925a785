// The fault table's cases of a movie's detail (KOBIS movie info and Kakao's poster search) and of the REPL.

import BoxOfficeTestSupport
import Foundation

extension FaultCase {
    /// `detail 20199882` with a Kakao key: KOBIS answers the movie, Kakao answers `kakao`; the
    /// table shows the poster's line.
    static func poster(_ name: String, _ kakao: @escaping @Sendable (RawRequest, Origins) -> RawReply)
        -> FaultCase
    {
        FaultCase(
            name: name, command: .oneShot(["detail", movieCode]),
            kobis: { _, _ in FaultAnswers.movieInfo }, kakao: kakao, shown: .line(containing: "oster"))
    }

    /// `detail 20199882` against a KOBIS answering `reply`, with no Kakao key.
    static func movieInfo(_ name: String, _ reply: RawReply) -> FaultCase {
        FaultCase(name: name, command: .oneShot(["detail", movieCode]), kobis: { _, _ in reply })
    }

    /// A movie's detail: KOBIS's movie info and Kakao's poster search.
    static let details: [FaultCase] = [
        movieInfo("detail: a good movie info (for comparison)", FaultAnswers.movieInfo),
        movieInfo("detail: KOBIS fault 320010", FaultAnswers.fault("320010", "유효하지않은 키값입니다.")),
        movieInfo(
            "detail: movie info without movieInfo",
            FaultAnswers.json(#"{"movieInfoResult":{"source":"영화진흥위원회"}}"#)),
        movieInfo("detail: HTTP 503", FaultAnswers.status(503, headers: ["Retry-After": "0"])),
        poster("poster: Kakao finds an image", { _, _ in FaultAnswers.kakaoImage }),
        poster(
            "poster: Kakao 401", { _, _ in FaultAnswers.kakaoError(401, "AccessDeniedError", "wrong appKey") }
        ),
        poster(
            "poster: Kakao 400",
            { _, _ in FaultAnswers.kakaoError(400, "MissingParameter", "query parameter required") }),
        poster(
            "poster: Kakao's headers cut, then closed (FIN)", { _, _ in .cut(halfTheHeaders, reset: false) }),
        poster(
            "poster: Kakao's headers cut, then reset (RST)", { _, _ in .cut(halfTheHeaders, reset: true) }),
        poster("poster: Kakao finds nothing", { _, _ in FaultAnswers.reply(LoopbackBodies.kakaoImages([])) }),
        poster("poster: Kakao's answer is not JSON", { _, _ in FaultAnswers.json("<html>") }),
        poster(
            "poster: Kakao's answer never ends",
            { _, _ in
                .endless(
                    piece: Data(repeating: 0x20, count: 16 << 10), pause: .milliseconds(1), limit: 256 << 20)
            }),
        FaultCase(
            name: "poster: Kakao redirects to another host", command: .oneShot(["detail", movieCode]),
            kobis: { _, _ in FaultAnswers.movieInfo },
            kakao: { request, origins in
                .redirect(to: origins.elsewhere.absoluteString + request.pathAndQuery)
            },
            watchesElsewhere: true, shown: .line(containing: "oster")),
        poster(
            "poster: escape codes in the image address",
            { _, _ in
                FaultAnswers.reply(
                    LoopbackBodies.kakaoImages(["https://img.example/\u{1B}]52;c;cHduZWQ=\u{07}p.jpg"]))
            }),
    ]

    /// The prompt, fed by a pipe: the list whose day failed, a failure that passes, a title matched as shown.
    static let repl: [FaultCase] = [
        FaultCase(
            name: "REPL: HTTP 500, then refresh gets the day", command: .repl(["date 20220105", "refresh"]),
            kobis: FaultAnswers.firstThen(
                FaultAnswers.status(500), FaultAnswers.day([.init(code: "20990001", title: "영화 1")]))),
        FaultCase(
            name: "REPL: garbage instead of HTTP", command: .repl(["date 20220105"]),
            kobis: { _, _ in .bytes(Data("hello\r\n\r\n".utf8)) }),
        FaultCase(
            name: "REPL: headers never come (KOBIS_TIMEOUT=1)", command: .repl(["date 20220105"]),
            timeout: "1",
            kobis: { _, _ in .stall(Data()) }),
        FaultCase(
            name: "REPL: detail by a title shown without its escape codes",
            command: .repl(["date 20220105", "detail 악성"]),
            kobis: { request, _ in
                request.path.hasSuffix("searchMovieInfo.json")
                    ? FaultAnswers.movieInfo
                    : FaultAnswers.day([.init(code: movieCode, title: "\u{1B}[31m악성\u{1B}[0m 코드")])
            },
            shown: .line(containing: "· \(movieCode)")),
        FaultCase(
            name: "REPL: KOBIS fault 320011, then another day",
            command: .repl(["date 20220105", "date 20220104"]),
            kobis: { _, _ in FaultAnswers.fault("320011", "키의 하루 이용량을 초과하였습니다.") }),
    ]

    /// Every case, in the table's order.
    static let all: [FaultCase] =
        statuses + kobisFaults + bounds + senseless + connections + bodies + details + repl
        + history + store + inputs
}
