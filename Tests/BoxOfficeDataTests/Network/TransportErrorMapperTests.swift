import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

/// Turning what URLSession throws into a failure the user can act on.
struct TransportErrorMapperTests {
    private let mapper = TransportErrorMapper(timeout: 2.5, service: .kobis)
    private let url = URL(string: "http://kobis.example:8080/rest/x.json?key=SECRET&targetDt=20220105")

    private func failure(for error: any Error) throws -> BoxOfficeFailure {
        mapper.failure(for: error, url: try #require(url))
    }

    @Test(arguments: [
        (URLError.Code.cannotConnectToHost, NetworkProblem.refused(server: "kobis.example:8080")),
        (.cannotFindHost, .hostNotFound(server: "kobis.example:8080")),
        (.dnsLookupFailed, .hostNotFound(server: "kobis.example:8080")),
        (.notConnectedToInternet, .offline),
        (.dataNotAllowed, .offline),
        (.networkConnectionLost, .connectionLost(server: "kobis.example:8080")),
        (.secureConnectionFailed, .insecureConnection(server: "kobis.example:8080")),
        (.serverCertificateUntrusted, .insecureConnection(server: "kobis.example:8080")),
        (.badURL, .unusableAddress(server: "kobis.example:8080")),
        (.httpTooManyRedirects, .tooManyRedirects(server: "kobis.example:8080")),
        (.redirectToNonExistentLocation, .tooManyRedirects(server: "kobis.example:8080")),
        (
            .resourceUnavailable,
            .otherError(code: URLError.Code.resourceUnavailable.rawValue, server: "kobis.example:8080")
        ),
    ])
    func aConnectionProblemIsClassifiedAndNamesTheServerButNotTheKey(
        code: URLError.Code, problem: NetworkProblem
    )
        throws
    {
        let failure = try failure(for: URLError(code))
        #expect(failure == .unreachable(problem))
        #expect(!String(describing: failure).contains("SECRET"))
    }

    @Test(arguments: [URLError.Code.badServerResponse, .cannotParseResponse, .zeroByteResource])
    func aBrokenAnswerIsUndecodableAndNamesTheServer(code: URLError.Code) throws {
        #expect(
            try failure(for: URLError(code))
                == .undecodableResponse(.brokenHTTPAnswer(server: "kobis.example:8080")))
    }

    @Test func anUnsupportedAnswerOnHTTPIsBrokenButOnAnotherSchemeTheAddressIsUnusable() throws {
        // curl says "unsupported protocol" of an answer that is not HTTP (HTTP/0.9)
        #expect(
            try failure(for: URLError(.unsupportedURL))
                == .undecodableResponse(.brokenHTTPAnswer(server: "kobis.example:8080")))
        let file = URL(fileURLWithPath: "/tmp/x.json")
        #expect(
            mapper.failure(for: URLError(.unsupportedURL), url: file)
                == .unreachable(.unusableAddress(server: nil)))
    }

    @Test func aURLWithoutAHostNamesNoServer() throws {
        let url = try #require(URL(string: "file:///tmp/x.json?key=SECRET"))
        let failure = mapper.failure(for: URLError(.cannotConnectToHost), url: url)
        #expect(failure == .unreachable(.refused(server: nil)))
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
        #expect(try failure(for: error) == .unreachable(.refused(server: "kobis.example:8080")))
    }

    @Test func anyOtherErrorIsUnreachableWithoutItsText() throws {
        struct Odd: Error, CustomStringConvertible { var description: String { "key=SECRET" } }
        let failure = try failure(for: Odd())
        #expect(failure == .unreachable(.requestFailed(errorType: "Odd")))
        #expect(!String(describing: failure).contains("SECRET"))
    }

    @Test func anUnusableKOBISAddressIsKOBISs() throws {
        #expect(
            try failure(for: URLError(.badURL))
                == .unreachable(.unusableAddress(server: "kobis.example:8080")))
    }

    @Test(arguments: [
        URLError.Code.timedOut, .cannotConnectToHost, .cannotFindHost, .badServerResponse, .unsupportedURL,
    ])
    func everyFailureNamesTheServiceAsked(code: URLError.Code) throws {
        let url = try #require(URL(string: "https://dapi.example/v2/search/image?query=x"))
        for service in [RemoteService.kakao, .posterImage] {
            let failure = TransportErrorMapper(timeout: 2.5, service: service).failure(
                for: URLError(code), url: url)
            switch failure {
            case .timedOut(_, let named), .unreachable(_, let named), .undecodableResponse(_, let named):
                #expect(named == service)
            default:
                Issue.record("expected a failure naming \(service), got \(failure)")
            }
        }
    }

    @Test func anUnusableKakaoAddressIsKakaos() throws {
        let url = try #require(URL(string: "gopher://dapi.example/v2/search/image"))
        let failure = TransportErrorMapper(timeout: 2.5, service: .kakao).failure(
            for: URLError(.unsupportedURL), url: url)
        #expect(
            failure
                == .unreachable(.unusableAddress(server: "dapi.example"), service: .kakao))
    }

    @Test func anUnusableImageAddressIsTheImageServers() throws {
        let url = try #require(URL(string: "gopher://img.example/poster.jpg"))
        let failure = TransportErrorMapper(timeout: 2.5, service: .posterImage).failure(
            for: URLError(.unsupportedURL), url: url)
        #expect(
            failure
                == .unreachable(.unusableAddress(server: "img.example"), service: .posterImage))
    }
}
