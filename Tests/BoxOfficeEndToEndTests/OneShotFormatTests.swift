import Foundation
import Testing

/// `--format` on every one-shot command that prints data, and the shared display options, as a
/// user runs them on the demo data.
@Suite("--format on detail, status and cache info")
struct OneShotFormatTests {
    /// The names `cache info` and `status` share.
    static let storeKeys = [
        "storeLocation", "days", "movieDetails", "posters", "bytes", "today", "kobisCalls", "kobisCallLimit",
    ]

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func detailPlainIsSentencesInKoreanOrEnglish() async throws {
        let demo = try BoxOfficeProcess()
        let korean = try await demo.run(["detail", "20199882", "--format", "plain"])
        #expect(korean.status == 0, "\(korean.errors)")
        let lines = korean.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "경관의 피, 영화 코드 20199882.")
        #expect(lines.contains("2021년 제작, 2022-01-05 개봉, 상영시간 119분, 15세이상관람가."))
        #expect(!korean.output.contains("  "), "no aligned columns")
        let english = try await demo.run(["detail", "20199882", "--format", "plain", "--lang", "en"])
        #expect(english.output.hasPrefix("경관의 피, movie code 20199882.\n"))
        #expect(english.output.contains("Made in 2021, released 2022-01-05, runs 119 min"))
    }

    @Test func detailBoxIsTheVerticalViewInABorder() async throws {
        let demo = try BoxOfficeProcess()
        let result = try await demo.run(["detail", "20199882", "--format", "box"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("┌") == true && lines.last?.hasPrefix("└") == true)
        #expect(lines[1].contains("경관의 피 · 20199882") && lines[2].hasPrefix("├"))
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.hasPrefix("│") || $0.hasPrefix("├") })
        #expect(lines.contains { $0.hasPrefix("│ 상영시간") && $0.contains("119분") })
        let ascii = try await demo.run(["detail", "20199882", "--format", "box", "--symbols", "ascii"])
        #expect(ascii.output.hasPrefix("+-") && !ascii.output.contains("┌"))
    }

    @Test func statusJSONHasTheStableKeys() async throws {
        let result = try await BoxOfficeProcess().run(["status", "--format", "json", "--demo"])
        #expect(result.status == 0, "\(result.errors)")
        let object = try json(result.output)
        #expect(Set(object.keys) == Set(["source", "store", "storeProblem"] + Self.storeKeys + ["warning"]))
        #expect(object["source"] as? String == "demo")
        #expect(object["store"] as? String == "notUsed")
        #expect(object["kobisCallLimit"] as? Int == 3000)
        #expect(result.output.split(separator: "\n").count == 1, "one line")
    }

    @Test func statusCSVIsAHeaderAndOneRow() async throws {
        let result = try await BoxOfficeProcess().run(["status", "--format", "csv"])
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("source,store,storeProblem,storeLocation,") == true)
        #expect(lines.last?.hasPrefix("demo,notUsed,") == true)
    }

    @Test func cacheInfoJSONHasTheStoreKeysOfStatus() async throws {
        let boxoffice = try BoxOfficeProcess(environment: ["KOBIS_API_KEY": LiveKOBISTests.key])
        let result = try await boxoffice.run(["cache", "info", "--format", "json", "--lang", "en"])
        #expect(result.status == 0, "\(result.errors)")
        let object = try json(result.output)
        #expect(Set(object.keys) == Set(Self.storeKeys))
        #expect((object["storeLocation"] as? String)?.hasPrefix(boxoffice.home.path) == true)
        #expect(object["days"] as? Int == 0 && object["kobisCalls"] as? Int == 0)
        let plain = try await boxoffice.run(["cache", "info", "--format", "plain", "--lang", "en"])
        #expect(plain.output.contains("\ndays: 0.\n"))
        let korean = try await boxoffice.run(["cache", "info", "--format", "plain"])
        #expect(korean.output.contains("\n일별 박스오피스: 0일.\n"), "\(korean.output)")
    }

    @Test(
        "detail, status and cache take the shared display options",
        arguments: [
            ["detail", "20199882", "--lang", "en", "--symbols", "ascii", "--ambiguous", "wide"],
            ["status", "--lang", "ko", "--symbols", "unicode", "--ambiguous", "narrow"],
            ["cache", "info", "--lang", "en", "--symbols", "ascii", "--ambiguous", "wide"],
            ["cache", "clear", "--lang", "en", "--symbols", "ascii", "--ambiguous", "wide"],
        ])
    func sharedDisplayOptions(arguments: [String]) async throws {
        let result = try await BoxOfficeProcess().run(arguments)
        #expect(result.status == 0, "\(result.errors)")
        let wrong = try await BoxOfficeProcess().run(arguments + ["--symbols", "fancy"])
        #expect(wrong.status == 64)
    }
}
