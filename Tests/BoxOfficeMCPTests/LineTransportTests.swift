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

    /// Writes all of `data` to `descriptor`.
    static func write(_ data: Data, to descriptor: Int32) throws {
        let written = data.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        try #require(written == data.count)
    }

    static func pings(_ ids: Range<Int>) -> Data {
        Data(ids.map { #"{"jsonrpc":"2.0","id":\#($0),"method":"ping"}"# + "\n" }.joined().utf8)
    }

    /// Whether `descriptor` has nothing left to read: looked at until so, for a minute at most.
    static func drained(_ descriptor: Int32) -> Bool {
        for _ in 0..<60_000 {
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&watched, 1, 0) == 0 { return true }
            usleep(1_000)
        }
        return false
    }

    /// Whether `transport` has found its client gone: looked at until so, for a minute at most.
    static func noticed(_ transport: LineTransport) -> Bool {
        for _ in 0..<60_000 {
            if transport.failed { return true }
            usleep(1_000)
        }
        return false
    }

    /// A message taken makes room for one more, as the server takes them (`next(isolation:)`) or as any
    /// other caller does (`next()`): however many were taken before, no more than ``LineTransport/mostQueued``
    /// wait for the server.
    @Test(arguments: [true, false])
    func eachMessageTakenMakesRoomForOneMore(isolated: Bool) async throws {
        let (requests, answers) = (try Self.pipe(), try Self.pipe())
        defer { for end in [requests.read, requests.write, answers.write] { close(end) } }
        let transport = Self.transport(reading: requests.read, writing: answers.write)
        var messages = await transport.receive().makeAsyncIterator()
        let most = LineTransport.mostQueued
        // Given as many messages as may wait, each taken
        try Self.write(Self.pings(0..<most), to: requests.write)
        for _ in 0..<most {
            _ = try await isolated ? messages.next(isolation: nil) : messages.next()
        }
        // When four times as many are sent at once (less than a pipe writes whole) and read off the pipe,
        try Self.write(Self.pings(most..<5 * most), to: requests.write)
        try #require(Self.drained(requests.read))
        // and the client then goes, which the reader finds out waiting for room (before anything more
        // is taken, which would make room for more)
        close(answers.read)
        try #require(Self.noticed(transport))
        // Then as many as may wait were handed on, no more
        var waiting = 0
        do {
            while try await messages.next() != nil { waiting += 1 }
        } catch is ClientGone {}
        #expect(waiting == most)
    }
}
