// What every export is written in: JSON values with keys in order, CSV fields, and a flat record in both.

import Foundation

/// A JSON value whose objects keep their keys in the order given, so exported documents
/// read the same way every time (Foundation's encoder on Linux does not keep key order).
public indirect enum JSONValue: Equatable, Sendable {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case int(Int)
    /// NaN and infinities are written as `null`.
    case double(Double)
    case bool(Bool)
    case null

    /// The value as JSON text, on one line (JSONText.swift).
    public var text: String {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    public static func optional(_ value: String?) -> JSONValue {
        value.map(JSONValue.string) ?? .null
    }

    public static func optional(_ value: Int?) -> JSONValue {
        value.map(JSONValue.int) ?? .null
    }

    /// The same value with `transform` applied to every string in it; keys are left alone.
    public func mappingStrings(_ transform: (String) -> String) -> JSONValue {
        switch self {
        case .object(let members): .object(members.map { ($0.0, $0.1.mappingStrings(transform)) })
        case .array(let elements): .array(elements.map { $0.mappingStrings(transform) })
        case .string(let string): .string(transform(string))
        case .int, .double, .bool, .null: self
        }
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.object(let left), .object(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let left), .array(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left == right
        case (.bool(let left), .bool(let right)): left == right
        case (.null, .null): true
        default: false
        }
    }
}

/// CSV as RFC 4180 writes it: fields separated by commas, a field quoted when it holds a comma,
/// a quote or a line break, its quotes doubled; and a text that a spreadsheet would run as a
/// formula kept as text.
public enum CSVText {
    /// A whole csv text: the header, then a line a record, each ending in a line feed.
    public static func document(columns: [String], rows: [[JSONValue]]) -> String {
        ([line(columns)] + rows.map { line($0) }).joined(separator: "\n") + "\n"
    }

    public static func line(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",")
    }

    /// One line of typed cells, without its line break: text as ``field(_:)`` writes it, numbers
    /// and flags as JSON writes them, `null` (and a number that is not finite) empty.
    public static func line(_ cells: [JSONValue]) -> String {
        cells.map(cell).joined(separator: ",")
    }

    /// A text cell: `'` before a first character a spreadsheet takes for a formula (`=`, `+`, `-`,
    /// `@`, tab, carriage return: OWASP's rule for CSV injection), then quoted as RFC 4180 says.
    public static func field(_ text: String) -> String {
        quoted(startsLikeAFormula(text) ? "'" + text : text)
    }

    private static func cell(_ value: JSONValue) -> String {
        switch value {
        // The cell's type, not its first character, decides: only text is guarded, so a number
        // such as a rank change of -1 stays a number a spreadsheet can add up.
        case .string(let text): field(text)
        case .null: ""
        case .double(let number) where !number.isFinite: ""
        case .int, .double, .bool, .array, .object: quoted(value.text)
        }
    }

    private static func startsLikeAFormula(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return ["=", "+", "-", "@", "\t", "\r"].contains(first)
    }

    private static func quoted(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// Names and values in a fixed order, as a JSON object or as CSV, so both formats carry the same
/// names; in CSV `null` is an empty field and numbers are written as in JSON.
public struct ExportRecord: Equatable, Sendable {
    public let columns: [String]
    public let values: [JSONValue]

    public init(_ fields: [(String, JSONValue)]) {
        columns = fields.map(\.0)
        values = fields.map(\.1)
    }

    public subscript(column: String) -> JSONValue? {
        columns.firstIndex(of: column).map { values[$0] }
    }

    /// The record as one JSON object, its names in order.
    public var value: JSONValue {
        .object(Array(zip(columns, values)))
    }

    public var json: String {
        value.text
    }

    public var csv: String {
        CSVText.line(columns) + "\n" + csvLine + "\n"
    }

    /// For a writer that wrote the header once.
    public var csvLine: String {
        CSVText.line(values)
    }

    public func mappingStrings(_ transform: (String) -> String) -> ExportRecord {
        ExportRecord(Array(zip(columns, values.map { $0.mappingStrings(transform) })))
    }
}
