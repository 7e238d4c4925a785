import BoxOfficeDomain
import BoxOfficePresentation

/// The csv and json exports with every title (every text) sanitised first, so text from the network never
/// reaches the terminal with escape sequences or control characters in it, whatever the format.
public enum TerminalExport {
    /// ``DailyBoxOfficeExport/csv(_:)`` of the sanitised day.
    public static func csv(_ boxOffice: DailyBoxOffice) -> String {
        DailyBoxOfficeExport.csv(sanitized(boxOffice))
    }

    /// ``DailyBoxOfficeExport/json(_:)`` of the sanitised day.
    public static func json(_ boxOffice: DailyBoxOffice) -> String {
        DailyBoxOfficeExport.json(sanitized(boxOffice))
    }

    /// The day with its titles sanitised (``TerminalText/sanitize(_:)``).
    public static func sanitized(_ boxOffice: DailyBoxOffice) -> DailyBoxOffice {
        var copy = boxOffice
        copy.entries = boxOffice.entries.map { entry in
            var clean = entry
            clean.title = TerminalText.sanitize(entry.title)
            return clean
        }
        return copy
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
