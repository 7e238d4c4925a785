import BoxOfficeTestSupport
import Foundation
import Testing

/// What a run leaves behind and says: no API key in any message, the demo line when `--demo`
/// was asked for, one clear line for an unusable store, no folder Foundation made by itself.
@Suite("keys, messages and files of a run")
struct ProcessHygieneTests {
    static let key = "SECRETKEY123456"
    static let kakaoKey = "KAKAOSECRET98765"

    /// Where `process` keeps its store: `$XDG_CACHE_HOME/boxoffice/boxoffice.sqlite`.
    static func storeFile(of process: BoxOfficeProcess) throws -> URL {
        let cache = try #require(process.environment["XDG_CACHE_HOME"])
        return URL(fileURLWithPath: cache).appendingPathComponent("boxoffice/boxoffice.sqlite")
    }

    @Test(
        "an API key put in another variable is never echoed in the configuration error",
        arguments: [
            ("KOBIS_BASE_URL", key, "KOBIS_BASE_URL '***' cannot be used"),
            ("KOBIS_TIMEOUT", key, "KOBIS_TIMEOUT '***' is not a positive number"),
            ("KAKAO_BASE_URL", kakaoKey, "KAKAO_BASE_URL '***' cannot be used"),
            ("BOXOFFICE_DETAIL_MAX_AGE", kakaoKey, "BOXOFFICE_DETAIL_MAX_AGE '***' is not a number"),
            ("KOBIS_BASE_URL", "ftp://\(key)/x", "KOBIS_BASE_URL 'ftp://***/x' cannot be used"),
        ])
    func keysAreNotEchoed(variable: String, value: String, expected: String) async throws {
        let process = try BoxOfficeProcess(environment: [
            "KOBIS_API_KEY": Self.key, "KAKAO_REST_API_KEY": Self.kakaoKey, variable: value,
            "LANG": "en_US.UTF-8",  // the English wording; the Korean one is checked below
        ])
        for arguments in [["daily", "20220105"], ["-c", "date 20220105"], ["status"]] {
            let result = try await process.run(arguments)
            #expect(result.status == 1, "\(arguments): \(result.errors)")
            #expect(result.errors.contains(expected), "\(arguments): \(result.errors)")
            #expect(!result.errors.contains(Self.key) && !result.output.contains(Self.key))
            #expect(!result.errors.contains(Self.kakaoKey) && !result.output.contains(Self.kakaoKey))
        }
    }

    @Test(
        "configuration errors are worded in Korean by default, still naming the variable and hiding the key",
        arguments: [
            (
                "KOBIS_BASE_URL", "ftp://\(key)/x",
                "KOBIS_BASE_URL 'ftp://***/x'은(는) 쓸 수 없습니다: http:// 또는 https://로 시작해야 합니다."
            ),
            ("KOBIS_TIMEOUT", "soon", "KOBIS_TIMEOUT 'soon'은(는) 0보다 큰 초 단위 숫자가 아닙니다."),
            (
                "BOXOFFICE_YESTERDAY_MAX_AGE", "-1",
                "BOXOFFICE_YESTERDAY_MAX_AGE '-1'은 0 이상의 초 단위 숫자가 아닙니다."
            ),
        ])
    func configurationErrorsInKorean(variable: String, value: String, expected: String) async throws {
        let process = try BoxOfficeProcess(environment: ["KOBIS_API_KEY": Self.key, variable: value])
        let result = try await process.run(["daily", "20220105"])
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors.contains(expected), "\(result.errors)")
        #expect(!result.errors.contains(Self.key))
        let english = try await process.run(["daily", "20220105", "--lang", "en"])
        #expect(english.errors.contains("\(variable) '"), "\(english.errors)")
        #expect(!english.errors.contains("은(는)"), "\(english.errors)")
    }

    @Test("--demo with a key set says the demo data was asked for and the key is not used")
    func demoWithKey() async throws {
        let process = try BoxOfficeProcess(environment: ["KOBIS_API_KEY": Self.key])
        let result = try await process.run(["daily", "20220105", "--demo", "--lang", "en"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("--demo"), "\(result.errors)")
        #expect(result.errors.contains("KOBIS_API_KEY is not used"), "\(result.errors)")
        #expect(!result.errors.contains("set KOBIS_API_KEY"), "\(result.errors)")
        let korean = try await process.run(["daily", "20220105", "--demo"])
        #expect(
            korean.errors == "boxoffice: 데모 자료(KOBIS 4일치, --demo). KOBIS_API_KEY는 쓰지 않습니다.\n",
            "\(korean.errors)")
        let keyless = try await BoxOfficeProcess().run(["daily", "20220105", "--lang", "en"])
        #expect(keyless.errors.contains("set KOBIS_API_KEY for live data"), "\(keyless.errors)")
        let keylessKorean = try await BoxOfficeProcess().run(["daily", "20220105"])
        #expect(keylessKorean.errors.contains("실시간 자료는 KOBIS_API_KEY를 설정하세요."), "\(keylessKorean.errors)")
    }

    @Test(
        "--demo with a key set: neither a day missing from the demo data nor status suggests setting the key",
        arguments: [["--lang", "en"], ["--lang", "ko"]])
    func demoWithKeySuggestsNoKey(language: [String]) async throws {
        let process = try BoxOfficeProcess(environment: ["KOBIS_API_KEY": Self.key])
        let missing = try await process.run(["daily", "20200101", "--demo"] + language)
        #expect(missing.status == 1, "\(missing.errors)")
        let status = try await process.run(["status", "--demo"] + language)
        #expect(status.status == 0, "\(status.errors)")
        for text in [missing.errors, status.output] {
            #expect(!text.contains("set KOBIS_API_KEY") && !text.contains("Set KOBIS_API_KEY"), "\(text)")
            #expect(!text.contains("KOBIS_API_KEY 설정") && !text.contains("KOBIS_API_KEY를 설정"), "\(text)")
            #expect(text.contains("--demo"), "\(text)")
        }
        let keyless = try await BoxOfficeProcess().run(["daily", "20200101"] + language)
        #expect(keyless.errors.contains("KOBIS_API_KEY"), "\(keyless.errors)")
    }

    @Test("a store path that is a folder is said once: cannot be opened, not twice")
    func storeThatIsAFolder() async throws {
        try await LoopbackKOBISServer.withRunning(reply: LiveKOBISTests.body) { server in
            let process = try LiveKOBISTests().boxoffice(server)
            let store = try Self.storeFile(of: process)
            try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
            let result = try await process.run(["daily", "20220105", "--format", "json", "--lang", "en"])
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.errors.hasPrefix("boxoffice: warning: "), "\(result.errors)")
            #expect(result.errors.contains("cannot be opened"), "\(result.errors)")
            #expect(!result.errors.contains("cannot be opened: cannot be opened"), "\(result.errors)")
            let korean = try await process.run(["daily", "20220105", "--format", "json"])
            #expect(
                korean.errors.hasPrefix("boxoffice: 경고: 로컬 저장소를 쓸 수 없어 저장소 없이 실행합니다(저장소를 "),
                "\(korean.errors)")
            #expect(korean.errors.components(separatedBy: "열 수 없는").count == 2, "\(korean.errors)")
        }
    }

    @Test("a live run leaves no Foundation URLCache folder behind")
    func noURLCacheFolder() async throws {
        try await LoopbackKOBISServer.withRunning(reply: LiveKOBISTests.body) { server in
            let process = try LiveKOBISTests().boxoffice(server)
            let result = try await process.run(["daily", "20220105", "--format", "json"])
            #expect(result.status == 0, "\(result.errors)")
            #expect(await server.requestCount == 1)
            let store = try Self.storeFile(of: process)
            #expect(FileManager.default.fileExists(atPath: store.path), "the run used the store")
            let made =
                FileManager.default.enumerator(atPath: process.home.path)?
                .compactMap { $0 as? String }.filter { $0.contains("URLCache") } ?? []
            #expect(made.isEmpty, "\(made)")
        }
    }
}
