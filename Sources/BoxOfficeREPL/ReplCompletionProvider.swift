import BoxOfficePresentation

/// Completes command names, then their arguments in context: days after `date `,
/// command names after `help `.
@MainActor
public final class ReplCompletionProvider: CompletionProvider {
    private let suggestedDates: () -> [String]

    /// - Parameter suggestedDates: the days worth offering after `date `, newest first.
    public init(suggestedDates: @escaping () -> [String]) {
        self.suggestedDates = suggestedDates
    }

    /// The candidates for the word under the cursor.
    public nonisolated func completions(forTextBeforeCursor textBeforeCursor: String) -> [String] {
        MainActor.assumeIsolated { candidates(for: textBeforeCursor) }
    }

    private func candidates(for text: String) -> [String] {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let endsWithSpace = text.last?.isWhitespace ?? false
        let current = endsWithSpace ? "" : (words.last ?? "")
        let completed = endsWithSpace ? words : Array(words.dropLast())
        switch completed.count {
        case 0:
            return CommandCatalog.allNames.filter { $0.hasPrefix(current.lowercased()) }
        case 1:
            let options: [String] =
                switch completed[0].lowercased() {
                case "date": suggestedDates()
                case "help": CommandCatalog.allNames
                default: []
                }
            return options.filter { $0.hasPrefix(current) }
        default:
            return []
        }
    }
}
