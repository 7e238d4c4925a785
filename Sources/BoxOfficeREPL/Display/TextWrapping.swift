// Text broken to the terminal's width: a view's text in at most so many lines, messages at spaces,
// and `label  value` rows whose values wrap under their first line.

import BoxOfficePresentation

/// Breaks text into lines of a given display width: at spaces when it can, inside a word when a
/// word is wider than a line, the last line cut with `…` when lines run out.
enum TextWrapping {
    /// At most `maxLines` lines, none wider than `columns`. Each character is measured once per
    /// line it is tried on, so the work grows with the text's length, not with its square.
    static func wrap(_ text: String, columns: Int, maxLines: Int, width: DisplayWidth) -> [String] {
        guard columns > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty, lines.count < maxLines - 1 {
            var used = 0
            var lastSpace: String.Index?
            var index = rest.startIndex
            while index < rest.endIndex {
                let character = rest[index]
                let characterWidth = width.width(of: character)
                if used + characterWidth > columns { break }
                if character == " " { lastSpace = index }
                used += characterWidth
                index = rest.index(after: index)
            }
            if index == rest.endIndex { break }  // the rest fits: it is the last line
            if index == rest.startIndex { break }  // not even one character fits
            if let lastSpace, lastSpace > rest.startIndex, rest[index] != " " {
                lines.append(String(rest[..<lastSpace]))
                rest = rest[rest.index(after: lastSpace)...]
            } else {
                lines.append(String(rest[..<index]))
                rest = rest[index...]
            }
            while rest.first == " " { rest = rest.dropFirst() }
        }
        if !rest.isEmpty { lines.append(width.truncate(String(rest), toWidth: columns)) }
        return lines
    }
}

/// Breaks a message into lines of the terminal's width at spaces, measured by display width
/// (Hangul is two columns), so no word is cut at the screen's edge. A word wider than a line
/// is left whole on a line of its own; the message's own line breaks are kept.
public enum MessageWrapping {
    /// `message` with line feeds put in place of the spaces where its lines break.
    public static func wrap(_ message: String, columns: Int, width: DisplayWidth = DisplayWidth()) -> String {
        guard columns > 0 else { return message }
        return message.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { lines(of: String($0), columns: columns, width: width) }
            .joined(separator: "\n")
    }

    private static func lines(of text: String, columns: Int, width: DisplayWidth) -> [String] {
        guard width.width(of: text) > columns else { return [text] }
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let wordWidth = width.width(of: word)
            if line.isEmpty {
                // A space at the start of a broken line is dropped; the first line keeps its own.
                if word.isEmpty && !lines.isEmpty { continue }
                (line, used) = (word, wordWidth)
            } else if used + 1 + wordWidth <= columns {
                line += " " + word
                used += 1 + wordWidth
            } else {
                lines.append(line)
                (line, used) = (word, wordWidth)
            }
        }
        lines.append(line)
        return lines
    }
}

/// The `label  value` layout shared by `status`, `cache info`, `settings` and the detail view:
/// the labels padded to the widest of them by display width (Hangul is two columns), then two
/// spaces, then the value; a value's further lines start under its first.
///
/// Given the terminal's columns, a value too long for them is wrapped, never cut: at spaces, and
/// a word wider than the value column (an address, a path) is broken at the edge with nothing
/// added, so its pieces, copied and joined, give it back whole.
public struct LabelColumn: Sendable {
    public static let gap = "  "
    public let width: DisplayWidth
    public let labelWidth: Int

    public init(labels: [String], width: DisplayWidth) {
        self.width = width
        labelWidth = labels.map { width.width(of: $0) }.max() ?? 0
    }

    public var valueColumn: Int { labelWidth + Self.gap.count }

    public func padded(_ label: String) -> String {
        width.padRight(label, toWidth: labelWidth)
    }

    public var indent: String { String(repeating: " ", count: labelWidth) }

    /// `value` in pieces that each fit after the label column within `columns` (wrapped, never
    /// cut; see the type's notes); the value whole when `columns` is `nil`. An empty value is
    /// one empty piece.
    public func wrap(_ value: String, columns: Int?) -> [String] {
        guard let columns else { return [value] }
        let pieces = TextWrapping.wrap(
            value, columns: max(1, columns - valueColumn), maxLines: .max, width: width)
        return pieces.isEmpty ? [""] : pieces
    }

    /// The lines of `rows`, each `label  value`, sanitised; a value wider than `columns` goes on
    /// on the next lines, under its first (values are never cut: a path must stay whole to be
    /// copied). No wrapping when `columns` is `nil`.
    public static func lines(_ rows: [LabelledValue], width: DisplayWidth, columns: Int? = nil) -> [String] {
        let column = LabelColumn(labels: rows.map(\.label), width: width)
        return rows.flatMap { row in
            column.wrap(TerminalText.sanitize(row.value), columns: columns).enumerated().map { index, piece in
                (index == 0 ? column.padded(TerminalText.sanitize(row.label)) : column.indent) + gap + piece
            }
        }
    }
}
