// The fault table's cases against KOBIS's daily box office: statuses, faults, broken and hostile bodies.

import BoxOfficeTestSupport
import Foundation

extension FaultCase {
    /// `daily 20220105` against a KOBIS answering `reply` to every request.
    static func daily(_ name: String, timeout: String = "10", _ reply: RawReply) -> FaultCase {
        FaultCase(name: name, timeout: timeout, kobis: { _, _ in reply })
    }

    /// The HTTP statuses, with and without `Retry-After`, and the retries they earn.
    static let statuses: [FaultCase] = [
        daily("a good day (for comparison)", FaultAnswers.day()),
        daily("HTTP 400", FaultAnswers.status(400)),
        daily("HTTP 401", FaultAnswers.status(401)),
        daily("HTTP 403", FaultAnswers.status(403)),
        daily("HTTP 404", FaultAnswers.status(404)),
        daily("HTTP 429", FaultAnswers.status(429)),
        daily("HTTP 429, Retry-After: 1", FaultAnswers.status(429, headers: ["Retry-After": "1"])),
        FaultCase(
            name: "HTTP 429 once, then the day",
            kobis: FaultAnswers.firstThen(FaultAnswers.status(429), FaultAnswers.day())),
        daily("HTTP 500", FaultAnswers.status(500)),
        daily("HTTP 502", FaultAnswers.status(502)),
        daily("HTTP 503, Retry-After: 1", FaultAnswers.status(503, headers: ["Retry-After": "1"])),
        daily(
            "HTTP 503, Retry-After: 3600 (beyond the bound)",
            FaultAnswers.status(503, headers: ["Retry-After": "3600"])),
        FaultCase(
            name: "HTTP 504 once, then the day",
            kobis: FaultAnswers.firstThen(FaultAnswers.status(504), FaultAnswers.day())),
    ]

    /// KOBIS's faults, which come with HTTP 200 and are never retried.
    static let kobisFaults: [FaultCase] = [
        daily("KOBIS fault 320010 (key refused)", FaultAnswers.fault("320010", "유효하지않은 키값입니다.")),
        daily("KOBIS fault 320011 (quota used up)", FaultAnswers.fault("320011", "키의 하루 이용량을 초과하였습니다.")),
        daily(
            "KOBIS fault 320102 (date missing)",
            FaultAnswers.fault("320102", "날짜는 필수항목입니다.[parameterName=targetDt]")),
        daily(
            "KOBIS fault 320103 (bad date format)", FaultAnswers.fault("320103", "날싸형식에 맞게 입력하십시요.(YYYYMMDD)")
        ),
        daily("KOBIS fault of an unknown code", FaultAnswers.fault("320999", "알 수 없는 오류")),
    ]

    /// The head of a day's answer and its first 100 bytes of 5000 announced.
    /// A status line and half a header: where a server that dies mid-answer leaves it.
    static let halfTheHeaders = Data("HTTP/1.1 200 OK\r\nContent-Ty".utf8)

    static let midBody =
        Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n".utf8)
        + Data(LoopbackBodies.dailyJSON(targetDt: day).prefix(100))

    /// Answers that never end, end too soon, or come too slowly.
    static let bounds: [FaultCase] = [
        daily(
            "truncated body (Content-Length 5000, 100 bytes sent)",
            .bytes(midBody)),
        daily(
            "JSON cut short",
            FaultAnswers.json(
                String(decoding: LoopbackBodies.dailyJSON(targetDt: day).prefix(300), as: UTF8.self))),
        daily(
            "endless body (16 KB a millisecond)",
            .endless(piece: Data(repeating: 0x20, count: 16 << 10), pause: .milliseconds(1), limit: 256 << 20)
        ),
        daily(
            "body announced as 10 MB",
            .stall(
                Data(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(10 << 20)\r\n\r\n{"
                        .utf8))),
        daily(
            "gzip bomb (64 MB of zeros in 400 KB)",
            .respond(
                status: 200, headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"],
                body: gzipBomb)),
        daily("headers never come (KOBIS_TIMEOUT=1)", timeout: "1", .stall(Data())),
        daily(
            "half the headers, then silence (KOBIS_TIMEOUT=1)", timeout: "1",
            .stall(Data("HTTP/1.1 200 OK\r\nContent-Ty".utf8))),
        daily("the status line cut, then closed (FIN)", .cut(Data("HTTP/1.1 20".utf8), reset: false)),
        daily("half the headers, then closed (FIN)", .cut(halfTheHeaders, reset: false)),
        daily("half the headers, then reset (RST)", .cut(halfTheHeaders, reset: true)),
        // 0.25 s before the deadline: less than the shortest wait before a second try (so none is made), and
        // more than a loaded machine takes to start the run and send the request (0.1 s was not: the deadline
        // then came first, another sentence, another table).
        daily(
            "half the headers, closed near the deadline (KOBIS_TIMEOUT=2)", timeout: "2",
            .cut(halfTheHeaders, after: .milliseconds(1_750), reset: false)),
        daily(
            "a stall mid-body (KOBIS_TIMEOUT=1)", timeout: "1",
            .stall(
                Data(
                    "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 900\r\n\r\n{\"boxOfficeResult\":"
                        .utf8))),
        FaultCase(
            name: "a trickle, a byte every 150 ms (KOBIS_TIMEOUT=1)", timeout: "1",
            kobis: { _, _ in .endless(piece: Data("{".utf8), pause: .milliseconds(150), limit: 200) },
            countsVary: true),
    ]

    /// Connections that break, and answers that are not HTTP.
    static let connections: [FaultCase] = [
        daily("garbage instead of HTTP (a line of text)", .bytes(Data("hello\r\n\r\n".utf8))),
        daily(
            "garbage instead of HTTP (random bytes)",
            .bytes(Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 7_919 &+ 13) }))),
        daily("connection reset", .reset),
        daily("connection dropped before an answer", .drop),
        FaultCase(
            name: "connection reset once, then the day",
            kobis: FaultAnswers.firstThen(.reset, FaultAnswers.day())),
        daily("connection reset mid-body", .resetAfter(midBody)),
        FaultCase(
            name: "connection reset mid-body once, then the day",
            kobis: FaultAnswers.firstThen(.resetAfter(midBody), FaultAnswers.day())),
        FaultCase(
            name: "redirect to another host (127.0.0.2)",
            kobis: { request, origins in
                .redirect(to: origins.elsewhere.absoluteString + request.pathAndQuery)
            },
            watchesElsewhere: true),
        FaultCase(
            name: "redirect on the same origin, then the day",
            kobis: { request, _ in
                request.path.hasPrefix("/moved")
                    ? FaultAnswers.day() : .redirect(to: "/moved" + request.pathAndQuery)
            }),
        FaultCase(
            name: "redirect loop",
            kobis: { request, _ in
                .redirect(to: "/loop/\(request.index)" + (request.pathAndQuery.drop { $0 != "?" }))
            }),
    ]

    /// Bodies that are HTTP and JSON but not what KOBIS promises, or hostile text in good ones.
    static let bodies: [FaultCase] = [
        daily("empty body", .json(Data())),
        daily(
            "HTML instead of JSON",
            .respond(
                status: 200, headers: ["Content-Type": "text/html"],
                body: Data("<html><body>Service Unavailable</body></html>".utf8))),
        daily("JSON null", FaultAnswers.json("null")),
        daily("no boxOfficeResult", FaultAnswers.json(#"{"other":{}}"#)),
        daily(
            "dailyBoxOfficeList is an object",
            FaultAnswers.json(
                #"{"boxOfficeResult":{"boxofficeType":"x","showRange":"x","dailyBoxOfficeList":{}}}"#)),
        daily(
            "audience not a number",
            .json(
                Data(
                    LoopbackBodies.dailyJSON(targetDt: day).replacing(
                        Data(#""audiCnt":"100000""#.utf8), with: Data(#""audiCnt":"many""#.utf8))))),
        daily(
            "an empty list",
            FaultAnswers.json(
                #"{"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20220105~20220105","dailyBoxOfficeList":[]}}"#
            )),
        daily("the chart of another day (20220106)", .json(LoopbackBodies.dailyJSON(targetDt: "20220106"))),
        daily(
            "50 rows (KOBIS sends at most 10)",
            FaultAnswers.day((1...50).map { .init(code: String(20_990_000 + $0), title: "영화 \($0)") })),
        daily(
            "invalid UTF-8 in a title",
            .json(
                LoopbackBodies.dailyJSON(targetDt: day, movies: [.init(code: "20990001", title: "AB")])
                    .replacing(Data("AB".utf8), with: Data([0xFF, 0xFE])))),
        daily(
            "escape codes in a title",
            FaultAnswers.day([
                .init(code: "20990001", title: "\u{1B}]0;pwned\u{07}\u{1B}[2J악성\u{1B}[31m 코드\u{9B}1m")
            ])),
        daily(
            "a 1 MB title",
            FaultAnswers.day([.init(code: "20990001", title: String(repeating: "긴", count: 1 << 20 / 3))])),
        FaultCase(
            name: "a title a spreadsheet would run, as csv",
            command: .oneShot(["daily", day, "--format", "csv"]),
            kobis: { _, _ in
                FaultAnswers.day([.init(code: "20990001", title: "=HYPERLINK(\"http://x\",\"y\")")])
            },
            shown: .line(containing: "20990001")),
        daily(
            "the key echoed in a title",
            FaultAnswers.day([.init(code: "20990001", title: "key=\(FaultTableRunner.kobisKey)")])),
        daily(
            "the key echoed in a title, its first and last characters written as JSON escapes",
            FaultAnswers.json(
                String(
                    decoding: LoopbackBodies.dailyJSON(
                        targetDt: day,
                        movies: [.init(code: "20990001", title: "key=\(FaultTableRunner.kobisKey)")]),
                    as: UTF8.self
                )
                .replacingOccurrences(
                    of: FaultTableRunner.kobisKey,
                    with: "\\u0030" + FaultTableRunner.kobisKey.dropFirst().dropLast() + "\\u0066"))),
    ]

    /// A gzip body that inflates to 64 MB (the cap is 4 MB).
    static let gzipBomb = GzipBomb.zeros(inflatedBytes: 64 << 20)
}
