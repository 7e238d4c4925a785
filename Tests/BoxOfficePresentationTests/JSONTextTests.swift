// A JSON string as written: what must be escaped is, whatever stands next to it, and the text reads back as it was.

import BoxOfficePresentation
import Foundation
import Testing

@Suite struct JSONTextTests {
    /// The string Foundation's parser reads back from the written text.
    func readBack(_ text: String) throws -> String? {
        let wrapped = try JSONSerialization.jsonObject(with: Data("[\(JSONValue.string(text).text)]".utf8))
        return (wrapped as? [Any])?.first as? String
    }

    @Test(
        "every string reads back as written, escapes beside combining marks, separators and multi-byte text",
        arguments: [
            "", "plain", "경관의 피", "\"\u{301}", "\u{301}\"", "\r\n", "\\\u{0}\u{1F}\u{7F}",
            "a\u{2028}b\u{2029}",
            "\u{1B}[31m빨강\u{1B}[0m", "👨‍👩‍👧\"👨‍👩‍👧", "\t\"\\", String(repeating: "가\"", count: 1_000),
        ])
    func aStringReadsBackAsWritten(text: String) throws {
        #expect(try readBack(text) == text)
    }

    @Test func onlyWhatMustBeEscapedIsAndNoRawControlOrSeparatorIsLeft() {
        #expect(JSONValue.string("a\"b\\c\nd\u{1}e\u{2028}f").text == #""a\"b\\c\nd\u0001e\u2028f""#)
        #expect(JSONValue.string("é한€").text == "\"é한€\"")
        #expect(
            JSONValue.string("\u{9B}2J\u{85}\u{A0}").text == #""\u009B2J\u0085\#u{A0}""#,
            "C1 controls, not NBSP")
        let written = JSONValue.string(String((0...0x7F).compactMap(Unicode.Scalar.init).map(Character.init)))
            .text
        #expect(!written.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
    }
}
