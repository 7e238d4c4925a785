// What AsyncHTTPClient and NIO throw, sorted by kind and said as a failure the user can act on.

import AsyncHTTPClient
import BoxOfficeDomain
import Foundation
import NIOCore
import NIOHTTP1
import Testing

@testable import BoxOfficeData

#if canImport(Glibc)
    import Glibc
#endif

/// Sorting what the client throws, and wording none of it: a failure names the server, never the
/// query (the key), nor the error's own text.
struct TransportErrorMapperTests {
    private let mapper = TransportErrorMapper(timeout: 2.5, service: .kobis)
    private let url = URL(string: "http://kobis.example:8080/rest/x.json?key=SECRET&targetDt=20220105")

    private func failure(for error: any Error, receivedBytes: Int? = nil) throws -> BoxOfficeFailure {
        mapper.failure(
            for: ReadFailure(error, receivedBytes: receivedBytes), url: try #require(url), maximumBytes: 1_000
        )
    }

    @Test(arguments: [
        (
            IOError(errnoCode: ECONNREFUSED, reason: "connect") as any Error & Sendable,
            NetworkProblem.refused(server: "kobis.example:8080")
        ),
        (IOError(errnoCode: ECONNRESET, reason: "read"), .connectionLost(server: "kobis.example:8080")),
        (
            IOError(errnoCode: EHOSTUNREACH, reason: "connect"),
            .otherError(code: Int(EHOSTUNREACH), server: "kobis.example:8080")
        ),
        (HTTPClientError.invalidURL, .unusableAddress(server: "kobis.example:8080")),
    ])
    func aConnectionProblemIsSortedAndNamesTheServerButNotTheKey(
        error: any Error & Sendable, problem: NetworkProblem
    ) throws {
        let failure = try failure(for: error)
        #expect(failure == .unreachable(problem))
        #expect(!String(describing: failure).contains("SECRET"))
    }

    @Test(arguments: [
        HTTPClientError.remoteConnectionClosed as any Error & Sendable, HTTPParserError.invalidEOFState,
        HTTPParserError.invalidConstant, ChannelError.eof,
    ])
    func aConnectionClosedBeforeTheHeadOrNotHTTPIsABrokenAnswer(error: any Error & Sendable) throws {
        #expect(
            try failure(for: error) == .undecodableResponse(.brokenHTTPAnswer(server: "kobis.example:8080")))
    }

    @Test func aConnectionClosedOrResetMidBodyIsALostConnection() throws {
        for error: any Error in [
            HTTPClientError.remoteConnectionClosed, IOError(errnoCode: ECONNRESET, reason: ""),
        ] {
            #expect(
                try failure(for: error, receivedBytes: 10)
                    == .unreachable(.connectionLost(server: "kobis.example:8080")))
        }
    }

    @Test func aTimeoutBeforeTheHeadSaysHowLongItWaited() throws {
        for error: any Error in [HTTPClientError.deadlineExceeded, .readTimeout, .connectTimeout] {
            #expect(try failure(for: error) == .timedOut(seconds: 2.5))
        }
    }

    @Test func aTimeoutMidBodySaysWhatCame() throws {
        #expect(
            try failure(for: HTTPClientError.readTimeout, receivedBytes: 42)
                == .answerExceeded(.time(seconds: 2.5, receivedBytes: 42)))
    }

    @Test func aCancelledRequestIsCancelled() throws {
        #expect(try failure(for: HTTPClientError.cancelled) == .cancelled)
        #expect(try failure(for: CancellationError()) == .cancelled)
    }

    @Test func anyOtherErrorIsUnreachableWithoutItsText() throws {
        struct Odd: Error, CustomStringConvertible { var description: String { "key=SECRET" } }
        let failure = try failure(for: Odd())
        #expect(failure == .unreachable(.requestFailed(errorType: "Odd")))
        #expect(!String(describing: failure).contains("SECRET"))
    }

    @Test func aURLWithoutAHostNamesNoServer() throws {
        let url = try #require(URL(string: "file:///tmp/x.json?key=SECRET"))
        #expect(
            mapper.failure(for: .refused, url: url, maximumBytes: 1) == .unreachable(.refused(server: nil)))
    }

    @Test func aUserAndPasswordInTheAddressAreNoPartOfTheServerNamed() throws {
        let url = try #require(URL(string: "http://user:secret@kobis.example:8080/rest"))
        #expect(
            mapper.failure(for: .refused, url: url, maximumBytes: 1)
                == .unreachable(.refused(server: "kobis.example:8080")))
    }

    @Test(arguments: [
        ReadFailure.deadlinePassed(receivedBytes: nil), .refused, .hostNotFound, .closedBeforeAnswer,
        .unusableAddress,
    ])
    func everyFailureNamesTheServiceAsked(reason: ReadFailure) throws {
        let url = try #require(URL(string: "https://dapi.example/v2/search/image?query=x"))
        for service in [RemoteService.kakao, .posterImage] {
            let failure = TransportErrorMapper(timeout: 2.5, service: service).failure(
                for: reason, url: url, maximumBytes: 1)
            switch failure {
            case .timedOut(_, let named), .unreachable(_, let named), .undecodableResponse(_, let named):
                #expect(named == service)
            default:
                Issue.record("expected a failure naming \(service), got \(failure)")
            }
        }
    }
}
