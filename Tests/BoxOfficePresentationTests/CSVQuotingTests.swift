// CSV quoting beyond commas: quotes, CR, LF, CRLF, leading and trailing spaces and empty cells,
// each written as RFC 4180 says and read back by an RFC 4180 reader to the text it was.

import BoxOfficePresentation
import BoxOfficeTestSupport
import Testing

@Suite struct CSVQuotingTests {
    @Test(arguments: [
        ("say \"hi\"", "\"say \"\"hi\"\"\""), ("\"", "\"\"\"\""), ("\"\"", "\"\"\"\"\"\""),
        ("a\nb", "\"a\nb\""), ("a\rb", "\"a\rb\""), ("a\r\nb", "\"a\r\nb\""), ("a\n", "\"a\n\""),
        ("a,b", "\"a,b\""), (",", "\",\""),
        ("  padded  ", "  padded  "), (" ", " "), ("", ""), ("a'b", "a'b"), ("경관의 피", "경관의 피"),
    ])
    func aTextCellIsQuotedExactlyWhenRFC4180AsksAndReadsBack(text: String, written: String) {
        #expect(CSVText.field(text) == written)
        #expect(RFC4180Reader.records("x," + written + ",y\n") == [["x", text, "y"]])
    }

    @Test func aLineOfEveryKindOfCellReadsBackWhole() {
        let texts = ["", "  lead", "trail  ", "q\"q", "l\nf", "c\rr", "cr\r\nlf", "", "a,b"]
        let line = CSVText.line(texts)
        #expect(RFC4180Reader.records(line + "\n") == [texts])
        #expect(RFC4180Reader.records(CSVText.line(["", ""]) + "\n") == [["", ""]])
        #expect(CSVText.line(["", ""]) == ",")
    }

    @Test func emptyAndMissingCellsAreEmptyFieldsAndNumbersAreNotQuoted() {
        let cells: [JSONValue] = [
            .string(""), .null, .int(0), .double(.infinity), .string(" "), .double(-0.5),
        ]
        #expect(CSVText.line(cells) == ",,0,, ,-0.5")
        #expect(RFC4180Reader.records(CSVText.line(cells) + "\n") == [["", "", "0", "", " ", "-0.5"]])
    }

    @Test func aRecordOfAwkwardTextsIsOneHeaderAndOneRowReadBack() {
        let record = ExportRecord([
            ("title", .string("The \"Quoted\",\r\nMovie ")), ("open", .null), ("note", .string(" ")),
            ("rank", .int(1)),
        ])
        #expect(
            RFC4180Reader.records(record.csv) == [
                ["title", "open", "note", "rank"], ["The \"Quoted\",\r\nMovie ", "", " ", "1"],
            ])
    }
}
