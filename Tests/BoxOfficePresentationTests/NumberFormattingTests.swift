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

    @Test(
        "a size in binary units with one decimal, the next unit once it rounds to 1,024",
        arguments: [
            (1_023, nil), (1_024, "1.0 KB"), (82_408, "80.5 KB"), (1_048_524, "1,023.9 KB"),
            (1_048_575, "1.0 MB"), (1_234_567, "1.2 MB"), (5_368_709_120, "5.0 GB"),
        ] as [(Int, String?)]
    )
    func byteSize(bytes: Int, expected: String?) {
        #expect(NumberFormatting.byteSize(bytes) == expected)
    }
}

/// Figures from KOBIS at the edges of what the types hold: formatting them must not trap.
@Suite("NumberFormatting at the limits")
struct NumberFormattingOverflowTests {
    @Test("grouping Int.min and Int.max does not trap")
    func groupingExtremes() {
        #expect(NumberFormatting.grouped(.max) == "9,223,372,036,854,775,807")
        #expect(NumberFormatting.grouped(.min) == "-9,223,372,036,854,775,808")
    }

    @Test("a salesShare of \"1e300\" (finite, so it decodes) is shown as - instead of trapping")
    func salesShareOf1e300IsADash() {
        #expect(NumberFormatting.percent(1e300) == "-")
        #expect(NumberFormatting.percent(-1e300) == "-")
        #expect(NumberFormatting.percent(.infinity) == "-")
        #expect(NumberFormatting.percent(.nan) == "-")
        #expect(NumberFormatting.percent(1e15) == "1000000000000000.0%", "large but within Int: shown")
    }
}
