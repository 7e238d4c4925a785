import BoxOfficeDomain

/// One record a day (`date`, `hasFigures`, `shown`): the JSON `days` of a `month`, or CSV rows.
public enum MonthCalendarExport {
    public static let csvColumns = ["date", "hasFigures", "shown"]

    public static func document(_ calendar: MonthCalendarViewData) -> JSONValue {
        .object([
            ("month", .string(calendar.month)),
            ("days", .array(days(of: calendar).map { .object(Array(zip(csvColumns, fields($0)))) })),
        ])
    }

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
