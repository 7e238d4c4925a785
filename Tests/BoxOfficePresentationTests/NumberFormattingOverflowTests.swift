import BoxOfficePresentation
import Testing

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
