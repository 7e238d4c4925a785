/// One flat record — names and values in a fixed order — written as a JSON object or as CSV
/// (a header line and one row), so both formats carry the same stable names.
///
/// In CSV, `null` is an empty field, numbers are written as in JSON, and a list or object (none
/// of the records here has one) is its JSON text. Fields are quoted as RFC 4180 says.
public struct ExportRecord: Equatable, Sendable {
    /// The names, in order: the JSON keys and the CSV header.
    public let columns: [String]
    /// The values, one a column.
    public let values: [JSONValue]

    /// Makes a record of `fields`, in their order.
    public init(_ fields: [(String, JSONValue)]) {
        columns = fields.map(\.0)
        values = fields.map(\.1)
    }

    /// The value of `column`, or `nil` when the record has no such column.
    public subscript(column: String) -> JSONValue? {
        columns.firstIndex(of: column).map { values[$0] }
    }

    /// The JSON object, one line, keys in order.
    public var json: String {
        JSONValue.object(Array(zip(columns, values))).text
    }

    /// The CSV text: the header line and one row, each ending in a line feed.
    public var csv: String {
        CSVText.line(columns) + "\n" + CSVText.line(values.map(Self.csvText)) + "\n"
    }

    /// The same record with `transform` applied to every string value (e.g. to sanitise text
    /// from the network before it reaches a terminal).
    public func mappingStrings(_ transform: (String) -> String) -> ExportRecord {
        ExportRecord(Array(zip(columns, values.map { $0.mappingStrings(transform) })))
    }

    private static func csvText(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .null: ""
        case .double(let number) where !number.isFinite: ""
        default: value.text
        }
    }
}
