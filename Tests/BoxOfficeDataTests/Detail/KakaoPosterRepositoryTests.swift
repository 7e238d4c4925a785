import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Posters from a loopback Kakao image search.
struct KakaoPosterRepositoryTests {
    static let key = "kakao-0123456789abcdef"

    private func repository(_ server: LoopbackKakaoServer, key: String? = Self.key) -> KakaoPosterRepository {
        KakaoPosterRepository(
            configuration: KakaoConfiguration(apiKey: key, baseURL: server.baseURL, requestTimeout: 5),
            session: URLSession(configuration: .ephemeral))
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
        (401, "AccessDeniedError", "wrong appKey(\(key)) format", "HTTP 401"),
        (400, "MissingParameter", "query parameter required", "HTTP 400"),
    ])
    func refusalsBecomeAReasonWithoutTheKey(status: Int, type: String, message: String, expected: String)
        async throws
    {
        try await LoopbackKakaoServer.withRunning(reply: { _ in
            LoopbackBodies.kakaoError(status: status, type: type, message: message)
        }) { server in
            let lookup = await repository(server).poster(for: "1", title: "영화")
            guard case .unavailable(let reason) = lookup else {
                Issue.record("expected unavailable, got \(lookup)")
                return
            }
            #expect(reason.contains(expected))
            #expect(!reason.contains(Self.key))
        }
    }

    @Test func withoutAKeyNothingIsAsked() async throws {
        try await LoopbackKakaoServer.withRunning(reply: { _ in LoopbackBodies.kakaoImages([]) }) { server in
            #expect(await repository(server, key: nil).poster(for: "1", title: "영화") == .notConfigured)
            #expect(await server.requestCount == 0)
        }
    }
}
