/// Breaks text into lines of a given display width: at spaces when it can, inside a word when a
/// word is wider than a line, the last line cut with `…` when lines run out.
enum TextWrapping {
    /// At most `maxLines` lines, none wider than `columns`.
    static func wrap(_ text: String, columns: Int, maxLines: Int, width: DisplayWidth) -> [String] {
        guard columns > 0, maxLines > 0 else { return [] }
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty, lines.count < maxLines - 1 {
            if width.width(of: String(rest)) <= columns { break }
            var taken = ""
            var used = 0
            var lastSpace: String.Index?
            var index = rest.startIndex
            while index < rest.endIndex {
                let character = rest[index]
                let characterWidth = width.width(of: character)
                if used + characterWidth > columns { break }
                if character == " " { lastSpace = index }
                taken.append(character)
                used += characterWidth
                index = rest.index(after: index)
            }
            if index == rest.startIndex { break }  // not even one character fits
            if let lastSpace, lastSpace > rest.startIndex, index < rest.endIndex, rest[index] != " " {
                lines.append(String(rest[..<lastSpace]))
                rest = rest[rest.index(after: lastSpace)...]
            } else {
                lines.append(taken)
                rest = rest[index...]
            }
            while rest.first == " " { rest = rest.dropFirst() }
        }
        if !rest.isEmpty { lines.append(width.truncate(String(rest), toWidth: columns)) }
        return lines
    }
}
