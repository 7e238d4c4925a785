// Tab completion: the words offered, what one Tab does with them, their list, and libedit's side of it.

import CEditLine

public protocol CompletionProvider: AnyObject {
    /// The candidates for the word under the cursor.
    func completions(forTextBeforeCursor textBeforeCursor: String) -> [String]
}

/// Decides what pressing Tab does, from the text before the cursor and the words that could
/// complete it: insert the part every candidate shares, list the candidates, or nothing.
///
/// The word being completed is what follows the last space or tab. Words are compared by
/// `Character`, so Hangul and composed letters are never split, and in any case, as the parser
/// reads names and choices: `mode I` completes to `mode icon`, the candidate's own spelling.
public enum CompletionResolver {
    public enum Resolution: Equatable, Sendable {
        /// Insert this text at the cursor: the rest of the only candidate followed by a space,
        /// or the longer prefix that all candidates share.
        case insert(String)
        /// Put this text in place of the word typed in another case: the only candidate followed
        /// by a space, or the longer prefix that all candidates share, in their spelling.
        case replaceWord(String)
        case list([String])
        case noMatch
    }

    /// Resolves a Tab press.
    public static func resolve(textBeforeCursor: String, candidates: [String]) -> Resolution {
        let word = currentWord(in: textBeforeCursor)
        let matches = unique(candidates.filter { completes(word, as: $0) })
        guard let first = matches.first else { return .noMatch }
        let completed: String
        if matches.count == 1 {
            completed = first + " "
        } else {
            let shared = matches.dropFirst().reduce(Substring(first)) { prefix, match in
                commonPrefix(prefix, Substring(match))
            }
            guard shared.count > word.count else { return .list(matches) }
            completed = String(shared)
        }
        return completed.starts(with: word)
            ? .insert(String(completed.dropFirst(word.count))) : .replaceWord(completed)
    }

    static func completes(_ word: some StringProtocol, as candidate: String) -> Bool {
        candidate.count >= word.count
            && zip(candidate, word).allSatisfy { $0.lowercased() == $1.lowercased() }
    }

    /// The last word of `text`: what follows its last space or tab (empty after a space).
    static func currentWord(in text: String) -> Substring {
        guard let lastSeparator = text.lastIndex(where: { $0 == " " || $0 == "\t" }) else {
            return Substring(text)
        }
        return text[text.index(after: lastSeparator)...]
    }

    private static func commonPrefix(_ left: Substring, _ right: Substring) -> Substring {
        var leftIndex = left.startIndex
        var rightIndex = right.startIndex
        while leftIndex < left.endIndex, rightIndex < right.endIndex,
            left[leftIndex] == right[rightIndex]
        {
            leftIndex = left.index(after: leftIndex)
            rightIndex = right.index(after: rightIndex)
        }
        return left[..<leftIndex]
    }

    private static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }
}

/// Lays out completion candidates in columns below the line being edited, as `ls` does:
/// down the first column, then the next.
enum CompletionListLayout {
    static let gap = 2

    /// Candidates beyond this many are kept to half the width each, so a long title does not
    /// put every candidate on a row of its own.
    static let manyCandidates = 8

    /// The text to print: a line break to leave the edited line, then the rows, each ending
    /// with a line break. Candidates are sanitised and cut with `…` where they would not fit (the
    /// whole candidate is still what Tab inserts): to the width of the screen, or to half of it
    /// when there are many; the longest left sets the column width.
    static func render(_ candidates: [String], columns: Int, displayWidth: DisplayWidth) -> String {
        let limit =
            candidates.count > manyCandidates ? max(12, columns / 2 - gap) : max(1, columns)
        let cells = candidates.map { displayWidth.truncate(TerminalText.sanitize($0), toWidth: limit) }
        guard !cells.isEmpty else { return "" }
        let cellWidth = (cells.map(displayWidth.width(of:)).max() ?? 0) + gap
        let perRow = max(1, (columns + gap) / cellWidth)
        let rowCount = (cells.count + perRow - 1) / perRow
        var text = "\n"
        for row in 0..<rowCount {
            let indices = stride(from: row, to: cells.count, by: rowCount)
            let line = indices.map { index in
                index + rowCount < cells.count
                    ? displayWidth.padRight(cells[index], toWidth: cellWidth) : cells[index]
            }
            text += line.joined() + "\n"
        }
        return text
    }
}

/// What the Tab key does inside libedit: read the line up to the cursor, ask the
/// ``CompletionProvider``, and let ``CompletionResolver`` choose between inserting text,
/// listing candidates and beeping.
enum EditLineCompletionBridge {
    enum Action: Equatable {
        case insert(String)
        /// Delete this many characters (Unicode scalars, as libedit counts them) before the
        /// cursor, then insert this (sanitised) text.
        case replace(deleting: Int, with: String)
        case list(String)
        case beep
    }

    /// Handles one Tab press and returns libedit's answer (`CC_REFRESH`, `CC_REDISPLAY` or
    /// `CC_ERROR`, which beeps).
    static func complete(
        in editLine: OpaquePointer,
        provider: (any CompletionProvider)?,
        displayWidth: DisplayWidth,
        columns: () -> Int
    ) -> UInt8 {
        guard let text = textBeforeCursor(in: editLine) else { return UInt8(CC_ERROR) }
        switch action(
            forTextBeforeCursor: text, provider: provider, displayWidth: displayWidth, columns: columns)
        {
        case .insert(let safeText):
            return el_insertstr(editLine, safeText) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        case .replace(let count, let safeText):
            el_deletestr(editLine, Int32(clamping: count))
            return el_insertstr(editLine, safeText) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        case .list(let listing):
            boxoffice_el_write_output(listing)
            return UInt8(CC_REDISPLAY)
        case .beep:
            return UInt8(CC_ERROR)
        }
    }

    /// What Tab does after `text`: the candidates come from `provider`, a list is laid out
    /// `columns()` wide (the default width when that is not positive).
    static func action(
        forTextBeforeCursor text: String,
        provider: (any CompletionProvider)?,
        displayWidth: DisplayWidth,
        columns: () -> Int
    ) -> Action {
        guard let provider else { return .beep }
        let candidates = provider.completions(forTextBeforeCursor: text)
        switch CompletionResolver.resolve(textBeforeCursor: text, candidates: candidates) {
        case .insert(let extensionText):
            return .insert(TerminalText.sanitize(extensionText))
        case .replaceWord(let completed):
            let typed = CompletionResolver.currentWord(in: text)
            return .replace(deleting: typed.unicodeScalars.count, with: TerminalText.sanitize(completed))
        case .list(let words):
            let width = columns()
            return .list(
                CompletionListLayout.render(
                    words, columns: width > 0 ? width : TerminalCapabilities.defaultColumns,
                    displayWidth: displayWidth))
        case .noMatch:
            return .beep
        }
    }

    private static func textBeforeCursor(in editLine: OpaquePointer) -> String? {
        guard let info = el_line(editLine)?.pointee, let start = info.buffer, let cursor = info.cursor
        else { return nil }
        let bytes = UnsafeRawBufferPointer(start: start, count: max(0, start.distance(to: cursor)))
        return String(decoding: bytes, as: UTF8.self)
    }
}
