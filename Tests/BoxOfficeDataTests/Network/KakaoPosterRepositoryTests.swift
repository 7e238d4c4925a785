import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

/// Posters from a loopback Kakao image search.
struct KakaoPosterRepositoryTests {
    static let key = "kakao-0123456789abcdef"

    private func repository(_ server: LoopbackKakaoServer, key: String? = Self.key) -> KakaoPosterRepository {
        repository(baseURL: server.baseURL, key: key)
    }

    private func repository(baseURL: URL, key: String? = Self.key, timeout: TimeInterval = 30)
        -> KakaoPosterRepository
    {
        KakaoPosterRepository(
            configuration: KakaoConfiguration(apiKey: key, baseURL: baseURL, requestTimeout: timeout),
            http: LoopbackGet.hiding(key))
    }

    /// The failure of an unavailable lookup, after checking it is Kakao's and hides the key.
    private func unavailableReason(_ lookup: PosterLookup, sourceLocation: SourceLocation = #_sourceLocation)
        -> BoxOfficeFailure?
    {
        guard case .unavailable(.failed(let failure)) = lookup else {
            Issue.record("expected unavailable, got \(lookup)", sourceLocation: sourceLocation)
            return nil
        }
        let service: RemoteService? =
            switch failure {
            case .httpStatus(_, let service), .timedOut(_, let service), .unreachable(_, let service),
                .undecodableResponse(_, let service):
                service
            default: nil
            }
        #expect(service == .kakao, "\(failure)", sourceLocation: sourceLocation)
        #expect(!String(describing: failure).contains(Self.key), sourceLocation: sourceLocation)
        return failure
    }

    @Test func theFirstImageIsThePosterAndTheKeyGoesInTheHeader() async throws {
        try await LoopbackKakaoServer.withRunning(reply: { _ in
            LoopbackBodies.kakaoImages(["https://img.example/1.jpg", "https://img.example/2.jpg"])
        }) { server in
            let lookup = await repository(server).poster(for: "20199882", title: "경관의 피")
            #expect(
                lookup
                    == .found(
                        Poster(
                            imageURL: "https://img.example/1.jpg",
                            thumbnailURL: "https://search.example/thumb", width: 510,
                            height: 727)))
            let request = try #require(await server.requests.first)
            #expect(request.authorization == "KakaoAK \(Self.key)")
            #expect(request.query("query") == "경관의 피 영화 포스터")
            #expect(request.key == nil)
        }
    }

    @Test func noDocumentsFallsBackToTheShorterQuery() async throws {
        try await LoopbackKakaoServer.withRunning(reply: { request in
            request.query("query") == "램 포스터"
                ? LoopbackBodies.kakaoImages(["https://img.example/lamb.jpg"])
                : LoopbackBodies.kakaoImages([])
        }) { server in
            let lookup = await repository(server).poster(for: "20218390", title: "램")
            #expect(lookup.poster?.imageURL == "https://img.example/lamb.jpg")
            #expect(await server.requests.map { $0.query("query") } == ["램 영화 포스터", "램 포스터"])
        }
    }

    @Test func noDocumentsAtAllIsNotFound() async throws {
        try await LoopbackKakaoServer.withRunning(reply: { _ in LoopbackBodies.kakaoImages([]) }) { server in
            #expect(await repository(server).poster(for: "1", title: "없는 영화") == .notFound)
        }
    }

    @Test(arguments: [
        (401, "AccessDeniedError", "wrong appKey(\(key)) format"),
        (400, "MissingParameter", "query parameter required"),
    ])
    func refusalsBecomeAReasonWithoutTheKey(status: Int, type: String, message: String) async throws {
        try await LoopbackKakaoServer.withRunning(reply: { _ in
            LoopbackBodies.kakaoError(status: status, type: type, message: message)
        }) { server in
            let lookup = await repository(server).poster(for: "1", title: "영화")
            guard case .unavailable(.failed(let failure)) = lookup else {
                Issue.record("expected unavailable, got \(lookup)")
                return
            }
            #expect(failure == .httpStatus(status, service: .kakao))
            #expect(!String(describing: failure).contains(Self.key))
        }
    }

    @Test func noAnswerInTimeIsKakaosTimeout() async throws {
        let slow = LoopbackReply.delayed(.seconds(3), LoopbackBodies.kakaoImages([]))
        try await LoopbackKakaoServer.withRunning(reply: { _ in slow }) { server in
            let lookup = await repository(baseURL: server.baseURL, timeout: 0.5).poster(for: "1", title: "영화")
            #expect(unavailableReason(lookup) == .timedOut(seconds: 0.5, service: .kakao))
        }
    }

    @Test func aRefusedConnectionIsKakaoUnreachable() async throws {
        let url = try await LoopbackKOBISServer.refusedConnectionURL()
        let lookup = await repository(baseURL: url).poster(for: "1", title: "영화")
        let failure = try #require(unavailableReason(lookup))
        guard case .unreachable(.refused(let server), .kakao) = failure else {
            Issue.record("not refused: \(failure)")
            return
        }
        #expect(server?.hasPrefix("127.0.0.1:") == true)
    }

    @Test(arguments: [500, 429, 401])
    func anErrorStatusIsKakaos(status: Int) async throws {
        try await LoopbackKakaoServer.withRunning(reply: { _ in
            LoopbackBodies.kakaoError(status: status, type: "Error", message: "wrong appKey(\(Self.key))")
        }) { server in
            // A 429 is tried three times: a timeout long enough for them on a busy machine.
            let repository = repository(baseURL: server.baseURL, timeout: 30)
            #expect(
                unavailableReason(await repository.poster(for: "1", title: "영화"))
                    == .httpStatus(status, service: .kakao))
            #expect(await server.requestCount == (status == 429 ? 3 : 1))
        }
    }

    @Test func aBodyThatEchoesTheKeyIsUnreadableWithoutTheKey() async throws {
        try await LoopbackKakaoServer.withRunning(reply: { _ in .text(Self.key) }) { server in
            let lookup = await repository(server).poster(for: "1", title: "영화")
            let failure = try #require(unavailableReason(lookup))
            guard case .undecodableResponse(let reason, .kakao) = failure else {
                Issue.record("not unreadable: \(failure)")
                return
            }
            #expect(String(describing: reason).contains("***"))
        }
    }

    @Test func withoutAKeyNothingIsAsked() async throws {
        try await LoopbackKakaoServer.withRunning(reply: { _ in LoopbackBodies.kakaoImages([]) }) { server in
            #expect(await repository(server, key: nil).poster(for: "1", title: "영화") == .notConfigured)
            #expect(await server.requestCount == 0)
        }
    }
}
