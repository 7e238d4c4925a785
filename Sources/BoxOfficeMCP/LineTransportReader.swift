// The thread that reads `boxoffice mcp`'s input: it cuts it into messages, hands them on while there is room,
// and watches for a client that went away.

import Foundation

/// Reads the client's messages until its input ends, stopping while the server's backlog is full; the
/// requests read are answered before the conversation ends, unless the client has gone.
struct Reader: Sendable {
    let input: BlockingDescriptor
    let output: BlockingDescriptor
    let refusals: Refusals
    let ids: RequestIDs
    let backlog: Backlog
    let messages: AsyncThrowingStream<Data, any Error>.Continuation

    func run() {
        var splitter = LineSplitter(limit: LineTransport.longestMessage)
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while let count = input.read(into: &buffer, watching: output), count > 0 {
            for piece in splitter.feed(buffer[..<count]) {
                guard waitForRoom(), handle(piece) else { return backlog.close(messages) }
            }
        }
        if input.failed || output.failed { return backlog.close(messages) }
        if let last = splitter.finish() {
            guard waitForRoom(), handle(last) else { return backlog.close(messages) }
        }
        _ = ids.inputEnded()
        // The requests read are answered first, then the conversation ends; sooner if the client has gone.
        while !backlog.closed, ids.unansweredCount > 0, !clientGone() { backlog.waitForRoom() }
        backlog.close(messages)
    }

    /// Whether the piece was handed on or answered; false when the answer could not be written.
    private func handle(_ piece: LineSplitter.Piece) -> Bool {
        switch piece {
        case .line(let message):
            // The SDK answers a batch whole, its answers held until the last: a line of 20,000 requests would
            // cost gigabytes and minutes, so a batch holds no more than the requests let wait at once.
            if let count = MessageFields.elementCount(in: message), count > LineTransport.mostUnanswered {
                return output.write(refusals.batchTooLarge + LineTransport.newline)
            }
            switch ids.read(message) {
            case .pass(let data):
                backlog.handedOn()
                messages.yield(data)
                return true
            case .refuse(let code, let id):
                return output.write(refusals.refusal(code: code, id: id) + LineTransport.newline)
            }
        case .tooLong:
            return output.write(refusals.tooLong + LineTransport.newline)
        }
    }

    /// Waits while the backlog is full; false when the conversation ended or the client went away meanwhile.
    private func waitForRoom() -> Bool {
        while ids.unansweredCount >= LineTransport.mostUnanswered
            || backlog.queuedCount >= LineTransport.mostQueued
        {
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
