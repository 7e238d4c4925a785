import BoxOfficePresentation
import BoxOfficeTestSupport
import Foundation
import Testing

/// One flat record as JSON and as CSV.
struct ExportRecordTests {
    let record = ExportRecord([
        ("title", .string(#"Say "Hi", World"#)), ("count", .int(3)), ("share", .double(34.2)),
        ("missing", .null), ("broken", .double(.nan)),
    ])

    @Test func theCSVIsAHeaderAndOneRowQuotedAsRFC4180Says() {
        #expect(record.csv == "title,count,share,missing,broken\n\"Say \"\"Hi\"\", World\",3,34.2,,\n")
        #expect(RFC4180Reader.records(record.csv)[1] == [#"Say "Hi", World"#, "3", "34.2", "", ""])
    }

    @Test func theJSONHasTheSameNamesInOrder() {
        #expect(
            record.json
                == #"{"title":"Say \"Hi\", World","count":3,"share":34.2,"missing":null,"broken":null}"#)
        #expect(record["count"] == .int(3) && record["nothing"] == nil)
    }

    @Test func mappingStringsTouchesValuesNotNamesOrNumbers() {
        let upper = record.mappingStrings { $0.uppercased() }
        #expect(upper.columns == record.columns)
        #expect(upper["title"] == .string(#"SAY "HI", WORLD"#) && upper["count"] == .int(3))
        let nested = JSONValue.object([("a", .array([.string("x"), .object([("b", .string("y"))])]))])
        #expect(nested.mappingStrings { $0 + "!" }.text == #"{"a":["x!",{"b":"y!"}]}"#)
    }
}
