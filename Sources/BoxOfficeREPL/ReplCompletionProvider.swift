import BoxOfficePresentation

/// Completes command names, then their arguments in context: days after `date `,
/// command names after `help `.
@MainActor
public final class ReplCompletionProvider: CompletionProvider {
    private let suggestedDates: () -> [String]
    private let detailCandidates: (String) -> [String]

    /// - Parameters:
    ///   - suggestedDates: the days worth offering after `date `, newest first.
    ///   - detailCandidates: what may follow `detail ` or `poster `, given everything typed
    ///     after it (ranks, codes, titles of the list shown; see
    ///     `MovieDetailViewModel.completions(forArgument:)`); none by default.
    public init(
        suggestedDates: @escaping () -> [String],
        detailCandidates: @escaping (String) -> [String] = { _ in [] }
    ) {
        self.suggestedDates = suggestedDates
        self.detailCandidates = detailCandidates
    }

    /// The candidates for the word under the cursor. Called by libedit on the thread reading
    /// the line; the lists it looks at live on the main actor, so it asks there.
    public nonisolated func completions(forTextBeforeCursor textBeforeCursor: String) -> [String] {
        MainActorHop.sync { candidates(for: textBeforeCursor) }
    }

    private func candidates(for text: String) -> [String] {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let endsWithSpace = text.last?.isWhitespace ?? false
        let current = endsWithSpace ? "" : (words.last ?? "")
        let completed = endsWithSpace ? words : Array(words.dropLast())
        if let command = completed.first?.lowercased(), command == "detail" || command == "poster" {
            let afterName = text.drop(while: \.isWhitespace).drop(while: { !$0.isWhitespace })
            let argument = String(afterName.drop(while: { $0 == " " || $0 == "\t" }))
            return detailCandidates(argument).filter { $0.hasPrefix(current) }
        }
        switch completed.count {
        case 0:
            return CommandCatalog.allNames.filter { $0.hasPrefix(current.lowercased()) }
        case 1:
            let options: [String] =
                switch completed[0].lowercased() {
                case "date": suggestedDates()
                case "help": CommandCatalog.allNames
                default: CommandParser.choices(for: completed[0].lowercased())
                }
            return options.filter { $0.hasPrefix(current) }
        default:
            return []
        }
    }
}
