// libFuzzer target: any text typed for a day, through the Domain's date parser and the calendar.

import BoxOfficeDomain
import BoxOfficePresentation
import Foundation
import FuzzDriver

/// A fixed "now" (2024-01-06 in Seoul), so a run is repeatable.
let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_704_500_000) })

/// Reads the input as `date`'s argument; a day read is then checked as `date` checks it (today
/// and later, or before 2003-11-11, are refused there, not by the reading).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDateInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    _ = try? BoxOfficeDate.parse(text)
    if let day = try? calendar.date(from: DayInput.normalized(text)) {
        if (try? calendar.validate(day)) != nil {
            precondition(
                calendar.availableRange.contains(day), "validated \(day) outside the days with figures")
        }
        precondition(day.adding(days: 1).days(to: day) == -1, "the day after \(day) is not one day after it")
    }
    return 0
}

/// Runs libFuzzer over ``fuzzDateInput(_:_:)``.
@main
enum FuzzMain {
    static func main() {
        runFuzzer(fuzzDateInput)
    }
}
