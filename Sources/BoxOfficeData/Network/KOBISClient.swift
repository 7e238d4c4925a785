// What every KOBIS call shares: the client that asks (the key checked, the endpoint's URL built, the
// GET sent, the body decoded), the endpoint, and how a body is read (the decoder, the envelope of a
// fault or the payload, the fault, the field readers). Each endpoint's repository, request and answer
// are its feature's file (BoxOfficeResponseDTO.swift, MovieInfoResponseDTO.swift, …).

import BoxOfficeDomain
import Foundation

/// What every KOBIS call does: check the key is set, build the endpoint's URL, GET it, and decode the
/// body. A fault saying the key's calls of the day are used up (320011) is told to `usedUpQuota` (the
/// store's ledger, ``StoreQuotaRecorder``; `nil` without a store), whichever endpoint was asked.
public struct KOBISClient: Sendable {
    private let configuration: KOBISConfiguration
    private let http: any HTTPGet
    private let usedUpQuota: (any UsedUpQuotaRecording)?

    /// `http` is the GET the composition root made for KOBIS.
    public init(
        configuration: KOBISConfiguration, http: any HTTPGet, usedUpQuota: (any UsedUpQuotaRecording)? = nil
    ) {
        self.configuration = configuration
        self.http = http
        self.usedUpQuota = usedUpQuota
    }

    // No request is made without a key (`missingAPIKey`).
    func fetch<Value>(
        _ endpoint: (_ key: String) -> KOBISEndpoint,
        decode: (Data) throws(BoxOfficeFailure) -> Value
    ) async throws(BoxOfficeFailure) -> Value {
        guard let key = configuration.apiKey, !key.isEmpty else { throw .missingAPIKey }
        guard let url = endpoint(key).url(relativeTo: configuration.baseURL) else {
            throw .unreachable(.unusableBaseURL)
        }
        let body = try await http.body(
            HTTPGetRequest(
                url, service: .kobis, timeout: configuration.requestTimeout,
                maximumBytes: configuration.maximumResponseBytes, carriesCredentials: true))
        do throws(BoxOfficeFailure) {
            return try decode(body)
        } catch {
            // Known only once the envelope is read, so here, where every endpoint's answer is.
            if case .quotaExceeded = error { await usedUpQuota?.recordUsedUpQuota() }
            // A decoding failure may quote the body, from which a key shorter than a real one is not cut.
            throw error.redacting(key)
        }
    }
}

/// Told by ``KOBISClient`` when KOBIS says the key's calls of the day are used up (fault 320011).
public protocol UsedUpQuotaRecording: Sendable {
    func recordUsedUpQuota() async
}

/// One KOBIS call: a path under the base URL and its query, which holds the key, so an endpoint
/// describes itself with the key as `***`.
public struct KOBISEndpoint: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public static let keyParameter = "key"

    /// Below the base URL, without a leading slash.
    public let path: String
    /// The key comes first.
    public let queryItems: [URLQueryItem]

    public init(path: String, queryItems: [URLQueryItem]) {
        self.path = path
        self.queryItems = queryItems
    }

    /// The base's own path is kept (a mirror such as `http://127.0.0.1:8080/kobis`); `nil` when the
    /// base cannot carry a path and a query.
    public func url(relativeTo baseURL: URL) -> URL? {
        guard var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: true) else {
            return nil
        }
        var basePath = components.percentEncodedPath
        while basePath.hasSuffix("/") { basePath.removeLast() }
        components.percentEncodedPath = basePath + "/" + path
        components.queryItems = queryItems
        // URLComponents leaves `+` as it is, which a form's reading (KOBIS's, Kakao's) takes for a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(
            of: "+", with: "%2B")
        components.fragment = nil
        return components.url
    }

    /// `boxoffice/…json?key=***&targetDt=20220105`.
    public var description: String {
        var components = URLComponents()
        components.queryItems = queryItems
        return Self.redacted(path + "?" + (components.percentEncodedQuery ?? ""))
    }

    /// The key stays hidden in debug output too.
    public var debugDescription: String { description }

    /// For anything shown or logged: every `key=` value replaced by `***`.
    public static func redacted(_ url: URL) -> String {
        redacted(url.absoluteString)
    }

    /// For anything shown or logged: every `key=` value replaced by `***`.
    public static func redacted(_ text: String) -> String {
        KeyRedactor(parameter: keyParameter).redact(text)
    }
}

// Each answer's own entry (`chart`, `movieDetail`, …) is beside its DTO, in the DTO's file.
enum KOBISResponseDecoder {
    // One reading of the body gives the DTO or the fault KOBIS sent instead (`KOBISEnvelope`).
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

    // A decoding failure becomes a short reason naming the JSON path, never the body.
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

// KOBIS sends its faults with HTTP 200, so the body decides: a readable `faultInfo` is a fault,
// whatever else the body holds; any other body must be the payload.
enum KOBISEnvelope<Payload: Decodable>: Decodable {
    case fault(KOBISFaultDTO)
    case payload(Payload)

    // The payload's `DecodingError` keeps the coding path it would have had alone.
    init(from decoder: any Decoder) throws {
        if let fault = try? KOBISFaultDTO(from: decoder) {
            self = .fault(fault)
        } else {
            self = .payload(try Payload(from: decoder))
        }
    }
}

// `{"faultInfo":{"message":"유효하지않은 키값입니다.","errorCode":"320010"}}`, with HTTP 200.
struct KOBISFaultDTO: Decodable, Equatable, Sendable {
    let faultInfo: FaultInfoDTO

    struct FaultInfoDTO: Decodable, Equatable, Sendable {
        let message: String
        let errorCode: String

        private enum CodingKeys: String, CodingKey {
            case message, errorCode
        }

        // A code sent as a number, or a missing message, is still read as a fault.
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
    // 320010: invalid key; 320011: the key's quota used up; anything else shows KOBIS's own message.
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

// The Domain's `ResponseProblem` carried as an `Error` of the Data layer, for KOBIS's and Kakao's
// bodies alike: a path named, or a field's unexpected text quoted short, never the body dumped.
struct KOBISDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    let problem: ResponseProblem

    init(_ problem: ResponseProblem) {
        self.problem = problem
    }

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

    // Text where a number or a date must be, or an unknown marker.
    static func unexpectedValue(
        field: String, value: String, row: String, expected: ResponseProblem.Expected
    ) -> KOBISDecodingError {
        KOBISDecodingError(
            .unexpectedValue(field: field, value: shortened(value), row: row, expected: expected))
    }

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

    // Cut to 24 characters, so a message quotes a value, never a body.
    static func shortened(_ text: String) -> String {
        text.count > 24 ? text.prefix(24) + "…" : text
    }
}

// KOBIS sends every number and date as text, with stray spaces and blanks for "unknown". Every
// mapping reads its fields here, so a field that cannot be read is told the same way
// (`<field> of row <row> is '<text>', expected <what>`), never a silent 0.
struct KOBISField {
    let name: String
    let text: String
    // The rank (`rnum`) or `movieInfo`, for the message.
    let row: String

    init(_ name: String, _ text: String, row: String) {
        self.name = name
        self.text = text
        self.row = row
    }

    func integer() throws(KOBISDecodingError) -> Int {
        guard let value = Int(text.trimmed) else { throw unexpected(.wholeNumber) }
        return value
    }

    // `nil` when blank (unknown).
    func optionalInteger() throws(KOBISDecodingError) -> Int? {
        text.nonBlank == nil ? nil : try integer()
    }

    func decimal() throws(KOBISDecodingError) -> Double {
        guard let value = Double(text.trimmed), value.isFinite else { throw unexpected(.number) }
        return value
    }

    // `format` is how KOBIS writes it in this field, for the message; either form is read.
    func optionalDate(format: String) throws(KOBISDecodingError) -> BoxOfficeDate? {
        guard let trimmed = text.nonBlank else { return nil }
        do {
            return try BoxOfficeDate.parse(trimmed)
        } catch {
            throw unexpected(.date(format: format))
        }
    }

    func unexpected(_ expected: ResponseProblem.Expected) -> KOBISDecodingError {
        .unexpectedValue(field: name, value: text, row: row, expected: expected)
    }
}

extension String {
    // Nearly every field KOBIS sends starts and ends with a character that is not white space: such a
    // text is returned as it is, without Foundation's trimming (7 % of a 365-day sync's CPU time, `perf`),
    // which would find nothing to trim at either end.
    var trimmed: String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last,
            !Self.isTrimmable(first), !Self.isTrimmable(last)
        else { return trimmingCharacters(in: Self.trimmable) }
        return self
    }

    private static let trimmable = CharacterSet.whitespacesAndNewlines

    // Visible ASCII, most of what KOBIS sends, is answered without asking the character set, which costs more.
    private static func isTrimmable(_ scalar: Unicode.Scalar) -> Bool {
        (0x21...0x7E).contains(scalar.value) ? false : trimmable.contains(scalar)
    }

    var nonBlank: String? {
        let text = trimmed
        return text.isEmpty ? nil : text
    }
}
