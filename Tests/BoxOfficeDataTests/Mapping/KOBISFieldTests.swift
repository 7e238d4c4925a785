import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

/// The one reading of KOBIS's text fields that both mappings share.
struct KOBISFieldTests {
    @Test func numbersAreReadWithSurroundingSpacesIgnored() throws {
        #expect(try KOBISField("audiCnt", " 64050 ", row: "1").integer() == 64_050)
        #expect(try KOBISField("salesShare", "12.5\n", row: "1").decimal() == 12.5)
        #expect(try KOBISField("showTm", " 96", row: "movieInfo").optionalInteger() == 96)
    }

    @Test func aBlankOptionalFieldIsAbsentButABlankRequiredOneIsAnError() throws {
        #expect(try KOBISField("prdtYear", "  ", row: "movieInfo").optionalInteger() == nil)
        #expect(try KOBISField("openDt", " ", row: "3").optionalDate(format: "yyyy-MM-dd") == nil)
        #expect(
            throws: KOBISDecodingError.unexpectedValue(
                field: "rank", value: " ", row: "3", expected: .wholeNumber)
        ) {
            try KOBISField("rank", " ", row: "3").integer()
        }
    }

    @Test func aFieldThatCannotBeReadIsNamedWithItsRowAndWhatWasExpected() {
        let share = KOBISDecodingError.unexpectedValue(
            field: "salesShare", value: "inf", row: "2", expected: .number)
        #expect(throws: share) { try KOBISField("salesShare", "inf", row: "2").decimal() }
        #expect(
            share.problem == .unexpectedValue(field: "salesShare", value: "inf", row: "2", expected: .number))
        let date = KOBISDecodingError.unexpectedValue(
            field: "openDt", value: "2024-13-01", row: "movieInfo", expected: .date(format: "yyyyMMdd"))
        #expect(throws: date) {
            try KOBISField("openDt", "2024-13-01", row: "movieInfo").optionalDate(format: "yyyyMMdd")
        }
    }

    @Test func bothDateSpellingsAreRead() throws {
        let expected = BoxOfficeDate(year: 2024, month: 1, day: 5)
        #expect(
            try KOBISField("openDt", "2024-01-05", row: "1").optionalDate(format: "yyyy-MM-dd") == expected)
        #expect(
            try KOBISField("openDt", "20240105", row: "movieInfo").optionalDate(format: "yyyyMMdd")
                == expected)
    }
}
