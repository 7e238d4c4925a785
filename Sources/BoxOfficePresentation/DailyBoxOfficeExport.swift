// A chart for programs: the JSON and CSV contract, and the stable names of rank changes.

import BoxOfficeDomain
import Foundation

/// A chart as the stable JSON and CSV that pipes and scripts rely on.
///
/// JSON: `{"date":"2022-01-05","source":"kobis","chart":"daily","periodEnd":"2022-01-05",
/// "filter":"all","entries":[{"rank":1,"movieCode":"20199882",…}]}` (and `yearWeek` for a week),
/// with numbers as numbers and `openDate` null when unknown; `date` is the period's first day.
/// CSV: one header line, one row a movie, RFC 4180 quoting. Neither carries colour.
public enum DailyBoxOfficeExport {
    public static let csvColumns = [
        "date", "rank", "movieCode", "title", "openDate", "rankChange", "rankDelta", "audience",
        "audienceTotal", "sales", "salesTotal", "salesShare", "screens", "shows", "source", "chart",
        "periodEnd", "filter",
    ]

    /// For a caller that cleans its strings before writing it.
    public static func document(_ boxOffice: BoxOfficeChart) -> JSONValue {
        .object(
            [
                ("date", .string(boxOffice.date.iso)),
                ("source", .string(boxOffice.source.rawValue)),
                ("chart", .string(boxOffice.period.kind.rawValue)),
                ("periodEnd", .string(boxOffice.period.last.iso)),
                ("filter", .string(boxOffice.filter.description)),
            ] + (boxOffice.yearWeek.map { [("yearWeek", .string($0))] } ?? []) + [
                ("entries", .array(boxOffice.entries.map(entry)))
            ])
    }

    public static func json(_ boxOffice: BoxOfficeChart) -> String {
        document(boxOffice).text
    }

    public static func csv(_ boxOffice: BoxOfficeChart) -> String {
        csv(rows: rows(boxOffice))
    }

    /// For a caller that cleans their texts before writing them with ``csv(rows:)``.
    public static func rows(_ boxOffice: BoxOfficeChart) -> [[JSONValue]] {
        boxOffice.entries.map { entry in
            [
                .string(boxOffice.date.iso), .int(entry.rank), .string(entry.movieCode.rawValue),
                .string(entry.title), .optional(entry.openDate?.iso),
                .string(RankChangeName.of(entry.rankChange)), .int(entry.rankChange.delta),
                .int(entry.audience), .int(entry.audienceTotal), .int(entry.sales), .int(entry.salesTotal),
                .double(entry.salesShare), .int(entry.screens), .int(entry.shows),
                .string(boxOffice.source.rawValue), .string(boxOffice.period.kind.rawValue),
                .string(boxOffice.period.last.iso), .string(boxOffice.filter.description),
            ]
        }
    }

    public static func csv(rows: [[JSONValue]]) -> String {
        ([CSVText.line(csvColumns)] + rows.map { CSVText.line($0) }).joined(separator: "\n") + "\n"
    }

    private static func entry(_ entry: BoxOfficeEntry) -> JSONValue {
        .object([
            ("rank", .int(entry.rank)),
            ("movieCode", .string(entry.movieCode.rawValue)),
            ("title", .string(entry.title)),
            ("openDate", entry.openDate.map { .string($0.iso) } ?? .null),
            ("rankChange", .string(RankChangeName.of(entry.rankChange))),
            ("rankDelta", .int(entry.rankChange.delta)),
            ("audience", .int(entry.audience)),
            ("audienceTotal", .int(entry.audienceTotal)),
            ("sales", .int(entry.sales)),
            ("salesTotal", .int(entry.salesTotal)),
            ("salesShare", .double(entry.salesShare)),
            ("screens", .int(entry.screens)),
            ("shows", .int(entry.shows)),
        ])
    }
}

/// The stable names of rank changes in JSON and CSV: `new`, `up`, `down`, `steady`.
public enum RankChangeName {
    public static func of(_ change: RankChange) -> String {
        switch change {
        case .new: "new"
        case .up: "up"
        case .down: "down"
        case .steady: "steady"
        }
    }
}
