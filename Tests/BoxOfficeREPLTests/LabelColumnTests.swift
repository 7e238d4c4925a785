import BoxOfficePresentation
import BoxOfficeREPL
import Testing

/// The `label  value` layout of `status`, `cache info`, `settings` and the detail view.
@Suite("LabelColumn")
struct LabelColumnTests {
    /// The display column each value starts at, measured, not counted in characters.
    static func valueColumns(_ lines: [String], _ rows: [LabelledValue], width: DisplayWidth) -> [Int?] {
        zip(lines, rows).map { line, row in
            guard let range = line.range(of: row.value, options: .backwards) else { return nil }
            return width.width(of: String(line[..<range.lowerBound]))
        }
    }

    let rows = [
        LabelledValue("저장소", "/tmp/a.sqlite"), LabelledValue("일별 박스오피스", "3일"),
        LabelledValue("KOBIS", "1"), LabelledValue("폭", "80칸"),
    ]

    @Test("values start in one column, by display width, wide ambiguous or not", arguments: [false, true])
    func aligned(ambiguousIsWide: Bool) {
        let width = DisplayWidth(ambiguousIsWide: ambiguousIsWide)
        let lines = LabelColumn.lines(rows, width: width)
        let columns = Self.valueColumns(lines, rows, width: width)
        #expect(Set(columns).count == 1, "\(lines)")
        #expect(columns.first == 15 + 2, "the widest label (15 columns) and the gap")
    }

    @Test func aValueIsNeverCutAndTextIsSanitised() {
        let long = String(repeating: "/very/long/path", count: 20)
        let lines = LabelColumn.lines(
            [LabelledValue("store", long), LabelledValue("bad", "x\u{1B}[31my")], width: DisplayWidth())
        #expect(lines[0].hasSuffix(long))
        #expect(!lines[1].contains("\u{1B}"))
    }

    @Test func noRowsNoLines() {
        #expect(LabelColumn.lines([], width: DisplayWidth()).isEmpty)
    }
}
