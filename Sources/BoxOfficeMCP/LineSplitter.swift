// The protocol's input cut into messages, one a line: each byte looked at once, a line past the limit dropped as it comes.

import Foundation

/// Cuts what is read into lines (without their newline, or the CR of a CRLF), in time and memory linear in
/// the input; a line longer than `limit` bytes is not kept but dropped up to its newline, and reported once.
struct LineSplitter {
    enum Piece: Equatable {
        case line(Data)
        case tooLong
    }

    let limit: Int
    private var line = Data()
    private var skipping = false

    init(limit: Int) {
        self.limit = limit
    }

    /// What is left at the end of input: a last line without its newline is a message too.
    mutating func finish() -> Piece? {
        defer {
            line = Data()
            skipping = false
        }
        if skipping { return .tooLong }
        return ended(line)
    }

    /// A whole line: without the CR of a CRLF, past `limit` or not, empty or not.
    private func ended(_ line: Data) -> Piece? {
        let message = line.last == 0x0D ? line.dropLast() : line[...]
        if message.count > limit { return .tooLong }
        return message.isEmpty ? nil : .line(Data(message))
    }

    /// The lines `chunk` ends (an empty one is no message and is left out); the rest waits for the next chunk.
    mutating func feed(_ chunk: some Collection<UInt8>) -> [Piece] {
        var pieces: [Piece] = []
        var rest = chunk[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(of: UInt8(ascii: "\n"))
            let part = rest[..<(end ?? rest.endIndex)]
            // One byte more than the limit may be the CR of a CRLF, which is no part of the message.
            if !skipping, line.count + part.count > limit + 1 {
                skipping = true
                line = Data()
            }
            if !skipping { line.append(contentsOf: part) }
            guard let end else { break }
            if skipping {
                pieces.append(.tooLong)
                skipping = false
            } else if let piece = ended(line) {
                pieces.append(piece)
            }
            line = Data()
            rest = rest[rest.index(after: end)...]
        }
        return pieces
    }
}
