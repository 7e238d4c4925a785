import ArgumentParser

/// How a one-shot command prints its result.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
    /// Aligned rows for people.
    case table
    /// One JSON object (the stable contract for scripts).
    case json
    /// A header line and one line a movie.
    case csv
}
