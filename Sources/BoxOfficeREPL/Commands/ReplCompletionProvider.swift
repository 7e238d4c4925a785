import BoxOfficeCommands

/// Completes command names, then each command's argument as the command's type says
/// (``SessionCommand/completions(forArgument:from:)``): days after `date `, choices after `mode `…
/// Both in any case, as the parser reads them.
@MainActor
public final class ReplCompletionProvider: CompletionProvider {
    private let sources: CompletionSources

    /// - Parameters:
    ///   - suggestedDates: the days worth offering after `date `, newest first.
    ///   - detailCandidates: what may follow `detail ` or `poster `, given everything typed
    ///     after it (ranks, codes, titles of the list shown; see
    ///     `MovieDetailViewModel.completions(forArgument:)`); none by default.
    ///   - people: the numbers and codes of the last `people` list; none by default.
    ///   - companies: the numbers and codes of the last company list; none by default.
    public init(
        suggestedDates: @escaping () -> [String],
        detailCandidates: @escaping (String) -> [String] = { _ in [] },
        people: @escaping () -> [String] = { [] }, companies: @escaping () -> [String] = { [] }
    ) {
        sources = CompletionSources(
            suggestedDates: suggestedDates, movies: detailCandidates, people: people, companies: companies)
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
        guard let name = completed.first?.lowercased() else {
            return Self.commandNames(fitting: current)
        }
        guard let command = CommandList.command(named: name) else { return [] }
        let afterName = text.drop(while: \.isWhitespace).drop(while: { !$0.isWhitespace })
        let argument = String(afterName.drop(while: { $0 == " " || $0 == "\t" }))
        return command.completions(forArgument: argument, from: sources).filter {
            CompletionResolver.completes(current, as: $0)
        }
    }

    /// The names and aliases that fit `typed`, an alias only where its command's name does not: both
    /// run the same command, so `da` completes to `date` and `dai` to `daily`.
    static func commandNames(fitting typed: String) -> [String] {
        let fitting = CommandList.allNames.filter { CompletionResolver.completes(typed, as: $0) }
        return fitting.filter { name in
            guard let command = CommandList.command(named: name), command.name != name else { return true }
            return !fitting.contains(command.name)
        }
    }
}
