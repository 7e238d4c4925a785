import BoxOfficeDomain
import Foundation

/// A day's box office as the stable JSON and CSV that pipes and scripts rely on.
///
/// JSON: `{"date":"2022-01-05","source":"kobis","entries":[{"rank":1,"movieCode":"20199882",…}]}`
/// with numbers as numbers and `openDate` null when unknown. CSV: one header line, one row a
/// movie, RFC 4180 quoting. Neither carries colour.
public enum DailyBoxOfficeExport {
    /// The CSV column names, in order.
    public static let csvColumns = [
        "date", "rank", "movieCode", "title", "openDate", "rankChange", "rankDelta", "audience",
        "audienceTotal", "sales", "salesTotal", "salesShare", "screens", "shows", "source",
    ]

    /// The JSON document as a value, for a caller that transforms its strings before writing it.
    public static func document(_ boxOffice: DailyBoxOffice) -> JSONValue {
        DailyBoxOfficeDocument.json(boxOffice)
    }

    /// The JSON document, one line, keys in a stable order.
    public static func json(_ boxOffice: DailyBoxOffice) -> String {
        document(boxOffice).text
    }

    /// The CSV text: a header line, then one line a movie, each ending in a line feed.
    public static func csv(_ boxOffice: DailyBoxOffice) -> String {
        csv(rows: rows(boxOffice))
    }

    /// The CSV fields of each movie, in the order of ``csvColumns``, for a caller that
    /// transforms them before writing them with ``csv(rows:)``.
    public static func rows(_ boxOffice: DailyBoxOffice) -> [[String]] {
        boxOffice.entries.map { entry in
            [
                boxOffice.date.iso, String(entry.rank), entry.movieCode.rawValue, entry.title,
                entry.openDate?.iso ?? "", RankChangeName.of(entry.rankChange),
                String(entry.rankChange.delta),
                String(entry.audience), String(entry.audienceTotal), String(entry.sales),
                String(entry.salesTotal), String(entry.salesShare), String(entry.screens),
                String(entry.shows),
                boxOffice.source.rawValue,
            ]
        }
    }

    /// The CSV text of `rows` under the ``csvColumns`` header, each line ending in a line feed.
    public static func csv(rows: [[String]]) -> String {
        ([CSVText.line(csvColumns)] + rows.map(CSVText.line)).joined(separator: "\n") + "\n"
    }
}
