// A JSON value written as text: UTF-8 bytes appended to one buffer, each string's plain runs copied whole.

import Foundation

extension JSONValue {
    func write(to output: inout [UInt8]) {
        switch self {
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                value.write(to: &output)
            }
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.write(to: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .string(let string):
            Self.writeString(string, to: &output)
        case .int(let number):
            output.append(contentsOf: String(number).utf8)
        case .double(let number):
            output.append(contentsOf: (number.isFinite ? String(number) : "null").utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    /// What must be escaped is: the ASCII controls, `"` and `\\`, the C1 controls (C2 80–9F, which a terminal
    /// obeys as it does ESC) and U+2028/U+2029 (E2 80 A8/A9, line ends to JavaScript); every other byte is
    /// copied as it is, so valid UTF-8 stays valid.
    static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var plainStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var escaped: (value: UInt32, length: Int)?
                if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
                    escaped = (UInt32(byte), 1)
                } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                    escaped = (UInt32(bytes[index + 1]), 2)
                } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                    bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                {
                    escaped = (0x2000 + UInt32(bytes[index + 2]) - 0x80, 3)
                }
                guard let escaped else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainStart..<index]))
                escape(escaped.value, to: &output)
                index += escaped.length
                plainStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plainStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    private static func escape(_ value: UInt32, to output: inout [UInt8]) {
        let short: String? =
            switch value {
            case 0x22: "\\\""
            case 0x5C: "\\\\"
            case 0x0A: "\\n"
            case 0x0D: "\\r"
            case 0x09: "\\t"
            default: nil
            }
        if let short { return output.append(contentsOf: short.utf8) }
        let hex = String(value, radix: 16, uppercase: true)
        output.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}
