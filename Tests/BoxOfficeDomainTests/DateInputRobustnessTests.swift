import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// Reading days and months from generated text: a real day or a typed error, never a trap
/// (an integer overflow would be one).
@Suite("Days and months from generated input")
struct DateInputRobustnessTests {
    /// 2022-01-06 12:00 in Seoul: 2022 is not a leap year.
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })
    static let inputs = HostileText.cases(seed: 0xDA7E, count: 400, maxPieces: 4) + numericInputs()

    /// Strings of digits, signs, slashes and dashes: close to what is accepted, so the
    /// checks after the shape are reached.
    static func numericInputs() -> [String] {
        var generator = SeededGenerator(seed: 0x5EED)
        let alphabet: [Character] = ["0", "1", "2", "9", "-", "/", " ", "２", "+"]
        return (0..<400).map { _ in
            String(
                (0..<Int.random(in: 1...12, using: &generator)).compactMap { _ in
                    alphabet.randomElement(using: &generator)
                })
        }
    }

    /// `date` is a day that exists, and reads back from both of its forms.
    func expectReal(_ date: BoxOfficeDate, from input: String) {
        let context = Comment(rawValue: TerminalSafety.visible(input))
        #expect(BoxOfficeDate(year: date.year, month: date.month, day: date.day) == date, context)
        #expect((try? BoxOfficeDate.parse(date.compact)) == date, context)
        #expect((try? BoxOfficeDate.parse(date.iso)) == date, context)
        #expect((1...7).contains(date.weekday), context)
    }

    /// The error echoes at most 40 characters of what was typed (and `…`), so its words stay short.
    func expectReadable(_ error: DateInputError, from input: String) {
        let echoed: String? =
            switch error {
            case .malformed(let text), .malformedMonth(let text), .nonexistent(let text): text
            case .empty, .beforeEarliest, .today, .future, .reversedRange, .periodNotOver: nil
            }
        #expect((echoed?.count ?? 0) <= 41, "\(TerminalSafety.visible(input)): \(echoed?.count ?? 0)")
    }

    @Test("calendar.date(from:): a real day or a DateInputError, also through validate")
    func calendarInput() {
        for input in Self.inputs {
            do {
                let date = try calendar.date(from: input)
                expectReal(date, from: input)
                do {
                    try calendar.validate(date)
                } catch {
                    expectReadable(error, from: input)
                }
            } catch {
                expectReadable(error, from: input)
            }
        }
    }

    @Test("BoxOfficeDate.parse and CalendarMonth.parse: a value or a DateInputError")
    func parsers() {
        for input in Self.inputs {
            do {
                expectReal(try BoxOfficeDate.parse(input), from: input)
            } catch {
                expectReadable(error, from: input)
            }
            do {
                let month = try CalendarMonth.parse(input)
                #expect((try? CalendarMonth.parse(month.description)) == month)
                #expect((28...31).contains(month.dayCount))
            } catch {
                expectReadable(error, from: input)
            }
        }
    }

    @Test("the edge cases say what is wrong")
    func edgeCases() throws {
        #expect(throws: DateInputError.nonexistent("1/32")) { try calendar.date(from: "1/32") }
        #expect(throws: DateInputError.nonexistent("2/29")) { try calendar.date(from: "2/29") }
        #expect(throws: DateInputError.nonexistent("20230229")) { try calendar.date(from: "20230229") }
        #expect(throws: DateInputError.malformed("9999999999999999999")) {
            try calendar.date(from: "9999999999999999999")
        }
        #expect(throws: DateInputError.malformed("-9999999999999999999")) {
            try calendar.date(from: "-9999999999999999999")
        }
        #expect(throws: DateInputError.malformed("２０２２０１０５")) { try calendar.date(from: "２０２２０１０５") }
        #expect(throws: DateInputError.empty) { try calendar.date(from: " \t ") }
        #expect(try calendar.date(from: "-0") == calendar.today())
        #expect(try calendar.date(from: "-99999") == calendar.today().adding(days: -99_999))
    }

    @Test("29 February exists in a leap year only")
    func leapDay() throws {
        let leapYear = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_709_251_200) })  // 2024-03-01
        #expect(try leapYear.date(from: "2/29") == BoxOfficeDate(year: 2024, month: 2, day: 29))
    }

    @Test("random days in 1…9999 survive the day arithmetic and read back")
    func dayArithmetic() throws {
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<400 {
            let year = Int.random(in: 1...9999, using: &generator)
            let month = Int.random(in: 1...12, using: &generator)
            let day = Int.random(in: 1...BoxOfficeDate.daysIn(month: month, year: year), using: &generator)
            let date = try #require(BoxOfficeDate(year: year, month: month, day: day))
            expectReal(date, from: date.iso)
            let shift = Int.random(in: -100_000...100_000, using: &generator)
            let moved = date.adding(days: shift)
            #expect(date.days(to: moved) == shift, "\(date) + \(shift)")
            #expect(moved.adding(days: -shift) == date, "\(date) + \(shift)")
            #expect(date.adding(days: 1) > date)
        }
    }
}
