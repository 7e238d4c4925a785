import BoxOfficeDomain
import Foundation

/// Why a KOBIS body could not be read as a box office, short enough for one line.
///
/// Built from `DecodingError` by ``init(_:)`` (naming the JSON path, never dumping the
/// body) or thrown by the DTO mapping when a field's text is not what it must be.
enum KOBISDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The body is empty.
    case emptyBody
    /// The body is not JSON; the start of it is kept to show what came instead.
    case notJSON(start: String)
    /// A required key is absent, e.g. `boxOfficeResult.boxofficeType`.
    case missingField(path: String)
    /// A key holds the wrong kind of value (a number where text was expected, …).
    case wrongType(path: String)
    /// A field holds a value outside the ones KOBIS uses (text where a number or a date must
    /// be, an unknown marker); see ``KOBISField``.
    case unexpectedValue(field: String, value: String, row: String, expected: ResponseProblem.Expected)

    /// Classifies a `DecodingError`, keeping the path of the offending key.
    init(_ error: DecodingError, body: Data) {
        switch error {
        case .keyNotFound(let key, let context):
            self = .missingField(path: Self.path(context.codingPath + [key]))
        case .valueNotFound(_, let context), .typeMismatch(_, let context):
            self = .wrongType(path: Self.path(context.codingPath))
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self = body.isEmpty ? .emptyBody : .notJSON(start: Self.start(of: body))
        case .dataCorrupted(let context):
            self = .wrongType(path: Self.path(context.codingPath))
        @unknown default:
            self = .notJSON(start: Self.start(of: body))
        }
    }

    /// The reason as the Domain tells it, with a field's value cut short.
    var problem: ResponseProblem {
        switch self {
        case .emptyBody:
            .emptyBody
        case .notJSON(let start):
            .notJSON(startingWith: start)
        case .missingField(let path):
            .missingField(path: path)
        case .wrongType(let path):
            .wrongType(path: path)
        case .unexpectedValue(let field, let value, let row, let expected):
            .unexpectedValue(field: field, value: Self.shortened(value), row: row, expected: expected)
        }
    }

    /// One line saying which field is wrong and how, in English.
    var description: String { problem.description }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
            .joined(separator: ".")
            .replacingOccurrences(of: ".[", with: "[")
    }

    private static func start(of body: Data) -> String {
        let text = String(decoding: body.prefix(48), as: UTF8.self)
        let printable = text.map { $0.isNewline || $0 == "\t" ? " " : $0 }
        return shortened(String(printable).trimmingCharacters(in: .whitespaces))
    }

    private static func shortened(_ text: String) -> String {
        text.count > 24 ? text.prefix(24) + "…" : text
    }
}
