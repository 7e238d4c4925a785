import BoxOfficeTestSupport
import Foundation

/// Breaks a JSON fixture the ways a server, a proxy or a disk might: cut short, bytes
/// flipped, invalid UTF-8, a key dropped, a value swapped for a hostile one (huge or
/// negative numbers, text, null, arrays), control characters and escape sequences put
/// into texts, either escaped as JSON must (`\u001b`) or raw (which JSON forbids).
struct FixtureMutator {
    /// A JSON value whose numbers keep their text, so huge ones survive a round trip.
    indirect enum Value {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case raw(String)
    }

    /// Values a field may be swapped for.
    static let hostileValues: [Value] = [
        .string("9999999999999999999"), .string("-9223372036854775808"), .string("9223372036854775807"),
        .string("-1"), .string("-0"), .string("1e309"), .string("1e300"), .string("-1e300"), .string("NaN"),
        .string("inf"), .string("0x1F"), .string("abc"), .string(""), .string(" "), .string("１２"),
        .string("2024-02-30"), .string("99999999"), .string("NEW\u{1B}[31m"), .string("\u{0}"),
        .raw("9999999999999999999"), .raw("-1"), .raw("1e309"), .raw("0.5"), .raw("null"), .raw("true"),
        .raw("[]"), .raw("{}"), .raw("[\"a\"]"),
    ]

    var generator: SeededGenerator

    /// `fixture` with one to three mutations.
    mutating func mutate(_ fixture: Data) -> Data {
        var data = fixture
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            data = mutateOnce(data)
        }
        return data
    }

    private mutating func mutateOnce(_ data: Data) -> Data {
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return truncated(data)
        case 1: return flipped(data)
        case 2: return withInvalidUTF8(data)
        case 3: return withRawControls(data)
        default:
            guard var value = Self.parse(data) else { return flipped(data) }
            mutateTree(&value)
            return Data(Self.serialize(value).utf8)
        }
    }

    // MARK: - Bytes

    private mutating func truncated(_ data: Data) -> Data {
        data.prefix(Int.random(in: 0...max(0, data.count - 1), using: &generator))
    }

    private mutating func flipped(_ data: Data) -> Data {
        guard !data.isEmpty else { return data }
        var bytes = [UInt8](data)
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let index = Int.random(in: 0..<bytes.count, using: &generator)
            bytes[index] ^= UInt8.random(in: 1...255, using: &generator)
        }
        return Data(bytes)
    }

    private mutating func withInvalidUTF8(_ data: Data) -> Data {
        let garbage: [[UInt8]] = [
            [0xFF], [0xC0, 0x80], [0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF8, 0x88],
        ]
        return inserted(garbage.randomElement(using: &generator) ?? [0xFF], into: data)
    }

    private mutating func withRawControls(_ data: Data) -> Data {
        let controls: [[UInt8]] = [
            [0x00], [0x1B, 0x5B, 0x33, 0x31, 0x6D], [0x07], [0x0A], [0x7F], [0xC2, 0x9B],
        ]
        return inserted(controls.randomElement(using: &generator) ?? [0x1B], into: data)
    }

    private mutating func inserted(_ bytes: [UInt8], into data: Data) -> Data {
        var result = [UInt8](data)
        result.insert(contentsOf: bytes, at: Int.random(in: 0...result.count, using: &generator))
        return Data(result)
    }

    // MARK: - The tree

    private mutating func mutateTree(_ value: inout Value) {
        switch value {
        case .object(var members):
            guard !members.isEmpty else {
                value = .object([("x", Self.hostileValues.randomElement(using: &generator) ?? .raw("null"))])
                return
            }
            let index = Int.random(in: 0..<members.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: members.remove(at: index)
            case 1: members[index].1 = Self.hostileValues.randomElement(using: &generator) ?? .raw("null")
            default: mutateTree(&members[index].1)
            }
            value = .object(members)
        case .array(var elements):
            guard !elements.isEmpty else { return }
            let index = Int.random(in: 0..<elements.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: elements.remove(at: index)
            case 1: elements.append(elements[index])
            default: mutateTree(&elements[index])
            }
            value = .array(elements)
        case .string(let text):
            value =
                generator.oneIn(2)
                ? .string(text + HostileText.random(using: &generator, maxPieces: 4))
                : Self.hostileValues.randomElement(using: &generator) ?? .raw("null")
        case .raw:
            value = Self.hostileValues.randomElement(using: &generator) ?? .raw("null")
        }
    }

    /// The value in `data`, or `nil` when it is not JSON.
    static func parse(_ data: Data) -> Value? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else {
            return nil
        }
        return value(of: object)
    }

    private static func value(of object: Any) -> Value {
        if let dictionary = object as? [String: Any] {
            return .object(dictionary.keys.sorted().map { ($0, value(of: dictionary[$0] ?? NSNull())) })
        }
        if let array = object as? [Any] { return .array(array.map(value(of:))) }
        if let text = object as? String { return .string(text) }
        if let number = object as? NSNumber { return .raw(number.stringValue) }
        return .raw("null")
    }

    /// `value` as JSON text; control characters in texts escaped as JSON requires.
    static func serialize(_ value: Value) -> String {
        switch value {
        case .object(let members):
            "{" + members.map { quoted($0.0) + ":" + serialize($0.1) }.joined(separator: ",") + "}"
        case .array(let elements): "[" + elements.map(serialize).joined(separator: ",") + "]"
        case .string(let text): quoted(text)
        case .raw(let text): text
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
