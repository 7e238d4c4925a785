import BoxOfficePresentation
import BoxOfficeTestSupport
import Testing

/// A text cell a spreadsheet would run as a formula gets a leading `'` (OWASP's rule), then RFC
/// 4180 quoting; a number stays a number whatever its sign: the cell's type decides.
struct CSVFormulaTextTests {
    @Test(arguments: [
        ("=1+1", "'=1+1"), ("+1", "'+1"), ("-1", "'-1"), ("@SUM(A1)", "'@SUM(A1)"),
        ("\t=1+1", "'\t=1+1"), ("\r=1+1", "\"'\r=1+1\""), ("\r\n=1", "\"'\r\n=1\""),
        ("=HYPERLINK(\"x\",\"y\")", "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\""), ("-", "'-"),
    ])
    func eachLeadingCharacterOfTheRuleIsKeptAsText(text: String, written: String) {
        #expect(CSVText.field(text) == written)
        #expect(CSVText.line([JSONValue.string(text)]) == written)
        #expect(RFC4180Reader.records(written + "\n") == [["'" + text]])
    }

    @Test(arguments: ["a=1", "1-2", " =1", "경관의 피", "", "'=1", "a,b", "x\"y"])
    func aHarmlessTextIsOnlyQuotedAsRFC4180Says(text: String) {
        let written = CSVText.field(text)
        #expect(!written.hasPrefix("'") || text.hasPrefix("'"))
        #expect(RFC4180Reader.records(written + "\n").first ?? [""] == [text])
    }

    @Test func numbersOfEverySignStayNumbers() {
        let cells: [JSONValue] = [.int(-1), .double(-15.9), .int(0), .double(14273.4), .bool(false), .null]
        #expect(CSVText.line(cells) == "-1,-15.9,0,14273.4,false,")
    }

    @Test func aNegativeNumberSentAsTextIsText() {
        #expect(CSVText.line([.string("-1"), .int(-1)]) == "'-1,-1")
    }

    @Test func aRecordGuardsItsTextsAndNotItsNumbers() {
        let record = ExportRecord([("title", .string("=cmd|' /C calc'!A0")), ("rankDelta", .int(-3))])
        #expect(record.csvLine == "'=cmd|' /C calc'!A0,-3")
        #expect(record.json == #"{"title":"=cmd|' /C calc'!A0","rankDelta":-3}"#)
    }

    @Test func sanitisingFirstThenGuardingLeavesNoFormulaCell() {
        // A cleaning that removes what precedes `=` (as the terminal's does with escape codes)
        // runs before the guard, so the cell it leaves still gets its `'`.
        let record = ExportRecord([("title", .string("\u{1B}[31m=1+1"))])
            .mappingStrings { $0.replacingOccurrences(of: "\u{1B}[31m", with: "") }
        #expect(record.csvLine == "'=1+1")
    }
}
