import BoxOfficeTestSupport
import Foundation
import Testing

/// `boxoffice detail`, the store and `cache` as a user runs them, against loopback KOBIS and
/// Kakao servers; request counts prove what the store answered.
@Suite("detail, store and cache against loopback KOBIS and Kakao")
struct DetailEndToEndTests {
    static let key = LiveKOBISTests.key
    static let kakaoKey = "kakao-fedcba9876543210"

    static let kobisAnswers = LoopbackBodies.madeUpKOBIS(movieTitle: "경관의 피")

    func process(_ kobis: LoopbackKOBISServer, _ kakao: LoopbackKakaoServer?, extra: [String: String] = [:])
        throws
        -> BoxOfficeProcess
    {
        // 30 s like the other loopback bounds: a whole suite of processes shares two cores.
        var environment = [
            "KOBIS_API_KEY": Self.key, "KOBIS_BASE_URL": kobis.baseURL.absoluteString, "KOBIS_TIMEOUT": "30",
        ]
        if let kakao {
            environment["KAKAO_REST_API_KEY"] = Self.kakaoKey
            environment["KAKAO_BASE_URL"] = kakao.baseURL.absoluteString
        }
        return try BoxOfficeProcess(environment: environment.merging(extra) { $1 })
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    func detailsAsked(of kobis: LoopbackKOBISServer) async -> Int {
        await kobis.requests.filter { $0.path.hasSuffix(LoopbackKOBISServer.movieInfoPath) }.count
    }

    @Test("a script asks only the details it names, before and after its first `detail`: it prefetches none")
    func aScriptPrefetchesNoDetail() async throws {
        try await LoopbackKOBISServer.withRunning(reply: Self.kobisAnswers.reply(to:)) { kobis in
            let boxoffice = try process(kobis, nil)
            let result = try await boxoffice.run([
                "-c", "date 20240105", "-c", "detail 1", "-c", "date 20240106", "-c", "detail 10", "--lang",
                "en",
            ])
            #expect(result.status == 0, "\(result.errors)")
            // Rank 1 of the second day is the first day's rank 1, which the store kept.
            #expect(await detailsAsked(of: kobis) == 2)
        }
    }

    @Test("without a store, `poster N` after `detail N` asks nothing more: they share what was fetched")
    func aPosterAfterItsDetailAsksNothingMore() async throws {
        try await LoopbackKOBISServer.withRunning(reply: Self.kobisAnswers.reply(to:)) { kobis in
            let boxoffice = try process(kobis, nil)
            // The cache folder is a file: no store, so only the session keeps what was fetched.
            let cache = boxoffice.home.appendingPathComponent("cache")
            try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
            try Data("not a folder".utf8).write(to: cache.appendingPathComponent("boxoffice"))
            let result = try await boxoffice.run([
                "-c", "date 20240105", "-c", "detail 1", "-c", "poster 1", "--lang", "en",
            ])
            #expect(result.errors.contains("no local store"), "\(result.errors)")
            #expect(await detailsAsked(of: kobis) == 1)
        }
    }

    @Test func detailJSONHasTheContractAndASecondDetailAsksNobody() async throws {
        try await LoopbackKOBISServer.withRunning(reply: Self.kobisAnswers.reply(to:)) { kobis in
            try await LoopbackKakaoServer.withRunning(reply: { _ in
                LoopbackBodies.kakaoImages(["https://img.example/poster.jpg"])
            }) { kakao in
                let boxoffice = try process(kobis, kakao)
                let first = try await boxoffice.run(["detail", "20199882", "--format", "json"])
                #expect(first.status == 0, "\(first.errors)")
                let object = try json(first.output)
                #expect(object["movieCode"] as? String == "20199882")
                #expect(object["title"] as? String == "경관의 피")
                #expect(object["runningTimeMinutes"] as? Int == 119)
                #expect(object["watchGrade"] as? String == "15세이상관람가")
                #expect(object["titleOriginal"] is NSNull)
                #expect((object["actors"] as? [[String: Any]])?.first?["role"] as? String == "형사")
                #expect(
                    (object["poster"] as? [String: Any])?["imageURL"] as? String
                        == "https://img.example/poster.jpg")
                #expect(object["source"] as? String == "kobis")
                #expect(await kakao.requests.first?.authorization == "KakaoAK \(Self.kakaoKey)")
                let second = try await boxoffice.run(["detail", "20199882", "--format", "json"])
                #expect(try json(second.output)["source"] as? String == "cache")
                #expect(await kobis.requestCount == 1)
                #expect(await kakao.requestCount == 1)
                for text in [first.output, first.errors, second.output, second.errors] {
                    #expect(!text.contains(Self.key) && !text.contains(Self.kakaoKey))
                }
            }
        }
    }

    @Test(
        "a one-shot detail in a terminal that shows images does not offer `poster`, which it lacks",
        .enabled(if: Python3.executable != nil, "python3 is needed to give boxoffice a terminal"))
    func aOneShotDetailDoesNotOfferThePromptsPosterCommand() async throws {
        let python = try #require(Python3.executable)
        try await LoopbackKOBISServer.withRunning(reply: Self.kobisAnswers.reply(to:)) { kobis in
            try await LoopbackKakaoServer.withRunning(reply: { _ in
                LoopbackBodies.kakaoImages(["https://img.example/poster.jpg"])
            }) { kakao in
                for terminal in [["KITTY_WINDOW_ID": "1"], ["TERM_PROGRAM": "iTerm.app"]] {
                    let boxoffice = try process(kobis, kakao, extra: terminal)
                    for language in ["ko", "en"] {
                        let result = try await boxoffice.runInTerminal(
                            ["detail", "20199882", "--lang", language], python: python)
                        #expect(result.status == 0, "\(result.output)")
                        #expect(result.output.contains("https://img.example/poster.jpg"), "\(result.output)")
                        // One-shot runs have `poster` too (`boxoffice poster 20199882`), so the hint is true.
                        #expect(
                            result.output.contains("`poster`"), "\(terminal) \(language): \(result.output)")
                    }
                }
            }
        }
    }

    @Test func aFinalDayIsFetchedOnceAcrossRuns() async throws {
        try await LoopbackKOBISServer.withRunning(reply: Self.kobisAnswers.reply(to:)) { kobis in
            let boxoffice = try process(kobis, nil)
            let first = try await boxoffice.run(["daily", "20220105", "--format", "json"])
            let second = try await boxoffice.run(["daily", "20220105", "--format", "json"])
            #expect(try json(first.output)["source"] as? String == "kobis")
            #expect(try json(second.output)["source"] as? String == "cache")
            #expect(await kobis.requestCount == 1)
            let info = try await boxoffice.run(["cache", "info"])
            #expect(info.output.contains("일별 박스오피스  1일\n"), "\(info.output)")
            #expect(info.output.contains("오늘 KOBIS 호출  3,000회 중 1회 ("), "\(info.output)")
            let english = try await boxoffice.run(["cache", "info", "--lang", "en"])
            #expect(english.output.contains("\ndays           1\n"), "\(english.output)")
            #expect(english.output.contains("KOBIS calls    1 of 3,000 today ("), "\(english.output)")
            let cleared = try await boxoffice.run(["cache", "clear"])
            #expect(cleared.status == 0)
            #expect(
                cleared.output.hasPrefix("로컬 저장소를 비웠습니다(KOBIS 호출 횟수는 남겨 둠): ")
                    && cleared.output.hasSuffix("boxoffice.sqlite\n"),
                "\(cleared.output)")
            let clearedEnglish = try await boxoffice.run(["cache", "clear", "--lang", "en"])
            #expect(clearedEnglish.output.hasPrefix("Cleared the local store /"), "\(clearedEnglish.output)")
            _ = try await boxoffice.run(["daily", "20220105"])
            #expect(await kobis.requestCount == 2)
        }
    }

    @Test func withoutAKakaoKeyThePosterLineSaysHowAndTheRestWorks() async throws {
        try await LoopbackKOBISServer.withRunning(reply: Self.kobisAnswers.reply(to:)) { kobis in
            let result = try await process(kobis, nil).run(["detail", "20199882"])
            #expect(result.status == 0)
            #expect(result.output.contains("KAKAO_REST_API_KEY"))
            #expect(result.output.contains("119분"))
            #expect(!result.output.contains("그날의 기록"), "no list at all: no figures section")
            #expect(!result.output.contains("목록에 없음"))
        }
    }

    @Test func aRefusedKakaoKeyLeavesTheDetailWhole() async throws {
        try await LoopbackKOBISServer.withRunning(reply: Self.kobisAnswers.reply(to:)) { kobis in
            try await LoopbackKakaoServer.withRunning(reply: { _ in
                LoopbackBodies.kakaoError(
                    status: 401, type: "AccessDeniedError", message: "wrong appKey format")
            }) { kakao in
                let result = try await process(kobis, kakao).run(["detail", "20199882"])
                #expect(result.status == 0)
                #expect(result.output.contains("포스터를 가져오지 못함: 카카오가 키를 거부했습니다(HTTP 401)"))
                #expect(!result.output.contains(Self.kakaoKey))
                let english = try await process(kobis, kakao).run(["detail", "20199882", "--lang", "en"])
                #expect(english.output.contains("poster unavailable: Kakao refused the key (HTTP 401)"))
            }
        }
    }

    @Test func aStoreThatIsNotADatabaseIsRebuiltWithAWarning() async throws {
        try await LoopbackKOBISServer.withRunning(reply: Self.kobisAnswers.reply(to:)) { kobis in
            let boxoffice = try process(kobis, nil)
            let folder = boxoffice.home.appendingPathComponent("cache/boxoffice")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("not a database at all".utf8).write(
                to: folder.appendingPathComponent("boxoffice.sqlite"))
            let result = try await boxoffice.run(["daily", "20220105"])
            #expect(result.status == 0)
            #expect(result.errors.contains("데이터베이스가 아닌 파일이므로 옮겨 두고 빈 저장소를 새로 만들었습니다"), "\(result.errors)")
            let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.hasPrefix("boxoffice.sqlite.foreign-")
            }
            #expect(kept.count == 1, "\(kept)")
            #expect(
                kept.first.flatMap {
                    FileManager.default.contents(atPath: folder.appendingPathComponent($0).path)
                }
                    == Data("not a database at all".utf8))
            let again = try await boxoffice.run(["daily", "20220105"])
            #expect(!again.errors.contains("다시 만들었습니다"))
            #expect(await kobis.requestCount == 1)
        }
    }

    @Test func anUnusableCacheFolderIsWarnedAboutAndTheAppWorks() async throws {
        try await LoopbackKOBISServer.withRunning(reply: Self.kobisAnswers.reply(to:)) { kobis in
            let boxoffice = try process(kobis, nil)
            let blocker = boxoffice.home.appendingPathComponent("cache-file")
            try Data("x".utf8).write(to: blocker)
            var blocked = boxoffice
            blocked.environment["XDG_CACHE_HOME"] = blocker.path
            let result = try await blocked.run(["daily", "20220105", "--lang", "en"], input: Data())
            #expect(result.status == 0)
            #expect(result.errors.components(separatedBy: "no local store").count == 2, "\(result.errors)")
            let korean = try await blocked.run(["daily", "20220105"], input: Data())
            #expect(korean.errors.components(separatedBy: "로컬 저장소 없이").count == 2, "\(korean.errors)")
        }
    }

    @Test func thePipedREPLShowsADetailAndCountsCallsInStatus() async throws {
        try await LoopbackKOBISServer.withRunning(reply: Self.kobisAnswers.reply(to:)) { kobis in
            let result = try await process(kobis, nil).run(
                [], input: Data("date 20220105\ndetail 1\ndetail 영화 3\nstatus\n".utf8))
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains("경관의 피 · 20990001"))
            #expect(result.output.contains("순위 (2022-01-05)"))
            #expect(result.output.contains("오늘 KOBIS 호출  3,000회 중 "), "\(result.output)")
        }
    }

    @Test func theDemoHasTheDetailOfItsFirstMovieOnly() async throws {
        let demo = try BoxOfficeProcess()
        let found = try await demo.run(["detail", "20199882", "--format", "json"])
        #expect(found.status == 0)
        #expect(try json(found.output)["source"] as? String == "demo")
        let table = try await demo.run(["detail", "20199882"])
        #expect(table.output.contains("- (데모 자료에는 포스터가 없음)"), "\(table.output)")
        #expect(!table.output.contains("the demo data has no posters"))
        let englishTable = try await demo.run(["detail", "20199882", "--lang", "en"])
        #expect(englishTable.output.contains("- (the demo data has no posters)"), "\(englishTable.output)")
        let missing = try await demo.run(["detail", "20210028"])
        #expect(missing.status == 1)
        #expect(missing.errors.contains("영화 20210028의 정보는 데모 자료에 없습니다. 있는 영화: 20199882."))
        let english = try await demo.run(["detail", "20210028", "--lang", "en"])
        #expect(english.errors.contains("not in the demo data"), "\(english.errors)")
        let bad = try await demo.run(["detail", "abc"])
        #expect(bad.status == 64)
        let invisible = try await demo.run(["detail", "2019\u{1}9882"])
        #expect(invisible.status == 64)
        // Not a code, so a title of the list shown, and one-shot shows none: said without echoing it.
        #expect(invisible.errors.contains("보이는 목록이 없습니다"), "\(invisible.errors)")
        #expect(!invisible.errors.contains("\u{1}"))
    }
}
