// RedactingHTTPGet over a double of the GET: the text it leaves in a failure and a body, exactly. The
// loopback tests (KOBISRepositoryKeySecrecyTests, KakaoPosterRepositoryTests) drive it through a server.

import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeData

struct RedactingHTTPGetTests {
    static let secret = "0123456789abcdef0123456789abcdef"
    static let address = "GET http://user:pw@h:8080/x?key=\(secret)&targetDt=1 failed"

    /// What a GET over `reply`, hiding `secret`, ended with, and how many tries it made.
    private func outcome(of reply: ScriptedGet.Reply, hiding secret: String? = Self.secret) async throws
        -> (result: Result<Data, HTTPGetFailure>, tries: Int)
    {
        let scripted = ScriptedGet([reply])
        let request = try HTTPGetRequest.scripted()
        let result: Result<Data, HTTPGetFailure>
        do throws(HTTPGetFailure) {
            result = .success(try await RedactingHTTPGet(scripted, hiding: secret).get(request))
        } catch {
            result = .failure(error)
        }
        return (result, scripted.tries.count)
    }

    @Test(arguments: [
        (
            BoxOfficeFailure.unreachable(.text(address)),
            BoxOfficeFailure.unreachable(.text("GET http://***@h:8080/x?key=***&targetDt=1 failed"))
        ),
        (
            .apiFault(code: "399999", message: "\(secret) is no key we know"),
            .apiFault(code: "399999", message: "*** is no key we know")
        ),
        (
            .undecodableResponse(.notJSON(startingWith: "token \(secret.prefix(13))…"), service: .kakao),
            .undecodableResponse(.notJSON(startingWith: "token ***…"), service: .kakao)
        ),
        (.httpStatus(503), .httpStatus(503)),
    ])
    func aFailureLeavesWithoutTheKeyOrAnAddressesUserPart(
        thrown: BoxOfficeFailure, said: BoxOfficeFailure
    ) async throws {
        let (result, tries) = try await outcome(of: .unsent(thrown))
        #expect(result.failure?.failure == said)
        #expect(tries == 1)
    }

    @Test func withoutASecretAKeyValueAndAUserPartAreHiddenStill() async throws {
        let thrown = BoxOfficeFailure.unreachable(.text("http://me:pw@h/p.png?key=abc"), service: .kakao)
        let (result, _) = try await outcome(of: .unsent(thrown), hiding: nil)
        #expect(result.failure?.failure == .unreachable(.text("http://***@h/p.png?key=***"), service: .kakao))
    }

    @Test func whatItThrowsCarriesNothingOfTheAnswer() async throws {
        let (result, tries) = try await outcome(of: .status(500))
        #expect(result.failure?.failure == .httpStatus(500))
        #expect(result.failure?.outcome == nil)
        #expect(tries == 1)
    }

    @Test func aBodyThatEchoesTheKeyLosesIt() async throws {
        let body = Data(#"{"movieNm":"\#(Self.secret)","key":"\#(Self.secret)"}"#.utf8)
        let (result, _) = try await outcome(of: .body(body))
        #expect(try result.get() == Data(#"{"movieNm":"***","key":"***"}"#.utf8))
    }

    @Test func aBodyIsLeftAsItCameWithoutASecretInIt() async throws {
        let body = Data(#"{"movieNm":"경관의 피"}"#.utf8)
        #expect(try await outcome(of: .body(body)).result.get() == body)
        #expect(try await outcome(of: .body(body), hiding: nil).result.get() == body)
    }

    @Test func aSecretAsLongAsTheShortestKeyIsCutFromABodyAndOneShorterIsNot() async throws {
        let shortest = String(Self.secret.prefix(KeyRedactor.shortestSecret))
        let shorter = String(shortest.dropLast())
        let body = Data(#"{"movieNm":"\#(shortest)"}"#.utf8)
        let cut = try await outcome(of: .body(body), hiding: shortest).result.get()
        #expect(cut == Data(#"{"movieNm":"***"}"#.utf8))
        let shorterBody = Data(#"{"movieNm":"\#(shorter)"}"#.utf8)
        #expect(try await outcome(of: .body(shorterBody), hiding: shorter).result.get() == shorterBody)
    }
}
