import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

/// Turning what URLSession throws into a failure the user can act on.
struct TransportErrorMapperTests {
    private let mapper = TransportErrorMapper(timeout: 2.5)
    private let url = URL(string: "http://kobis.example:8080/rest/x.json?key=SECRET&targetDt=20220105")

    private func failure(for error: any Error) throws -> BoxOfficeFailure {
        mapper.failure(for: error, url: try #require(url))
    }

    @Test(arguments: [
        URLError.Code.cannotConnectToHost, .cannotFindHost, .networkConnectionLost, .notConnectedToInternet,
    ])
    func aConnectionProblemIsUnreachableAndNamesTheServerButNotTheKey(code: URLError.Code) throws {
        let failure = try failure(for: URLError(code))
        guard case .unreachable(let reason) = failure else {
            Issue.record("expected unreachable, got \(failure)")
            return
        }
        #expect(!reason.contains("SECRET"))
        #expect(code == .notConnectedToInternet || reason.contains("kobis.example:8080"))
    }

    @Test func aTimeoutSaysHowLongItWaited() throws {
        #expect(try failure(for: URLError(.timedOut)) == .timedOut(seconds: 2.5))
    }

    @Test func aCancelledRequestIsCancelled() throws {
        #expect(try failure(for: URLError(.cancelled)) == .cancelled)
    }

    @Test func aCancelledTaskIsCancelled() throws {
        #expect(try failure(for: CancellationError()) == .cancelled)
    }

    @Test func anNSErrorOfTheURLDomainIsReadByItsCode() throws {
        let error = NSError(domain: NSURLErrorDomain, code: URLError.Code.cannotConnectToHost.rawValue)
        #expect(try failure(for: error) == .unreachable("kobis.example:8080 refused the connection"))
    }

    @Test func anyOtherErrorIsUnreachableWithoutItsText() throws {
        struct Odd: Error, CustomStringConvertible { var description: String { "key=SECRET" } }
        #expect(try failure(for: Odd()) == .unreachable("the request failed (Odd)"))
    }
}
