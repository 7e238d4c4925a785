// Whether the bytes of an id are a JSON string or number as RFC 8259 writes them, so only such an id is
// ever copied into an answer.

import Foundation

enum JSONScalar {
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, of any size.
    static func isNumber(_ bytes: Data) -> Bool {
        var rest = bytes[...]
        _ = rest.take(UInt8(ascii: "-"))
        if !rest.take(UInt8(ascii: "0")) {
            guard let first = rest.first, (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(first) else {
                return false
            }
            rest.skipDigits()
        }
        if rest.take(UInt8(ascii: ".")), rest.skipDigits() == 0 { return false }
        if rest.take(UInt8(ascii: "e")) || rest.take(UInt8(ascii: "E")) {
            _ = rest.take(UInt8(ascii: "+")) || rest.take(UInt8(ascii: "-"))
            if rest.skipDigits() == 0 { return false }
        }
        return rest.isEmpty
    }

    /// Quoted, UTF-8, no control character, and only JSON's escapes (`\uXXXX` with four hex digits).
    static func isString(_ bytes: Data) -> Bool {
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\""),
            String(validating: bytes, as: UTF8.self) != nil
        else { return false }
        var rest = bytes.dropFirst().dropLast()
        while let byte = rest.popFirst() {
            if byte < 0x20 || byte == UInt8(ascii: "\"") { return false }
            guard byte == UInt8(ascii: "\\") else { continue }
            guard let escaped = rest.popFirst() else { return false }
            if escaped == UInt8(ascii: "u") {
                guard rest.count >= 4, rest.prefix(4).allSatisfy(\.isHexDigit) else { return false }
                rest = rest.dropFirst(4)
            } else if !Data(#""\/bfnrt"#.utf8).contains(escaped) {
                return false
            }
        }
        return true
    }
}

extension Data.SubSequence {
    fileprivate mutating func take(_ byte: UInt8) -> Bool {
        guard first == byte else { return false }
        removeFirst()
        return true
    }

    @discardableResult
    fileprivate mutating func skipDigits() -> Int {
        let digits = prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        removeFirst(digits)
        return digits
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
