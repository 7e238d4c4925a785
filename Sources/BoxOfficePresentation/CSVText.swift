import Foundation

/// CSV as RFC 4180 writes it: fields separated by commas, a field quoted when it holds a comma,
/// a quote or a line break, its quotes doubled.
public enum CSVText {
    /// One line of `fields`, without its line break.
    public static func line(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",")
    }

    /// `text` as a field: quoted when it holds a comma, a quote or a line break (quotes doubled).
    public static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
