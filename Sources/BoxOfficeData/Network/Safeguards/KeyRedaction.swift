// Keys kept out of sight: any GET's answers and failures cleaned of its key (RedactingHTTPGet, the
// outermost decorator), a `key=` value hidden in any text, a key echoed in a body removed before it
// is decoded, every failure leaving a repository cleaned, and the environment's keys hidden from any
// message.

import BoxOfficeDomain
import Foundation

/// Wraps any GET, outermost: a server that echoes `secret` brings it neither to the screen nor to
/// the store. What it throws is the failure said, redacted, without the answer behind it.
public struct RedactingHTTPGet: HTTPGet {
    private let inner: any HTTPGet
    private let secret: String?

    /// `secret`: the key the requests carry, or `nil` for none (a `key=` value and an address's user
    /// part are hidden still).
    public init(_ inner: any HTTPGet, hiding secret: String?) {
        self.inner = inner
        self.secret = secret
    }

    public func get(_ request: HTTPGetRequest) async throws(HTTPGetFailure) -> Data {
        let body: Data
        do throws(HTTPGetFailure) {
            body = try await inner.get(request)
        } catch {
            throw HTTPGetFailure(error.failure.redacting(secret))
        }
        guard let secret else { return body }
        return KeyRedactor.removing(secret, from: body)
    }
}

// Hides the value of one query parameter wherever it appears: plain text, not a parsed URL, so it
// also cleans a URL quoted in a message, or a string that is no valid URL.
struct KeyRedactor: Sendable {
    let parameter: String
    var mask = "***"

    // Only where `parameter=` starts the text or follows `?`, `&` or `;`; and the user and password
    // of any address (`http://user:secret@host`) too.
    func redact(_ text: String) -> String {
        var result = ""
        var rest = Substring(Self.hidingUserInfo(text))
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

    // `scheme://user:password@host` becomes `scheme://***@host`: the part before the address's
    // last `@`, wherever an address starts.
    static func hidingUserInfo(_ text: String) -> String {
        guard text.contains("@") else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "://") {
            result += rest[..<range.upperBound]
            rest = rest[range.upperBound...]
            let authorityEnd =
                rest.firstIndex { "/?#\"'<>()".contains($0) || $0.isWhitespace } ?? rest.endIndex
            if let at = rest[..<authorityEnd].lastIndex(of: "@") {
                result += "***"
                rest = rest[at...]
            }
        }
        return result + rest
    }

    // A text meant as one address (a setting's value): everything between its scheme and its last `@` is
    // a user part, however it is written (`http://user:p/ss@h`, `http:user:pw@h`, a space in it).
    static func hidingUserInfo(ofAddress text: String) -> String {
        guard let at = text.lastIndex(of: "@") else { return text }
        var start = text.startIndex
        if let colon = text[..<at].firstIndex(of: ":"), text[..<colon].allSatisfy(\.isLetter) {
            start = text.index(after: colon)
            while start < at, text[start] == "/" { start = text.index(after: start) }
        }
        return text[..<start] + "***" + text[at...]
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
    // Messages quote bodies cut with `…`, and a cut can fall inside the secret: its start left before
    // `…` is hidden too, from four characters on.
    func redact(_ text: String, secret: String?) -> String {
        var cleaned = redact(text)
        guard let secret, !secret.isEmpty else { return cleaned }
        // A real key (32 characters) is hidden wherever it is; a short one (a test's or a typo's)
        // only as a word of its own, else a 1-character key would mask that letter in every message.
        let wholeWords = secret.count < Self.shortestSecret
        cleaned = Self.replacing(secret, in: cleaned, with: mask, wholeWords: wholeWords)
        for length in stride(from: secret.count - 1, through: 4, by: -1) {
            let cut = String(secret.prefix(length)) + "…"
            cleaned = Self.replacing(cut, in: cleaned, with: mask + "…", wholeWords: wholeWords)
        }
        return cleaned
    }

    static func replacing(_ needle: String, in text: String, with mask: String, wholeWords: Bool) -> String {
        guard wholeWords else { return text.replacingOccurrences(of: needle, with: mask) }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: needle) {
            let before =
                range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            let touches = [before, after].contains { $0.map { $0.isLetter || $0.isNumber } ?? false }
            result += rest[..<range.lowerBound]
            result += touches ? String(rest[range]) : mask
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

extension KeyRedactor {
    // KOBIS's and Kakao's keys have 32 characters; removing a short one would garble the answer.
    static let shortestSecret = 8

    // A server that echoes the key in a title must not bring it to the screen or the store, nor by
    // writing some of its characters as JSON escapes (`\u0030`, `\/`), which decoding turns back into it.
    static func removing(_ secret: String, from body: Data) -> Data {
        // Each character with its UTF-8 bytes, made once: the scan tries the key at many places.
        let key = secret.unicodeScalars.map { (scalar: $0, plain: Array(String($0).utf8)) }
        guard secret.count >= shortestSecret, let first = secret.utf8.first else { return body }
        return body.withUnsafeBytes { bytes in
            var cleaned = Data()
            var kept = 0
            var start = 0
            // A plain scan for where the key may start: Foundation's `Data.range(of:)` read every 3 KB
            // chart in about 100,000 instructions (callgrind).
            while start < bytes.count,
                let found = bytes[start...].firstIndex(where: { $0 == first || $0 == backslash })
            {
                guard let end = keyEnd(key, in: bytes, from: found) else {
                    start = found + 1
                    continue
                }
                cleaned += bytes[kept..<found]
                cleaned += Data("***".utf8)
                (kept, start) = (end, end)
            }
            guard kept > 0 else { return body }
            return cleaned + bytes[kept...]
        }
    }

    private static let backslash = UInt8(ascii: "\\")

    /// JSON's two-character escapes, by the letter after the backslash.
    private static let shortEscapes: [UInt8: Unicode.Scalar] = [
        UInt8(ascii: "/"): "/", UInt8(ascii: "\""): "\"", backslash: "\\", UInt8(ascii: "b"): "\u{08}",
        UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r",
        UInt8(ascii: "t"): "\t",
    ]

    /// Where the key written from `start` ends, each character as itself or as a JSON escape.
    private static func keyEnd(
        _ key: [(scalar: Unicode.Scalar, plain: [UInt8])], in bytes: UnsafeRawBufferPointer, from start: Int
    )
        -> Int?
    {
        var index = start
        for (scalar, plain) in key {
            if bytes.count - index >= plain.count, bytes[index..<index + plain.count].elementsEqual(plain) {
                index += plain.count
            } else if let end = escapeEnd(of: scalar, in: bytes, from: index) {
                index = end
            } else {
                return nil
            }
        }
        return index
    }

    /// `\/`, `\"`, `\\` and the like, or `\uXXXX` (two for a character past U+FFFF), any case of hex.
    private static func escapeEnd(
        of scalar: Unicode.Scalar, in bytes: UnsafeRawBufferPointer, from start: Int
    )
        -> Int?
    {
        guard bytes.count - start >= 2, bytes[start] == backslash else { return nil }
        if let written = shortEscapes[bytes[start + 1]] { return written == scalar ? start + 2 : nil }
        var index = start
        for unit in String(scalar).utf16 {
            guard bytes.count - index >= 6, bytes[index] == backslash, bytes[index + 1] == UInt8(ascii: "u"),
                let hex = String(bytes: bytes[index + 2..<index + 6], encoding: .ascii),
                UInt16(hex, radix: 16) == unit
            else { return nil }
            index += 6
        }
        return index
    }
}

extension BoxOfficeFailure {
    // Every failure of a GET (RedactingHTTPGet, above) and of decoding its body passes here: no key,
    // KOBIS's or Kakao's, reaches the screen.
    func redacting(_ secret: String?) -> BoxOfficeFailure {
        let redactor = KeyRedactor(parameter: KOBISEndpoint.keyParameter)
        switch self {
        case .apiFault(let code, let message):
            return .apiFault(
                code: redactor.redact(code, secret: secret), message: redactor.redact(message, secret: secret)
            )
        case .unreachable(let reason, let service):
            return .unreachable(reason.mappingTexts { redactor.redact($0, secret: secret) }, service: service)
        case .undecodableResponse(let reason, let service):
            return .undecodableResponse(
                reason.mappingTexts { redactor.redact($0, secret: secret) }, service: service)
        default:
            return self
        }
    }
}

/// The last guard before a message leaves the program: the environment's keys are hidden even when
/// one was put in another variable by mistake (`KOBIS_BASE_URL=<the key>`) and is echoed back.
public struct APIKeyRedactor: Sendable {
    public static let secretVariables = [
        KOBISConfiguration.apiKeyVariable, KakaoConfiguration.apiKeyVariable,
    ]

    /// The secret values, longest first (so a key containing another is hidden whole).
    public let secrets: [String]

    /// Read as the configurations read them: blank is unset, surrounding white space no part of a key.
    public init(environment: [String: String]) {
        let reader = EnvironmentReader(environment)
        self.init(secrets: Self.secretVariables.compactMap(reader.value(of:)))
    }

    /// Hides the given values; empty ones are ignored.
    public init(secrets: [String]) {
        self.secrets = Set(secrets.filter { !$0.isEmpty }).sorted {
            $0.count != $1.count ? $0.count > $1.count : $0 < $1
        }
    }

    /// Every secret (and the start of one cut by `…`) and every `key=` value replaced by `***`.
    public func redact(_ text: String) -> String {
        let redactor = KeyRedactor(parameter: KOBISEndpoint.keyParameter)
        return secrets.reduce(redactor.redact(text)) { cleaned, secret in
            redactor.redact(cleaned, secret: secret)
        }
    }
}
