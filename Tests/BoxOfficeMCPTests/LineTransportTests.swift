// `boxoffice mcp`'s transport on real pipes: a client that closed its end of the answers has gone, whether its
// input is still open or has ended, and nothing need be written to find it out.

import BoxOfficePresentation
import Foundation
import Testing

@testable import BoxOfficeMCP

@Suite struct LineTransportTests {
    /// A pipe's two ends.
    static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        try #require(Glibc.pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    static func transport(reading requests: Int32, writing answers: Int32) -> LineTransport {
        LineTransport(input: requests, output: answers, words: EnglishWords(kobisKeySet: true))
    }

    @Test func aClientThatClosedItsEndOfTheAnswersFailsTheMessagesThoughItsInputIsOpen() async throws {
        let (requests, answers) = (try Self.pipe(), try Self.pipe())
        defer { for end in [requests.read, requests.write, answers.write] { close(end) } }
        let transport = Self.transport(reading: requests.read, writing: answers.write)
        close(answers.read)

        // Failed, not ended: the server then stops at once instead of answering what it has read.
        await #expect(throws: ClientGone.self) {
            for try await _ in await transport.receive() {}
        }
        #expect(transport.failed)
    }

    @Test func afterItsInputEndedAClientThatClosedItsEndOfTheAnswersIsGoneWithNothingWritten() async throws {
        let (requests, answers) = (try Self.pipe(), try Self.pipe())
        defer { for end in [requests.read, answers.write] { close(end) } }
        let transport = Self.transport(reading: requests.read, writing: answers.write)
        close(requests.write)
        for try await _ in await transport.receive() {}
        close(answers.read)

        // The reader has stopped with the input: only `clientGone` is left to see it, before any answer fails.
        let noticed = await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await transport.clientGone()
                return true
            }
            // Only bounds a failing run: the server watches every tenth of a second.
            group.addTask {
                try? await Task.sleep(for: .seconds(60))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        #expect(noticed, "a client gone after its input ended was not noticed")
        #expect(transport.failed)
    }
}
