import Foundation

/// Hides the value of one query parameter wherever it appears in a text.
///
/// Works on plain text rather than a parsed URL, so it also cleans a URL quoted inside an
/// error message, or a string that is not a valid URL at all.
struct KeyRedactor: Sendable {
    /// The parameter whose value is hidden, e.g. `key`.
    let parameter: String
    /// What the value is replaced with.
    var mask = "***"

    /// `text` with every `parameter=value` that starts the text or follows `?`, `&` or `;`
    /// turned into `parameter=***`.
    func redact(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        let marker = parameter + "="
        while let range = rest.range(of: marker, options: .caseInsensitive) {
            let startsParameter =
                range.lowerBound == rest.startIndex
                ? result.last.map(Self.isSeparator) ?? true
                : Self.isSeparator(rest[rest.index(before: range.lowerBound)])
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            guard startsParameter else { continue }
            let valueEnd = rest.firstIndex(where: Self.endsValue) ?? rest.endIndex
            if valueEnd > rest.startIndex { result += mask }
            rest = rest[valueEnd...]
        }
        return result + rest
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character == "?" || character == "&" || character == ";"
    }

    private static func endsValue(_ character: Character) -> Bool {
        character == "&" || character == "#" || character == ";" || character.isWhitespace
            || character == "'" || character == "\"" || character == ")"
    }
}

extension KeyRedactor {
    /// Removes a known secret wherever it appears, in addition to `key=` values.
    /// - Parameters:
    ///   - text: the text to clean.
    ///   - secret: the literal value to hide; ignored when empty.
    ///
    /// Messages quote bodies shortened with `…`, and a cut can fall inside the secret; the
    /// start of the secret left before `…` is hidden too (from four characters on).
    func redact(_ text: String, secret: String?) -> String {
        var cleaned = redact(text)
        guard let secret, !secret.isEmpty else { return cleaned }
        cleaned = cleaned.replacingOccurrences(of: secret, with: mask)
        for length in stride(from: secret.count - 1, through: 4, by: -1) {
            let cut = String(secret.prefix(length)) + "…"
            cleaned = cleaned.replacingOccurrences(of: cut, with: mask + "…")
        }
        return cleaned
    }
}
