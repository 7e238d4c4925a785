import BoxOfficeDomain
import Foundation

/// Why a KOBIS (or Kakao) body could not be read, thrown by the decoders and the DTO mappings:
/// the Domain's ``ResponseProblem`` carried as an `Error` of the Data layer.
///
/// Built from `DecodingError` by ``init(_:body:)`` (naming the JSON path, never dumping the
/// body) or by ``unexpectedValue(field:value:row:expected:)`` when a field's text is not what it
/// must be (see ``KOBISField``).
struct KOBISDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reason, as the Domain tells it.
    let problem: ResponseProblem

    /// Carries `problem`.
    init(_ problem: ResponseProblem) {
        self.problem = problem
    }

    /// Classifies a `DecodingError`, keeping the path of the offending key.
    init(_ error: DecodingError, body: Data) {
        switch error {
        case .keyNotFound(let key, let context):
            self.init(.missingField(path: Self.path(context.codingPath + [key])))
        case .valueNotFound(_, let context), .typeMismatch(_, let context):
            self.init(.wrongType(path: Self.path(context.codingPath)))
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            self.init(body.isEmpty ? .emptyBody : .notJSON(startingWith: Self.start(of: body)))
        case .dataCorrupted(let context):
            self.init(.wrongType(path: Self.path(context.codingPath)))
        @unknown default:
            self.init(.notJSON(startingWith: Self.start(of: body)))
        }
    }

    /// A field holding a value outside the ones KOBIS uses (text where a number or a date must
    /// be, an unknown marker), its value cut short.
    static func unexpectedValue(
        field: String, value: String, row: String, expected: ResponseProblem.Expected
    ) -> KOBISDecodingError {
        KOBISDecodingError(
            .unexpectedValue(field: field, value: shortened(value), row: row, expected: expected))
    }

    /// The reason as a test's message shows it (Presentation words it for a user).
    var description: String { String(describing: problem) }

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
