import ArgumentParser
import BoxOfficePresentation

/// How a one-shot command prints its result.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned rows for people (cards when the saved mode is `icon`).
    case table
    /// A bordered table (cards when the saved mode is `icon`).
    case box
    /// One sentence a movie, for screen readers.
    case plain
    /// One JSON object (the stable contract for scripts).
    case json
    /// A header line and one line a movie.
    case csv

    /// The same format as the REPL names it.
    var displayFormat: DisplayFormat {
        switch self {
        case .table: .table
        case .box: .box
        case .plain: .plain
        case .json: .json
        case .csv: .csv
        }
    }
}
