import Foundation

/// A gzip body that inflates to far more than it weighs: zero bytes, written by hand in
/// deflate's fixed Huffman codes (one literal zero, then copies of 258 bytes from one back),
/// about 1:160. Sent with `Content-Encoding: gzip`, it tests a limit on the inflated size.
public enum GzipBomb {
    public static func zeros(inflatedBytes: Int) -> Data {
        let copies = max(0, (inflatedBytes - 1 + 257) / 258)
        let size = 1 + copies * 258
        var bits = BitWriter()
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // fixed Huffman codes
        bits.writeCode(0b0011_0000, length: 8)  // the literal 0
        for _ in 0..<copies {
            bits.writeCode(0b1100_0101, length: 8)  // length 258
            bits.writeCode(0, length: 5)  // distance 1
        }
        bits.writeCode(0, length: 7)  // end of block
        var data = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF])
        data.append(contentsOf: bits.bytes)
        data.append(contentsOf: littleEndian(crc32OfZeros(size)))
        data.append(contentsOf: littleEndian(UInt32(truncatingIfNeeded: size)))
        return data
    }

    private struct BitWriter {
        var bytes: [UInt8] = []
        private var used = 8

        /// `count` bits of `value`, least significant first (deflate's header fields).
        mutating func write(_ value: UInt32, count: Int) {
            for index in 0..<count {
                if used == 8 {
                    bytes.append(0)
                    used = 0
                }
                if value >> index & 1 == 1, let last = bytes.indices.last { bytes[last] |= 1 << used }
                used += 1
            }
        }

        mutating func writeCode(_ code: UInt32, length: Int) {
            var reversed: UInt32 = 0
            for index in 0..<length where code >> index & 1 == 1 { reversed |= 1 << (length - 1 - index) }
            write(reversed, count: length)
        }
    }

    private static func crc32OfZeros(_ count: Int) -> UInt32 {
        var table = [UInt32](repeating: 0, count: 256)
        for index in 0..<256 {
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            table[index] = value
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for _ in 0..<count { crc = table[Int(crc & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
