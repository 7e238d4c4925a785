import BoxOfficePresentation
import Testing

@Suite("NumberFormatting")
struct NumberFormattingTests {
    @Test(
        "groups thousands with commas",
        arguments: [
            (0, "0"), (999, "999"), (1000, "1,000"), (64050, "64,050"), (6_252_827, "6,252,827"),
            (-9564, "-9,564"),
        ]
    )
    func grouped(value: Int, expected: String) {
        #expect(NumberFormatting.grouped(value) == expected)
    }

    @Test("shows a share with one decimal")
    func percent() {
        #expect(NumberFormatting.percent(34.2) == "34.2%")
        #expect(NumberFormatting.percent(0.05) == "0.1%")
        #expect(NumberFormatting.percent(100) == "100.0%")
    }
}
