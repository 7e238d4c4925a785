// The documents as a reader follows them: README short, every link landing on a file and a heading,
// and every reference page in docs/ reachable from README.

import BoxOfficeTestSupport
import Foundation
import Testing

/// The Markdown documents of the package and the links between them.
enum DocumentLinks {
    /// README.md, ARCHITECTURE.md, BENCHMARKS.md, and every `.md` under `docs/`, as paths from the root.
    static func documents(under root: URL) -> [String] {
        let docs =
            FileManager.default.enumerator(atPath: root.appendingPathComponent("docs").path)?
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 } ?? []
        return ["README.md", "ARCHITECTURE.md", "BENCHMARKS.md"] + docs.sorted()
    }

    /// The targets of the Markdown links in `text` outside fenced code, but those to other sites.
    static func links(in text: String) -> [String] {
        let prose = text.components(separatedBy: "\n```").enumerated().filter { $0.offset % 2 == 0 }
            .map(\.element).joined(separator: "\n")
        return prose.matches(of: #/\]\(([^)\s]+)\)/#).map { String($0.output.1) }
            .filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
    }

    /// The anchors GitHub gives the headings of `text`: lower case, punctuation dropped, spaces as
    /// hyphens, a repeated heading numbered from 1.
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors = Set<String>()
        for heading in text.matches(of: #/(?m)^#{1,6} (.+)$/#) {
            let slug = String(
                heading.output.1.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                    if scalar == " " { return "-" }
                    let kept = CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"
                    return kept ? Character(scalar) : nil
                })
            let count = seen[slug, default: 0]
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
            seen[slug] = count + 1
        }
        return anchors
    }

    /// What in the document at `path` (from `root`) links to nothing, one sentence each.
    static func problems(in path: String, root: URL) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        let folder = (path as NSString).deletingLastPathComponent
        var problems: [String] = []
        for link in links(in: text) {
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(
                String.init)
            let target = parts[0].isEmpty ? path : (folder as NSString).appendingPathComponent(parts[0])
            let file = root.appendingPathComponent(target).standardized
            guard FileManager.default.fileExists(atPath: file.path) else {
                problems.append("\(path): the link \(link) leads to no file")
                continue
            }
            if parts.count == 2, target.hasSuffix(".md"),
                !anchors(in: try String(contentsOf: file, encoding: .utf8)).contains(parts[1])
            {
                problems.append("\(path): the link \(link) names no heading of \(target)")
            }
        }
        return problems
    }
}

@Suite struct DocumentLinksTests {
    let root = ProjectDocuments.root

    @Test func readmeHoldsAtMost300Lines() throws {
        let readme = try ProjectDocuments.text(of: "README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 300, "README.md has \(lines) lines")
        #expect(lines >= 100, "README.md was read: \(lines) lines")
    }

    @Test func everyLinkOfTheDocumentsLandsOnAFileAndAHeading() throws {
        let documents = DocumentLinks.documents(under: root)
        var problems: [String] = []
        var links = 0
        for document in documents {
            problems += try DocumentLinks.problems(in: document, root: root)
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            links += DocumentLinks.links(in: text).count
        }
        for problem in problems { Issue.record(Comment(rawValue: problem)) }
        #expect(documents.count >= 15 && links >= 60, "\(documents.count) documents, \(links) links read")
    }

    @Test func everyReferencePageIsReachedFromTheReadme() throws {
        var reached: Set<String> = ["README.md"]
        var next = ["README.md"]
        while let path = next.popLast() {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let folder = (path as NSString).deletingLastPathComponent
            for link in DocumentLinks.links(in: text) {
                let file = String(link.split(separator: "#").first ?? "")
                guard file.hasSuffix(".md") else { continue }
                let url = root.appendingPathComponent(folder).appendingPathComponent(file).standardized
                guard url.path.hasPrefix(root.standardized.path + "/") else { continue }
                let target = String(url.path.dropFirst(root.standardized.path.count + 1))
                if reached.insert(target).inserted { next.append(target) }
            }
        }
        for page in try ProjectDocuments.paths() {
            #expect(reached.contains(page), "no link from README.md leads to \(page)")
        }
    }

    @Test func aLinkToNoFileOrNoHeadingIsReported() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try "# Store\n\n## For assistants: `boxoffice mcp`\n\n## Run, and test\n".write(
            to: root.appendingPathComponent("docs/store.md"), atomically: true, encoding: .utf8)
        try """
        # Read me
        [a](docs/store.md#for-assistants-boxoffice-mcp), [b](docs/store.md#run-and-test), [c](#read-me),
        [d](https://example.com/x.md), [e](docs/gone.md), [f](docs/store.md#store-1), [g](#nowhere)
        ```
        [h](docs/also-gone.md)
        ```
        """.write(to: root.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        #expect(
            try DocumentLinks.problems(in: "README.md", root: root) == [
                "README.md: the link docs/gone.md leads to no file",
                "README.md: the link docs/store.md#store-1 names no heading of docs/store.md",
                "README.md: the link #nowhere names no heading of README.md",
            ])
    }
}
