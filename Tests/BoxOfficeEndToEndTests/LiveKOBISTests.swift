import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice daily` with a key, against a loopback server that speaks KOBIS's protocol.
@Suite("boxoffice against a loopback KOBIS")
struct LiveKOBISTests {
    static let key = "0123456789abcdef0123456789abcdef"

    /// Two rows in KOBIS's wire format: every field a string, a NEW row, a title with a
    /// trailing space, an `openDt` of a single space.
    static let body = LoopbackReply.text(
        """
        {"boxOfficeResult":{"boxofficeType":"일별 박스오피스","showRange":"20220105~20220105","dailyBoxOfficeList":[\
        {"rnum":"1","rank":"1","rankInten":"0","rankOldAndNew":"NEW","movieCd":"20199882","movieNm":"경관의 피",\
        "openDt":"2022-01-05","salesAmt":"584559330","salesShare":"34.2","salesInten":"584559330","salesChange":"100",\
        "salesAcc":"631402330","audiCnt":"64050","audiInten":"64050","audiChange":"100","audiAcc":"69228",\
        "scrnCnt":"1171","showCnt":"4416"},\
        {"rnum":"2","rank":"2","rankInten":"-1","rankOldAndNew":"OLD","movieCd":"2021C028","movieNm":"Re-release ",\
        "openDt":" ","salesAmt":"507028380","salesShare":"29.6","salesInten":"-91443730","salesChange":"-15.3",\
        "salesAcc":"62772471900","audiCnt":"50399","audiInten":"-9564","audiChange":"-15.9","audiAcc":"6252827",\
        "scrnCnt":"1357","showCnt":"4314"}]}}
        """)

    /// The binary against `server`; the default timeout is a generous bound, not a measure: a
    /// loaded machine running the whole suite on two cores can hold a loopback answer seconds.
    func boxoffice(_ server: LoopbackKOBISServer, timeout: String = "30") throws -> BoxOfficeProcess {
        try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": Self.key, "KOBIS_BASE_URL": server.baseURL.absoluteString,
            "KOBIS_TIMEOUT": timeout,
        ])
    }

    @Test("daily --format json returns the contract, from kobis, and sent the key and the day")
    func contract() async throws {
        try await LoopbackKOBISServer.withRunning(
            pathPrefix: "/kobisopenapi/webservice/rest", reply: Self.body
        ) {
            server in
            let result = try await boxoffice(server).run(["daily", "20220105", "--format", "json"])
            #expect(result.status == 0, "\(result.errors)")
            let object = try #require(
                JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            #expect(object["date"] as? String == "2022-01-05")
            #expect(object["source"] as? String == "kobis")
            let entries = try #require(object["entries"] as? [[String: Any]])
            #expect(entries.count == 2)
            #expect(entries[0]["movieCode"] as? String == "20199882")
            #expect(entries[0]["rankChange"] as? String == "new")
            #expect(entries[0]["audienceTotal"] as? Int == 69228)
            #expect(entries[1]["title"] as? String == "Re-release")
            #expect(entries[1]["openDate"] is NSNull)
            #expect(entries[1]["rankDelta"] as? Int == -1)
            #expect(entries[1]["salesTotal"] as? Int == 62_772_471_900)
            let requests = await server.requests
            #expect(requests.count == 1)
            #expect(requests.first?.key == Self.key)
            #expect(requests.first?.targetDt == "20220105")
            #expect(!result.output.contains(Self.key) && !result.errors.contains(Self.key))
            #expect(!result.errors.contains("demo data") && !result.errors.contains("데모 자료"))
        }
    }

    @Test(
        "failures are one line on stderr in either language, exit 1, and never show the key",
        arguments: [
            (LoopbackReply.fault(code: "320010", message: "유효하지않은 키값입니다."), "320010", "키를 거부했습니다(320010)"),
            (LoopbackReply.fault(code: "320011", message: "키의 하루 이용량을 초과하였습니다."), "3,000", "한도(3,000회)"),
            (LoopbackReply.fault(code: "320999", message: "알 수 없는 오류"), "알 수 없는 오류", "오류 320999로 답했습니다"),
            (LoopbackReply.status(500, body: Data("oops".utf8)), "HTTP 500", "KOBIS 서버가 HTTP 500"),
            (LoopbackReply.status(404, body: Data()), "HTTP 404", "HTTP 404"),
            (LoopbackReply.text("<html>not json</html>"), "answer could not be read", "답을 읽을 수 없습니다"),
            (
                LoopbackReply.text("token \(key) and more"), "(it starts with 'token ***",
                "JSON이 아님, 시작: 'token ***"
            ),
        ])
    func failures(reply: LoopbackReply, english: String, korean: String) async throws {
        try await LoopbackKOBISServer.withRunning(reply: reply) { server in
            for (language, expected) in [("en", english), ("ko", korean)] {
                let result = try await boxoffice(server).run(["daily", "20220105", "--lang", language])
                #expect(result.status == 1)
                #expect(result.output.isEmpty)
                // After KOBIS refused the key for today, the day's call warning says so too.
                let lines = result.errors.split(separator: "\n")
                #expect(lines.count == (expected.contains("3,000") ? 2 : 1), "\(result.errors)")
                #expect(result.errors.contains(expected), "\(result.errors)")
                #expect(!result.errors.contains(Self.key))
            }
        }
    }

    @Test("a server that never answers is a timeout, told as such")
    func timeout() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .never) { server in
            let result = try await boxoffice(server, timeout: "1").run(["daily", "20220105", "--lang", "en"])
            #expect(result.status == 1)
            #expect(result.errors.contains("No answer from KOBIS within 1 s"), "\(result.errors)")
            let korean = try await boxoffice(server, timeout: "1").run(["daily", "20220105"])
            #expect(
                korean.errors == "KOBIS에서 1초 안에 답이 없습니다: 다시 시도하거나 KOBIS_TIMEOUT을 늘리세요.\n",
                "\(korean.errors)")
        }
    }

    @Test("a refused connection is told as unreachable, fully in Korean or fully in English")
    func refused() async throws {
        let url = try await LoopbackKOBISServer.refusedConnectionURL()
        let server = try #require(url.host.map { host in url.port.map { "\(host):\($0)" } ?? host })
        let process = try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": Self.key, "KOBIS_BASE_URL": url.absoluteString,
        ])
        let result = try await process.run(["daily", "20220105", "--lang", "en"])
        #expect(result.status == 1)
        #expect(
            result.errors == "KOBIS could not be reached: \(server) refused the connection.\n",
            "\(result.errors)")
        let korean = try await process.run(["daily", "20220105"])
        #expect(korean.status == 1)
        #expect(korean.errors == "KOBIS에 연결하지 못했습니다(연결 거부: \(server)).\n", "\(korean.errors)")
    }

    @Test("an HTML body is told as unreadable, fully in Korean or fully in English")
    func htmlBody() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .text("<html>not json</html>")) { server in
            let english = try await boxoffice(server).run(["daily", "20220105", "--lang", "en"])
            #expect(english.status == 1)
            #expect(
                english.errors == "KOBIS's answer could not be read: "
                    + "the body is not JSON (it starts with '<html>not json</html>').\n",
                "\(english.errors)")
            let korean = try await boxoffice(server).run(["daily", "20220105"])
            #expect(korean.status == 1)
            #expect(
                korean.errors
                    == "KOBIS의 답을 읽을 수 없습니다(JSON이 아님, 시작: '<html>not json</html>').\n",
                "\(korean.errors)")
        }
    }

    @Test("an empty list (a day still being counted) is an empty result, not an error")
    func emptyDay() async throws {
        try await LoopbackKOBISServer.withRunning(reply: .emptyDay(targetDt: "20220105")) { server in
            let result = try await boxoffice(server).run(["daily", "20220105", "--format", "json"])
            #expect(result.status == 0)
            #expect(result.output.contains("\"entries\":[]"))
        }
    }

    @Test("a bad KOBIS_TIMEOUT is explained")
    func badConfiguration() async throws {
        let process = try BoxOfficeProcess(environment: ["KOBIS_API_KEY": Self.key, "KOBIS_TIMEOUT": "soon"])
        let result = try await process.run(["daily", "20220105"])
        #expect(result.status == 1)
        #expect(result.errors.contains("KOBIS_TIMEOUT"))
    }
}
