import BoxOfficeDomain
import BoxOfficePresentation

/// The csv and json exports with every text sanitised first, so text from the network never
/// reaches the terminal with escape sequences or control characters in it, whatever the format.
public enum TerminalExport {
    /// ``DailyBoxOfficeExport/csv(_:)`` with every field sanitised.
    public static func csv(_ boxOffice: DailyBoxOffice) -> String {
        DailyBoxOfficeExport.csv(
            rows: DailyBoxOfficeExport.rows(boxOffice).map { $0.map(TerminalText.sanitize) })
    }

    /// ``DailyBoxOfficeExport/json(_:)`` with every string sanitised.
    public static func json(_ boxOffice: DailyBoxOffice) -> String {
        json(DailyBoxOfficeExport.document(boxOffice))
    }

    /// The record's CSV (``ExportRecord/csv``) with every text sanitised.
    public static func csv(_ record: ExportRecord) -> String {
        record.mappingStrings(TerminalText.sanitize).csv
    }

    /// The record's JSON (``ExportRecord/json``) with every text sanitised.
    public static func json(_ record: ExportRecord) -> String {
        record.mappingStrings(TerminalText.sanitize).json
    }

    /// The document's JSON text with every string in it sanitised.
    public static func json(_ document: JSONValue) -> String {
        document.mappingStrings(TerminalText.sanitize).text
    }
}
