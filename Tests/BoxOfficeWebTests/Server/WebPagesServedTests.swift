// Each screen with a page of its own is served as that page, through its ViewModel's web view (the
// `bind` in its Views/ file), not as the generic sentences.

import BoxOfficeDomain
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BoxOfficeWeb

@MainActor
@Suite("The site's own pages, each drawn by its web view")
struct WebPagesServedTests {
    /// Two films over three days, the second missing on the middle day.
    static let history = HistoryFixtures.charts([
        [
            .init(code: "20220001", title: "첫째", audience: 900),
            .init(code: "20220002", title: "둘째", audience: 500),
        ],
        [.init(code: "20220001", title: "첫째", audience: 700)],
        [
            .init(code: "20220002", title: "둘째", audience: 800),
            .init(code: "20220001", title: "첫째", audience: 600),
        ],
    ])

    func body(_ uri: String) async throws -> (status: HTTPResponse.Status, text: String) {
        let server = SiteInProcess.server(history: Self.history)
        return try await server.application.test(.router) { client in
            try await client.execute(uri: uri, method: .get) { ($0.status, String(buffer: $0.body)) }
        }
    }

    @Test(
        "each address is its screen's page",
        arguments: [
            ("/daily?day=20240105", "<caption>"), ("/daily?day=20240105&mode=icon", "<ol class=\"cards\">"),
            ("/detail?movie=20201234", "<dl class=\"detail\">"),
            ("/calendar?month=202401", "<table class=\"calendar\">"),
            ("/trend?movie=20220002", "<svg"), ("/top?from=20220105&to=20220107", "<svg"),
            ("/compare?films=20220001+20220002", "stroke-dasharray"),
        ])
    func ownPage(uri: String, mark: String) async throws {
        let answer = try await body(uri)
        #expect(answer.status == .ok)
        #expect(answer.text.contains(mark))
        #expect(!answer.text.contains("style="))
        #expect(!answer.text.contains("<script"))
    }

    @Test("a list page links to the icon layout, and the icon page's posters come from /poster")
    func layouts() async throws {
        let list = try await body("/daily?day=20240105").text
        #expect(list.contains("href=\"/daily?day=20240105&amp;mode=icon\""))
        let icon = try await body("/daily?day=20240105&mode=icon").text
        #expect(icon.contains("<img src=\"/poster?movie="))
        #expect(!icon.contains("http"))
    }
}
