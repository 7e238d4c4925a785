// Another site's page cannot make the server fetch for it: a browser names who made each request
// (`Sec-Fetch-Site`), and only this site, the reader, or a top-level navigation is answered.

import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BoxOfficeWeb

@MainActor
@Suite("Requests another site's page makes are refused")
struct SameSiteTests {
    func status(_ uri: String, _ fields: [String: String]) async throws -> (HTTPResponse.Status, String) {
        var fieldsSent = HTTPFields()
        for (name, value) in fields { fieldsSent[try #require(HTTPField.Name(name))] = value }
        let headers = fieldsSent
        return try await SiteInProcess.server().application.test(.router) { client in
            try await client.execute(uri: uri, method: .get, headers: headers) {
                ($0.status, String(buffer: $0.body))
            }
        }
    }

    @Test(
        "another site's image, frame or fetch is 403, said in words",
        arguments: [
            ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image"],
            ["Sec-Fetch-Site": "same-site", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image"],
            ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "iframe"],
            ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty"],
            ["Sec-Fetch-Site": "CROSS-SITE"],
        ])
    func refused(fields: [String: String]) async throws {
        for uri in ["/daily?day=20240105", "/poster?movie=20201234", "/site.css"] {
            let (status, body) = try await status(uri, fields)
            #expect(status == .forbidden, "\(uri) \(fields)")
            #expect(body.contains(HTML.text(SiteInProcess.words.crossSiteRefused).markup), "\(uri)")
        }
    }

    @Test(
        "this site's own requests, the reader's, a followed link and a client that says nothing are answered",
        arguments: [
            ["Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "no-cors", "Sec-Fetch-Dest": "image"],
            ["Sec-Fetch-Site": "none", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"],
            ["Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document"],
            [:],
        ])
    func answered(fields: [String: String]) async throws {
        #expect(try await status("/daily?day=20240105", fields).0 == .ok, "\(fields)")
    }
}
