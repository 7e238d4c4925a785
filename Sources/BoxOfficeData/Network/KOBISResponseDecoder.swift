// How a KOBIS body is read: the decoder, the envelope (fault or payload), the fault, the field readers.

import BoxOfficeDomain
import Foundation

/// Turns a KOBIS body into domain values: the body read once as a fault or the DTO, then the
/// mapping. Each answer's own entry (`dailyBoxOffice`, `movieDetail`) is in its DTO's file.
enum KOBISResponseDecoder {
    /// The DTO of KOBIS's answer in `body`, or the fault KOBIS sent instead, from one reading
    /// of the body (``KOBISEnvelope``).
    /// - Throws: the fault's ``BoxOfficeFailure`` for a fault body, else
    ///   ``BoxOfficeFailure/undecodableResponse(_:service:)`` with a one-line reason.
    static func response<DTO: Decodable>(_ type: DTO.Type, in body: Data) throws(BoxOfficeFailure) -> DTO {
        let envelope: KOBISEnvelope<DTO>
        do {
            envelope = try decode(KOBISEnvelope<DTO>.self, from: body)
        } catch {
            throw .undecodableResponse(error.problem)
        }
        switch envelope {
        case .fault(let fault): throw fault.toDomain()
        case .payload(let dto): return dto
        }
    }

    /// The `DTO` in `body`, with a decoding failure turned into a short, path-naming reason.
    static func decode<DTO: Decodable>(_ type: DTO.Type, from body: Data) throws(KOBISDecodingError) -> DTO {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch let error as DecodingError {
            throw KOBISDecodingError(error, body: body)
        } catch {
            throw KOBISDecodingError(.notJSON(startingWith: ""))
        }
    }
}

/// A KOBIS body read once: either the fault KOBIS sends, with HTTP 200, instead of data, or
/// the payload that was asked for.
///
/// KOBIS's status code says nothing, so the body decides: a body with a readable `faultInfo`
/// is a fault, whatever else it holds; any other body must be the payload.
enum KOBISEnvelope<Payload: Decodable>: Decodable {
    /// `{"faultInfo":{…}}`: KOBIS refused the call.
    case fault(KOBISFaultDTO)
    /// The answer asked for, e.g. ``DailyBoxOfficeResponseDTO``.
    case payload(Payload)

    /// Reads the fault if there is one, else the payload, from the same parsed body.
    /// - Throws: the payload's `DecodingError`, with the same coding path as if the payload
    ///   had been decoded alone.
    init(from decoder: any Decoder) throws {
        if let fault = try? KOBISFaultDTO(from: decoder) {
            self = .fault(fault)
        } else {
            self = .payload(try Payload(from: decoder))
        }
    }
}

/// The body KOBIS sends, with HTTP 200, instead of data when it refuses a call:
/// `{"faultInfo":{"message":"유효하지않은 키값입니다.","errorCode":"320010"}}`.
struct KOBISFaultDTO: Decodable, Equatable, Sendable {
    /// The one top-level key.
    let faultInfo: FaultInfoDTO

    /// What went wrong.
    struct FaultInfoDTO: Decodable, Equatable, Sendable {
        /// KOBIS's explanation, in Korean.
        let message: String
        /// The fault's number, e.g. `320010`; text on the wire.
        let errorCode: String

        private enum CodingKeys: String, CodingKey {
            case message, errorCode
        }

        /// Reads the fault, accepting a code sent as a number and a missing message, so a
        /// slightly different fault is still reported as a fault.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try container.decodeIfPresent(String.self, forKey: .message) ?? ""
            if let number = try? container.decode(Int.self, forKey: .errorCode) {
                errorCode = String(number)
            } else {
                errorCode = try container.decode(String.self, forKey: .errorCode)
            }
        }
    }
}

extension KOBISFaultDTO {
    /// The fault as a domain failure: 320010 → invalid key, 320011 → quota used up,
    /// anything else → an API error showing KOBIS's own message.
    func toDomain() -> BoxOfficeFailure {
        let code = faultInfo.errorCode.trimmingCharacters(in: .whitespaces)
        switch code {
        case "320010":
            return .invalidAPIKey
        case "320011":
            return .quotaExceeded
        default:
            return .apiFault(
                code: code, message: faultInfo.message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }
}

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

    /// `text` cut to 24 characters and `…`, so a message quotes a value, never a body.
    static func shortened(_ text: String) -> String {
        text.count > 24 ? text.prefix(24) + "…" : text
    }
}

/// One text field of a KOBIS answer, read into what it stands for.
///
/// KOBIS sends every number and date as text, with stray spaces and blanks for "unknown".
/// The box office's and the movie info's mappings both read their fields here, so a field
/// that cannot be read is told the same way: `<field> of row <row> is '<text>', expected <what>`
/// (``KOBISDecodingError/unexpectedValue(field:value:row:expected:)``), never a silent 0.
struct KOBISField {
    /// KOBIS's name of the field, e.g. `audiCnt`.
    let name: String
    /// The text as it came.
    let text: String
    /// Which row it is in, for the message: the rank (`rnum`) or `movieInfo`.
    let row: String

    /// - Parameters:
    ///   - name: KOBIS's name of the field.
    ///   - text: its text as it came.
    ///   - row: the row it is in.
    init(_ name: String, _ text: String, row: String) {
        self.name = name
        self.text = text
        self.row = row
    }

    /// The whole number in the text, surrounding white space ignored.
    /// - Throws: ``KOBISDecodingError/unexpectedValue(field:value:row:expected:)``, also when blank.
    func integer() throws(KOBISDecodingError) -> Int {
        guard let value = Int(text.trimmed) else { throw unexpected(.wholeNumber) }
        return value
    }

    /// The whole number in the text, or `nil` when the text is blank (unknown).
    /// - Throws: ``KOBISDecodingError/unexpectedValue(field:value:row:expected:)``.
    func optionalInteger() throws(KOBISDecodingError) -> Int? {
        text.nonBlank == nil ? nil : try integer()
    }

    /// The finite number in the text (e.g. a share, `12.5`), surrounding white space ignored.
    /// - Throws: ``KOBISDecodingError/unexpectedValue(field:value:row:expected:)``, also when blank.
    func decimal() throws(KOBISDecodingError) -> Double {
        guard let value = Double(text.trimmed), value.isFinite else { throw unexpected(.number) }
        return value
    }

    /// The day in the text, or `nil` when the text is blank (unknown).
    /// - Parameter format: how KOBIS writes it in this field, e.g. `yyyyMMdd`, for the message
    ///   (either `yyyyMMdd` or `yyyy-MM-dd` is read).
    /// - Throws: ``KOBISDecodingError/unexpectedValue(field:value:row:expected:)``.
    func optionalDate(format: String) throws(KOBISDecodingError) -> BoxOfficeDate? {
        guard let trimmed = text.nonBlank else { return nil }
        do {
            return try BoxOfficeDate.parse(trimmed)
        } catch {
            throw unexpected(.date(format: format))
        }
    }

    /// The text's value is not one of `expected`.
    func unexpected(_ expected: ResponseProblem.Expected) -> KOBISDecodingError {
        .unexpectedValue(field: name, value: text, row: row, expected: expected)
    }
}

extension String {
    /// The text without surrounding white space.
    var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }

    /// The trimmed text, or `nil` when nothing is left.
    var nonBlank: String? {
        let text = trimmed
        return text.isEmpty ? nil : text
    }
}
