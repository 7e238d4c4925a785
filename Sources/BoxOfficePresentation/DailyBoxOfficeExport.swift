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

    /// The JSON document, one line, keys in a stable order.
    public static func json(_ boxOffice: DailyBoxOffice) -> String {
        DailyBoxOfficeDocument.json(boxOffice).text
    }

    /// The CSV text: a header line, then one line a movie, each ending in a line feed.
    public static func csv(_ boxOffice: DailyBoxOffice) -> String {
        var lines = [CSVText.line(csvColumns)]
        for entry in boxOffice.entries {
            let fields: [String] = [
                boxOffice.date.iso, String(entry.rank), entry.movieCode.rawValue, entry.title,
                entry.openDate?.iso ?? "", RankChangeName.of(entry.rankChange),
                String(entry.rankChange.delta),
                String(entry.audience), String(entry.audienceTotal), String(entry.sales),
                String(entry.salesTotal), String(entry.salesShare), String(entry.screens),
                String(entry.shows),
                boxOffice.source.rawValue,
            ]
            lines.append(CSVText.line(fields))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
