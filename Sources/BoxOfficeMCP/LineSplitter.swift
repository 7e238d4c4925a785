// The protocol's input cut into messages, one a line: each byte looked at once, a line past the limit dropped as it comes.

import Foundation

/// Cuts what is read into lines (without their newline), in time and memory linear in the input;
/// a line longer than `limit` bytes is not kept but dropped up to its newline, and reported once.
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
        return line.isEmpty ? nil : .line(line)
    }

    /// The lines `chunk` ends (an empty one is no message and is left out); the rest waits for the next chunk.
    mutating func feed(_ chunk: some Collection<UInt8>) -> [Piece] {
        var pieces: [Piece] = []
        var rest = chunk[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(of: UInt8(ascii: "\n"))
            let part = rest[..<(end ?? rest.endIndex)]
            if !skipping, line.count + part.count > limit {
                skipping = true
                line = Data()
            }
            if !skipping { line.append(contentsOf: part) }
            guard let end else { break }
            if skipping {
                pieces.append(.tooLong)
                skipping = false
            } else if !line.isEmpty {
                pieces.append(.line(line))
            }
            line = Data()
            rest = rest[rest.index(after: end)...]
        }
        return pieces
    }
}
