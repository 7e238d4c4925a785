// The thread that reads `boxoffice mcp`'s input: it cuts it into messages, hands them on while there is room,
// and watches for a client that went away.

import Foundation

/// Reads the client's messages until its input ends, stopping while the server has not taken
/// ``LineTransport/mostQueued`` of them.
struct Reader: Sendable {
    let input: BlockingDescriptor
    let output: BlockingDescriptor
    let tooLong: Data
    let backlog: Backlog
    let messages: AsyncThrowingStream<Data, any Error>.Continuation

    func run() {
        var splitter = LineSplitter(limit: LineTransport.longestMessage)
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while let count = input.read(into: &buffer, watching: output), count > 0 {
            for piece in splitter.feed(buffer[..<count]) {
                guard waitForRoom(), handle(piece) else { return backlog.close(messages, gone: true) }
            }
        }
        if input.failed || output.failed { return backlog.close(messages, gone: true) }
        if let last = splitter.finish() {
            guard waitForRoom(), handle(last) else { return backlog.close(messages, gone: true) }
        }
        backlog.close(messages, gone: false)
    }

    /// Whether the piece was handed on or refused; false when the refusal could not be written.
    private func handle(_ piece: LineSplitter.Piece) -> Bool {
        switch piece {
        case .line(let message):
            backlog.handedOn()
            messages.yield(message)
            return true
        case .tooLong:
            return output.write(tooLong + LineTransport.newline)
        }
    }

    /// Waits while the backlog is full; false when the conversation ended or the client went away meanwhile.
    private func waitForRoom() -> Bool {
        while backlog.queuedCount >= LineTransport.mostQueued {
            if backlog.closed || clientGone() { return false }
            backlog.waitForRoom()
        }
        return !backlog.closed
    }

    /// Whether the client closed its end of the answers: nobody will read them, so nothing more is done.
    private func clientGone() -> Bool {
        guard output.hungUp else { return false }
        output.fail()
        return true
    }
}
