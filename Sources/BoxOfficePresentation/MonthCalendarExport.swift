import BoxOfficeDomain

/// A month's calendar as data for programs: one record a day, saying whether it has figures and
/// whether it is the day shown.
///
/// JSON: `{"month":"2022-01","days":[{"date":"2022-01-01","hasFigures":true,"shown":false},…]}`.
/// CSV: the header `date,hasFigures,shown`, then one line a day.
public enum MonthCalendarExport {
    /// The CSV column names, in order (also the keys of each day in JSON).
    public static let csvColumns = ["date", "hasFigures", "shown"]

    /// The JSON document as a value, for a caller that transforms its strings before writing it.
    public static func document(_ calendar: MonthCalendarViewData) -> JSONValue {
        .object([
            ("month", .string(calendar.month)),
            ("days", .array(days(of: calendar).map { .object(Array(zip(csvColumns, fields($0)))) })),
        ])
    }

    /// The CSV text: a header line, then one line a day, each ending in a line feed.
    public static func csv(_ calendar: MonthCalendarViewData) -> String {
        let rows = days(of: calendar).map { CSVText.line(fields($0)) }
        return ([CSVText.line(csvColumns)] + rows).joined(separator: "\n") + "\n"
    }

    private static func days(of calendar: MonthCalendarViewData) -> [MonthCalendarViewData.Day] {
        calendar.weeks.joined().compactMap { $0 }
    }

    private static func fields(_ day: MonthCalendarViewData.Day) -> [JSONValue] {
        [.string(day.date), .bool(day.hasFigures), .bool(day.isShown)]
    }
}
