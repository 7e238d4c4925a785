// How far apart two short words are, for "did you mean" suggestions of commands and regions.

/// Levenshtein distance between short words, for "did you mean" suggestions.
public enum EditDistance {
    /// The longest word compared; a longer one is near nothing (a pasted megabyte must not cost
    /// gigabytes of work for a suggestion).
    public static let longestWord = 64

    /// `Int.max` when either is longer than ``longestWord``.
    public static func between(_ lhs: String, _ rhs: String) -> Int {
        guard lhs.utf8.count <= longestWord * 4, rhs.utf8.count <= longestWord * 4,
            lhs.count <= longestWord, rhs.count <= longestWord
        else { return Int.max }
        let source = Array(lhs)
        let target = Array(rhs)
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var previous = Array(0...target.count)
        for (row, sourceCharacter) in source.enumerated() {
            var current = [row + 1]
            for (column, targetCharacter) in target.enumerated() {
                let substitution = previous[column] + (sourceCharacter == targetCharacter ? 0 : 1)
                current.append(min(substitution, previous[column + 1] + 1, current[column] + 1))
            }
            previous = current
        }
        return previous[target.count]
    }
}
