// Keys kept out of sight: a `key=` value hidden in any text, a key echoed in a body removed before it is
// decoded, every failure leaving a repository cleaned, and the environment's keys hidden from any message.

import BoxOfficeDomain
import Foundation

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

    // A server that echoes the key in a title must not bring it to the screen or the store.
    static func removing(_ secret: String, from body: Data) -> Data {
        let needle = Data(secret.utf8)
        guard secret.count >= shortestSecret, holds(needle, in: body) else { return body }
        var cleaned = Data()
        var rest = body[...]
        while let range = rest.range(of: needle) {
            cleaned += rest[..<range.lowerBound] + Data("***".utf8)
            rest = rest[range.upperBound...]
        }
        return cleaned + rest
    }

    // A plain scan for the first byte, then a compare: Foundation's `Data.range(of:)` read every 3 KB
    // chart in about 100,000 instructions (callgrind).
    private static func holds(_ needle: Data, in body: Data) -> Bool {
        let needle = Array(needle)
        guard let first = needle.first, body.count >= needle.count else { return false }
        return body.withUnsafeBytes { bytes in
            let lastStart = bytes.count - needle.count
            var start = 0
            while start <= lastStart, let found = bytes[start...lastStart].firstIndex(of: first) {
                if bytes[found..<found + needle.count].elementsEqual(needle) { return true }
                start = found + 1
            }
            return false
        }
    }
}

extension BoxOfficeFailure {
    // Every failure of a GET (RedactingHTTPGet.swift) and of decoding its body passes here: no key,
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
