import Foundation
import Testing

/// `status`, `cache info` and `settings` as a user runs them: labelled in Korean by default and in
/// English with `--lang en` or `LANG=en_*`, the values in one column by display width, numbers
/// with thousands separators; the json names the same in both languages.
@Suite("labels follow the language")
struct LabelLanguageTests {
    /// Display columns of a label: Hangul is two columns, everything else here one.
    static func columns(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { sum, scalar in
            let wide = (0xAC00...0xD7A3).contains(scalar.value) || (0x1100...0x115F).contains(scalar.value)
            return sum + (wide ? 2 : 1)
        }
    }

    /// Where each line's value starts, in display columns: after the label and the run of at
    /// least two spaces that ends it.
    static func valueColumns(_ output: String) -> [Int] {
        output.split(separator: "\n").compactMap { line in
            guard let gap = line.range(of: "  ") else { return nil }
            let value = line[gap.lowerBound...].firstIndex { $0 != " " } ?? line.endIndex
            return columns(line[..<value])
        }
    }

    /// Whether `text` has Hangul syllables.
    static func hasHangul(_ text: Substring) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    /// Whether the label of `line` (before the two spaces that end it) is Korean.
    static func hasKoreanLabel(_ line: Substring) -> Bool {
        hasHangul(line.split(separator: "  ").first ?? "")
    }

    @Test func cacheInfoIsKoreanByDefaultAlignedAndFormatted() async throws {
        // Wide enough that the temporary store's path is not wrapped onto a second line.
        // With a key, the key's calls are shown (none yet).
        let boxoffice = try BoxOfficeProcess(environment: [
            "COLUMNS": "300", "KOBIS_API_KEY": LiveKOBISTests.key,
        ])
        let result = try await boxoffice.run(["cache", "info"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 6, "\(result.output)")
        #expect(lines.first?.hasPrefix("저장소") == true && lines.first?.hasSuffix("boxoffice.sqlite") == true)
        #expect(lines.allSatisfy(Self.hasKoreanLabel), "\(result.output)")
        #expect(Set(Self.valueColumns(result.output)).count == 1, "\(result.output)")
        #expect(lines.contains { $0.hasPrefix("오늘 KOBIS 호출") && $0.contains("3,000회 중 0회") })
        let size = try #require(lines.first { $0.hasPrefix("크기") })
        #expect(size.contains(/\d+\.\d (KB|MB) \(\d{1,3}(,\d{3})*바이트\)$/), "\(size)")
    }

    @Test("cache info in English", arguments: [["--lang", "en"], []])
    func cacheInfoInEnglish(options: [String]) async throws {
        var boxoffice = try BoxOfficeProcess(environment: ["KOBIS_API_KEY": LiveKOBISTests.key])
        if options.isEmpty { boxoffice.environment["LANG"] = "en_US.UTF-8" }
        let result = try await boxoffice.run(["cache", "info"] + options)
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        #expect(!Self.hasHangul(result.output[...]), "\(result.output)")
        #expect(Set(Self.valueColumns(result.output)).count == 1, "\(result.output)")
        #expect(result.output.contains("0 of 3,000 today ("), "\(result.output)")
        let size = try #require(lines.first { $0.hasPrefix("size") })
        #expect(size.contains(/\d+\.\d (KB|MB) \(\d{1,3}(,\d{3})* bytes\)$/), "\(size)")
    }

    @Test func cacheInfoJSONIsTheSameInBothLanguages() async throws {
        let boxoffice = try BoxOfficeProcess()
        let korean = try await boxoffice.run(["cache", "info", "--format", "json"])
        let english = try await boxoffice.run(["cache", "info", "--format", "json", "--lang", "en"])
        let keys = { (text: String) throws -> [String] in
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return object.keys.sorted()
        }
        #expect(try keys(korean.output) == keys(english.output))
        #expect(try keys(korean.output) == OneShotFormatTests.storeKeys.sorted())
    }

    @Test func statusFollowsTheLanguage() async throws {
        let boxoffice = try BoxOfficeProcess()
        let korean = try await boxoffice.run(["status"])
        #expect(korean.status == 0, "\(korean.errors)")
        #expect(korean.output.hasPrefix("자료 출처  demo"), "\(korean.output)")
        #expect(korean.output.split(separator: "\n").allSatisfy(Self.hasKoreanLabel))
        #expect(Set(Self.valueColumns(korean.output)).count == 1, "\(korean.output)")
        let english = try await boxoffice.run(["status", "--lang", "en"])
        #expect(english.output.hasPrefix("source  demo"), "\(english.output)")
        #expect(english.output.contains("\nstore   not used (demo data)\n"))
    }

    @Test func settingsInThePipedREPLFollowTheLanguage() async throws {
        let boxoffice = try BoxOfficeProcess(environment: ["COLUMNS": "300"])
        let korean = try await boxoffice.run([], input: Data("settings\n".utf8))
        #expect(korean.status == 0, "\(korean.errors)")
        let lines = korean.output.split(separator: "\n")
        #expect(lines.first == "보기 방식  list", "\(korean.output)")
        #expect(lines.contains("색         끔"), "\(korean.output)")
        #expect(lines.allSatisfy(Self.hasKoreanLabel), "\(korean.output)")
        #expect(Set(Self.valueColumns(korean.output)).count == 1, "\(korean.output)")
        let english = try await boxoffice.run(["--lang", "en"], input: Data("settings\n".utf8))
        let englishLines = english.output.split(separator: "\n")
        #expect(englishLines.first == "mode      list", "\(english.output)")
        #expect(!Self.hasHangul(english.output[...]), "\(english.output)")
    }
}
