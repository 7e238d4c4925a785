import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// Poster images fetched from a loopback server: their failures name the image server, not KOBIS.
struct HTTPPosterImageRepositoryTests {
    private func repository(timeout: TimeInterval = 30) -> HTTPPosterImageRepository {
        HTTPPosterImageRepository(
            http: LoopbackGet.hiding(nil), timeout: timeout)
    }

    private func imageURL(on server: LoopbackKakaoServer) -> String {
        server.baseURL.absoluteString + LoopbackKakaoServer.imageSearchPath
    }

    private func failure(fetching url: String, timeout: TimeInterval = 30) async -> BoxOfficeFailure? {
        do throws(BoxOfficeFailure) {
            _ = try await repository(timeout: timeout).imageData(at: url)
            return nil
        } catch {
            return error
        }
    }

    @Test func anImageWithinTheLimitIsItsBytes() async throws {
        let bytes = Data([0x89, 0x50, 0x4E, 0x47])
        try await LoopbackKakaoServer.withRunning(reply: { _ in .body(bytes) }) { server in
            let fetched = try await repository().imageData(at: imageURL(on: server))
            #expect(fetched == bytes)
        }
    }

    @Test func anImageOverTheLimitIsRefusedInTheImageServersName() async throws {
        let tooLarge = Data(count: HTTPPosterImageRepository.maximumBytes + 1)
        try await LoopbackKakaoServer.withRunning(reply: { _ in .body(tooLarge) }) { server in
            let failure = await failure(fetching: imageURL(on: server))
            #expect(failure == .answerExceeded(.size(bytes: 8 * 1_048_576), service: .posterImage))
        }
    }

    @Test func anAddressThatIsNotHTTPIsTheImageServers() async {
        let failure = await failure(fetching: "file:///etc/passwd")
        #expect(failure == .unreachable(.notHTTPAddress, service: .posterImage))
    }

    @Test func anErrorStatusNamesTheImageServer() async throws {
        try await LoopbackKakaoServer.withRunning(reply: { _ in .status(404, body: Data()) }) { server in
            let failure = await failure(fetching: imageURL(on: server))
            #expect(failure == .httpStatus(404, service: .posterImage))
        }
    }

    @Test func aRefusedConnectionNamesTheImageServer() async throws {
        let url = try await LoopbackKOBISServer.refusedConnectionURL()
        let failure = await failure(fetching: url.absoluteString + "/poster.jpg")
        guard case .unreachable(.refused(let server?), service: .posterImage) = failure else {
            Issue.record("expected the image server refusing, got \(String(describing: failure))")
            return
        }
        #expect(server.hasPrefix("127.0.0.1:"))
    }

    @Test func noAnswerInTimeNamesTheImageServer() async throws {
        let slow = LoopbackReply.delayed(.seconds(3), .body(Data([1])))
        try await LoopbackKakaoServer.withRunning(reply: { _ in slow }) { server in
            let failure = await failure(fetching: imageURL(on: server), timeout: 0.5)
            #expect(failure == .timedOut(seconds: 0.5, service: .posterImage))
        }
    }
}
