// The ViewModel tests assert whole states, not fragments: at most 2 % of their expectations use `contains`.

import Foundation
import Testing

@Suite struct ExactExpectationsTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    /// Issue 23: a test that checks a fragment lets everything around it change unseen.
    static let mostContainsPercent = 2.0

    static func withinLimit(usingContains: Int, of total: Int) -> Bool {
        100 * Double(usingContains) <= mostContainsPercent * Double(total)
    }

    /// The `#expect(…)` expressions of `text`, each with its balanced parentheses.
    static func expectations(in text: String) -> [Substring] {
        var found: [Substring] = []
        var rest = text[...]
        while let opening = rest.range(of: "#expect(") {
            var depth = 1
            var end = opening.upperBound
            while depth > 0, end < rest.endIndex {
                if rest[end] == "(" { depth += 1 }
                if rest[end] == ")" { depth -= 1 }
                end = rest.index(after: end)
            }
            // Without its closing parenthesis, when there is one.
            found.append(rest[opening.upperBound..<(depth == 0 ? rest.index(before: end) : end)])
            rest = rest[end...]
        }
        return found
    }

    /// The files of this target that make a ViewModel: the ViewModel tests (this file's samples aside).
    static func viewModelTests() throws -> [(file: String, text: String)] {
        let files =
            FileManager.default.enumerator(at: testsFolder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "ExactExpectationsTests.swift" }
            ?? []
        return try files.compactMap { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            return text.contains("ViewModel(") ? (file.lastPathComponent, text) : nil
        }
    }

    @Test func atMostTwoPercentOfTheViewModelTestsExpectationsUseContains() throws {
        let expectations = try Self.viewModelTests().flatMap { Self.expectations(in: $0.text) }
        let usingContains = expectations.filter { $0.contains(".contains") }
        // A scan that found nothing would pass whatever the tests say.
        try #require(expectations.count > 200, "the scan found \(expectations.count) expectations")
        #expect(
            Self.withinLimit(usingContains: usingContains.count, of: expectations.count),
            "\(usingContains.count) of \(expectations.count) expectations use contains: \(usingContains)")
    }

    @Test func theScanReadsNestedParenthesesAndSeesContainsInsideThem() {
        let text = """
            #expect(states == [.loading, .shown(rows(["a"]))])
            #expect(line.contains("▲1"))
            #expect(f(g(h)) == 1) // contains, in a comment after the expression
            """
        let found = Self.expectations(in: text)
        #expect(
            found == [#"states == [.loading, .shown(rows(["a"]))]"#, #"line.contains("▲1")"#, "f(g(h)) == 1"])
        #expect(found.filter { $0.contains(".contains") }.count == 1)
    }

    @Test func theLimitHoldsAtExactlyTwoPercentAndNotOnePast() {
        #expect(Self.withinLimit(usingContains: 2, of: 100))
        #expect(Self.withinLimit(usingContains: 7, of: 350))
        #expect(!Self.withinLimit(usingContains: 3, of: 100))
        #expect(!Self.withinLimit(usingContains: 8, of: 350))
    }
}
