// A tool's structured content is its json document: made from the document, it equals that text decoded.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import MCP
import Testing

@testable import BoxOfficeMCP

struct StructuredContentTests {
    /// What the SDK's decoder makes of the document's text: what an answer carried before.
    func decoded(_ document: JSONValue) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(document.text.utf8))
    }

    @Test func aChartsDocumentIsTheValueItsTextDecodesTo() throws {
        let chart = BoxOfficeChart.stub(
            entries: [
                .stub(rank: 1, title: "경관의 피 \"따옴표\" \\ \u{1B}[31m"), .stub(rank: 2, salesShare: 0),
                .stub(rank: 3, salesShare: 12.5),
            ])
        for words in [KoreanWords(), EnglishWords()] as [any Words] {
            let content = BoxOfficeListViewData(boxOffice: chart, words: words)
            let document = try #require(content.document(cleaning: { $0 }))
            #expect(Value(document: document) == (try decoded(document)))
        }
    }

    @Test(arguments: [
        JSONValue.double(2.5), .double(2), .double(-0.0), .double(1e16), .double(1e300), .double(.nan),
        .double(.infinity), .int(.max), .int(.min), .bool(true), .null, .string(""), .string("한글 \u{7}"),
        .array([]), .object([]),
        .object([("a", .array([.int(1), .null])), ("b", .object([("c", .bool(false))]))]),
    ])
    func everyKindOfValueIsWhatItsTextDecodesTo(document: JSONValue) throws {
        #expect(Value(document: document) == (try decoded(document)))
    }

    /// The SDK's decoder turned a text that reads as a data URL into bytes; a title is text.
    @Test func aTitleThatReadsAsADataURLStaysTheTitle() {
        let title = "data:text/plain;base64,SGVsbG8="
        #expect(Value(document: .object([("title", .string(title))])) == .object(["title": .string(title)]))
    }
}
