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
    public static func document(_ chart: BoxOfficeListViewData) -> JSONValue {
        .object(
            [
                ("date", .string(chart.date)),
                ("source", .string(chart.source.rawValue)),
                ("chart", .string(chart.chart.rawValue)),
                ("periodEnd", .string(chart.periodEnd)),
                ("filter", .string(chart.filter)),
            ] + (chart.yearWeek.map { [("yearWeek", .string($0))] } ?? []) + [
                ("entries", .array(chart.rows.map(entry)))
            ])
    }

    public static func json(_ chart: BoxOfficeListViewData) -> String {
        document(chart).text
    }

    public static func csv(_ chart: BoxOfficeListViewData) -> String {
        csv(rows: rows(chart))
    }

    /// For a caller that cleans their texts before writing them with ``csv(rows:)``.
    public static func rows(_ chart: BoxOfficeListViewData) -> [[JSONValue]] {
        chart.rows.map { row in
            let figures = row.figures
            return [
                .string(chart.date), .int(row.rank), .string(row.movieCode), .string(row.title),
                .optional(figures.openDate), .string(RankChangeName.of(row.marker.kind)),
                .int(row.marker.delta), .int(figures.audience), .int(figures.audienceTotal),
                .int(figures.sales),
                .int(figures.salesTotal), .double(figures.salesShare), .int(figures.screens),
                .int(figures.shows),
                .string(chart.source.rawValue), .string(chart.chart.rawValue), .string(chart.periodEnd),
                .string(chart.filter),
            ]
        }
    }

    public static func csv(rows: [[JSONValue]]) -> String {
        CSVText.document(columns: csvColumns, rows: rows)
    }

    private static func entry(_ row: BoxOfficeRowViewData) -> JSONValue {
        let figures = row.figures
        return .object([
            ("rank", .int(row.rank)),
            ("movieCode", .string(row.movieCode)),
            ("title", .string(row.title)),
            ("openDate", .optional(figures.openDate)),
            ("rankChange", .string(RankChangeName.of(row.marker.kind))),
            ("rankDelta", .int(row.marker.delta)),
            ("audience", .int(figures.audience)),
            ("audienceTotal", .int(figures.audienceTotal)),
            ("sales", .int(figures.sales)),
            ("salesTotal", .int(figures.salesTotal)),
            ("salesShare", .double(figures.salesShare)),
            ("screens", .int(figures.screens)),
            ("shows", .int(figures.shows)),
        ])
    }
}

/// The stable names of rank changes in JSON and CSV: `new`, `up`, `down`, `steady`.
public enum RankChangeName {
    public static func of(_ kind: RankMarker.Kind) -> String {
        switch kind {
        case .new: "new"
        case .up: "up"
        case .down: "down"
        case .steady: "steady"
        }
    }

    public static func of(_ change: RankChange) -> String {
        switch change {
        case .new: "new"
        case .up: "up"
        case .down: "down"
        case .steady: "steady"
        }
    }
}
