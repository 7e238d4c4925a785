import Hummingbird
import HummingbirdTesting
import Testing

@testable import BoxOfficeWeb

@Suite("GET and HEAD only")
struct GetOnlyMiddlewareTests {
    @Test("a POST is refused 405 with Allow, a GET passes")
    func refusesOtherMethods() async throws {
        let router = Router()
        router.add(middleware: GetOnlyMiddleware())
        router.get("/") { _, _ in "fine" }
        try await Application(router: router).test(.router) { client in
            try await client.execute(uri: "/", method: .post) { response in
                #expect(response.status == .methodNotAllowed)
                #expect(response.headers[.allow] == "GET, HEAD")
            }
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
            }
        }
    }
}
