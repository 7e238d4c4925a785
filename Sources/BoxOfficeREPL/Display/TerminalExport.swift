import BoxOfficeDomain
import BoxOfficePresentation

/// The csv and json exports with every title sanitised first, so text from the network never
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
}
