// Stored chart rows for programs: the csv and json of `export`, written a batch at a time.

import BoxOfficeDomain

/// The rows of `export` as csv (RFC 4180, a header line) or json (one array, an object a line),
/// written as they are read: ``start``, ``lines(_:)`` for each batch, then ``end``. Every text
/// passes through `clean` (the terminal's sanitising) before it is written.
public struct ChartRowExport {
    public enum Format: String, CaseIterable, Sendable {
        case csv
        case json
    }

    public static let columns = [
        "date", "periodEnd", "chart", "filter", "yearWeek", "rank", "movieCode", "title", "openDate",
        "rankChange", "rankDelta", "audience", "audienceTotal", "audienceChange", "audienceChangePercent",
        "sales", "salesTotal", "salesShare", "salesChange", "salesChangePercent", "screens", "shows",
    ]

    private let format: Format
    private let clean: (String) -> String
    private var written = 0

    public init(format: Format, cleaning clean: @escaping (String) -> String) {
        self.format = format
        self.clean = clean
    }

    public var start: String {
        format == .csv ? CSVText.line(Self.columns) + "\n" : "["
    }

    /// The lines of `rows`, each ending in a line feed (the json objects separated by commas).
    public mutating func lines(_ rows: [ChartRow]) -> String {
        var text = ""
        for row in rows {
            let record = Self.record(row).mappingStrings(clean)
            switch format {
            case .csv:
                text += record.csvLine + "\n"
            case .json:
                text += (written == 0 ? "\n" : ",\n") + record.json
            }
            written += 1
        }
        return text
    }

    public var end: String {
        format == .csv ? "" : (written == 0 ? "]\n" : "\n]\n")
    }

    static func record(_ row: ChartRow) -> ExportRecord {
        let entry = row.entry
        let fields: [JSONValue] = [
            .string(row.period.first.iso), .string(row.period.last.iso), .string(row.period.kind.rawValue),
            .string(row.filter.description), .optional(row.yearWeek), .int(entry.rank),
            .string(entry.movieCode.rawValue), .string(entry.title), .optional(entry.openDate?.iso),
            .string(RankChangeName.of(entry.rankChange)), .int(entry.rankChange.delta), .int(entry.audience),
            .int(entry.audienceTotal), .int(entry.changes.audience), .double(entry.changes.audiencePercent),
            .int(entry.sales), .int(entry.salesTotal), .double(entry.salesShare), .int(entry.changes.sales),
            .double(entry.changes.salesPercent), .int(entry.screens), .int(entry.shows),
        ]
        return ExportRecord(Array(zip(columns, fields)))
    }
}
