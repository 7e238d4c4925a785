// What Tests/WebBrowser/check.py prints of the pages it loaded in headless Chromium, as the tests read it.

import Foundation

/// check.py's JSON report: each page at each width.
struct WebBrowserReport: Decodable {
    struct Page: Decodable {
        let name: String
        let path: String
        let widths: [String: Load]
    }

    /// One page loaded at one width.
    struct Load: Decodable {
        let status: Int?
        let csp: String?
        let title: String
        let servedTitle: String?
        let titleUnchanged: Bool
        let lang: String
        let rows: Int
        let alts: [String?]
        let markers: [Marker]
        let scripts: [String]
        let overflow: Overflow
        let overflowZoom200: Overflow
        let consoleErrors: [String]
        let cspViolations: [String]
        let failedRequests: [Failed]
        let screenshot: String
    }

    struct Marker: Decodable, Equatable {
        let `class`: String
        let text: String
    }

    struct Overflow: Decodable {
        let scrolls: Bool
        let scrollWidth: Int
        let clientWidth: Int
        let stickingOut: [String]
    }

    /// A request answered with 400 or more, or not answered (`error`, `blocked`).
    struct Failed: Decodable {
        let url: String?
        let status: Int?
        let error: String?
        let blocked: String?
    }

    let chromium: String
    let widths: [Int]
    let pages: [Page]
    let loadErrors: [String]
    let titlesChanged: [String]

    static func decode(_ text: String) throws -> WebBrowserReport {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(WebBrowserReport.self, from: Data(text.utf8))
    }

    /// The loads of the page named `name`, by width.
    func page(_ name: String) -> [String: Load] {
        pages.first { $0.name == name }?.widths ?? [:]
    }

    /// Every load, named `page@width`.
    var loads: [(name: String, load: Load)] {
        pages.flatMap { page in
            page.widths.sorted { $0.key < $1.key }.map { ("\(page.name)@\($0.key)", $0.value) }
        }
    }
}
