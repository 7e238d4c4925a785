// Where a message's top-level members lie in its bytes: enough to read and put back a request's id exactly as sent.

import Foundation

/// The byte ranges of a JSON object's top-level member values, found in one pass that skips nested
/// values with a depth count (no recursion, so 100,000-deep nesting costs nothing more), each byte
/// looked at once. Input that is not an object, or not JSON, gives `nil`, never a crash.
enum MessageFields {
    /// The ranges of the values of the members named in `names`, in `data`; a name given twice has an empty
    /// range, as which of its values a reader takes is that reader's choice.
    static func values(of names: Set<String>, in data: Data) -> [String: Range<Int>]? {
        data.withUnsafeBytes { bytes in
            var cursor = Cursor(bytes: bytes)
            return cursor.members(named: names)
        }
    }

    /// The ranges of the values the array `data` holds at its top level (a batch's messages); `nil` when it
    /// is no array.
    static func elements(in data: Data) -> [Range<Int>]? {
        data.withUnsafeBytes { bytes in
            var cursor = Cursor(bytes: bytes)
            return cursor.elements()
        }
    }

    /// What an id is: JSON-RPC allows a string or a number; anything else is no id to answer under.
    enum IDKind {
        case string, number, invalid
    }

    /// A string or a number only when it is one as JSON writes it: `1abc` or `"\\x"` is invalid.
    static func kind(ofValueAt range: Range<Int>, in data: Data) -> IDKind {
        guard !range.isEmpty, range.upperBound <= data.count else { return .invalid }
        let value = data[data.startIndex + range.lowerBound..<data.startIndex + range.upperBound]
        if value.first == UInt8(ascii: "\"") { return JSONScalar.isString(value) ? .string : .invalid }
        return JSONScalar.isNumber(value) ? .number : .invalid
    }

    /// `data` with the bytes at `range` replaced by `replacement`.
    static func replacing(_ range: Range<Int>, in data: Data, with replacement: Data) -> Data {
        var result = Data(capacity: data.count - range.count + replacement.count)
        result.append(data[data.startIndex..<data.startIndex + range.lowerBound])
        result.append(replacement)
        result.append(data[(data.startIndex + range.upperBound)...])
        return result
    }

    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var at = 0

        mutating func members(named names: Set<String>) -> [String: Range<Int>]? {
            skipByteOrderMark()
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var found: [String: Range<Int>] = [:]
            skipSpace()
            if take(UInt8(ascii: "}")) { return atEnd ? found : nil }
            while true {
                skipSpace()
                let keyStart = at
                guard peek == UInt8(ascii: "\""), skipString() else { return nil }
                let key = Self.name(UnsafeRawBufferPointer(rebasing: bytes[keyStart..<at]))
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                let valueStart = at
                guard skipValue() else { return nil }
                if let key, names.contains(key) { found[key] = found[key] == nil ? valueStart..<at : at..<at }
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                return take(UInt8(ascii: "}")) && atEnd ? found : nil
            }
        }

        mutating func elements() -> [Range<Int>]? {
            skipByteOrderMark()
            skipSpace()
            guard take(UInt8(ascii: "[")) else { return nil }
            skipSpace()
            if take(UInt8(ascii: "]")) { return atEnd ? [] : nil }
            var found: [Range<Int>] = []
            while true {
                skipSpace()
                let start = at
                guard skipValue() else { return nil }
                found.append(start..<at)
                skipSpace()
                if take(UInt8(ascii: ",")) { continue }
                return take(UInt8(ascii: "]")) && atEnd ? found : nil
            }
        }

        // A message after a UTF-8 byte order mark is read, so its ids are found past one too.
        private mutating func skipByteOrderMark() {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { at = 3 }
        }

        private var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

        /// Whether only white space is left: anything after the value makes the line no JSON, so none of it is run.
        private var atEnd: Bool {
            mutating get {
                skipSpace()
                return at == bytes.count
            }
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            at += 1
            return true
        }

        private mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { at += 1 }
        }

        /// Past the string that starts here, escapes included; false when it never ends.
        private mutating func skipString() -> Bool {
            at += 1
            while let byte = peek {
                at += byte == UInt8(ascii: "\\") ? 2 : 1
                if byte == UInt8(ascii: "\"") { return true }
            }
            return false
        }

        /// Past the value that starts here: a string, an object or array whole, or a number or literal.
        private mutating func skipValue() -> Bool {
            guard let first = peek else { return false }
            if first == UInt8(ascii: "\"") { return skipString() }
            guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
                let start = at
                while let byte = peek, !Self.ends(byte) { at += 1 }
                return at > start
            }
            var depth = 0
            while let byte = peek {
                if byte == UInt8(ascii: "\"") {
                    guard skipString() else { return false }
                    continue
                }
                at += 1
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") { depth -= 1 }
                if depth == 0 { return true }
            }
            return false
        }

        private static func ends(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
                || byte == 0x20
                || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        /// A key as text: most are plain, and one written with escapes (`"\u0069d"`) is decoded.
        private static func name(_ quoted: UnsafeRawBufferPointer) -> String? {
            let inner = quoted.dropFirst().dropLast()
            guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
            return (try? JSONSerialization.jsonObject(with: Data(quoted), options: .fragmentsAllowed))
                as? String
        }
    }
}
