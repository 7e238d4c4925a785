import Foundation
import Testing

/// What the lessons in `docs/lessons/` point at, checked against the code, so a lesson that names
/// a file, a symbol or a test that has gone fails here and not in a student's hands.
///
/// The convention (docs/lessons/README.md states it for writers):
/// - a path is backticked and starts with `Sources/`, `Tests/`, `scripts/` or `docs/`: it must exist;
/// - a symbol is named next to its file, as "`path` `Symbol`" or "`Symbol` in `path`" (a line break
///   between is fine): a Swift name, or `Type.member`, each part declared in that file;
/// - `swift test --filter X` names a type or a function declared under `Tests/`, or `Type/function`
///   (a suite's display name matches no test: `swift test` would run none and pass);
/// - a link to another `.md` file leads to a file.
struct LessonReferences {
    let root: URL
    /// The names each Swift file under `Tests/` declares.
    private let tests: [Set<String>]

    private static let path = #"(?:Sources|Tests|scripts|docs)/[^`\s]+"#
    private static let symbol = #"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*"#
    private static let declaration =
        #"\b(?:struct|class|enum|protocol|actor|func|case|var|let|typealias|extension)\s+([A-Za-z_][A-Za-z0-9_]*)"#

    init(root: URL) throws {
        self.root = root
        let files = FileManager.default.enumerator(
            at: root.appendingPathComponent("Tests"), includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        tests = try (files ?? []).map { try Self.declaredNames(in: String(contentsOf: $0, encoding: .utf8)) }
    }

    /// What a lesson names, as read from its text.
    struct Named {
        var paths: [String] = []
        var symbols: [(symbol: String, path: String)] = []
        var filters: [String] = []
        var links: [String] = []
    }

    /// Every reference in `text`, by the convention above; a symbol and its path may be parted by
    /// the line break of a wrapped paragraph.
    static func references(in text: String) throws -> Named {
        Named(
            paths: try matches("`(\(path))`", in: text).map { $0[0] },
            symbols: try matches("`(\(path))`\\s+`(\(symbol))`", in: text).map { ($0[1], $0[0]) }
                + matches("`(\(symbol))`\\s+in\\s+`(\(path))`", in: text).map { ($0[0], $0[1]) },
            filters: try matches(#"swift test(?: --skip-build)? --filter ("[^"]*"|[^\s`]+)"#, in: text).map {
                $0[0]
            },
            links: try matches(#"\]\(([^)#\s]+\.md)(?:#[^)]*)?\)"#, in: text).map { $0[0] })
    }

    /// What in `text` (a lesson at `lesson`, a path from the root) names nothing, one sentence each.
    func problems(in text: String, lesson: String) throws -> [String] {
        let named = try Self.references(in: text)
        var problems: [String] = []
        for path in named.paths where !exists(path) {
            problems.append("\(lesson): no file \(path)")
        }
        for (symbol, path) in named.symbols where exists(path) {
            let declared = try Self.declaredNames(
                in: String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
            for part in symbol.split(separator: ".").map(String.init) where !declared.contains(part) {
                problems.append("\(lesson): \(path) declares no \(part) (named as \(symbol))")
            }
        }
        for filter in named.filters where !names(filter) {
            problems.append("\(lesson): swift test --filter \(filter) names no suite or test under Tests/")
        }
        let folder = (lesson as NSString).deletingLastPathComponent
        for link in named.links where !exists((folder as NSString).appendingPathComponent(link)) {
            problems.append("\(lesson): the link \(link) leads nowhere")
        }
        return problems
    }

    /// The names `source` declares (`struct Name`, `func name`, `case name`, …).
    static func declaredNames(in source: String) throws -> Set<String> {
        Set(try matches(declaration, in: source).map { $0[0] })
    }

    /// Whether `filter` is a type or a function of the test sources, or `Type/function` with both
    /// in one file.
    func names(_ filter: String) -> Bool {
        let parts = filter.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ $0.wholeMatch(of: #/[A-Za-z_][A-Za-z0-9_]*/#) != nil })
        else { return false }
        return tests.contains { declared in parts.allSatisfy(declared.contains) }
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).standardized.path)
    }

    /// The captured groups of every match of `pattern` in `text`.
    private static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let regex = try Regex(pattern)
        return text.matches(of: regex).map { match in
            (1..<match.output.count).map { match.output[$0].substring.map(String.init) ?? "" }
        }
    }
}

@Suite struct LessonReferencesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func lessons() throws -> [String] {
        try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("docs/lessons").path
        )
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/lessons/" + $0 }
    }

    @Test func everyFileSymbolAndTestALessonNamesExists() throws {
        let checker = try LessonReferences(root: Self.root)
        var named = LessonReferences.Named()
        var problems: [String] = []
        for lesson in try lessons() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(lesson), encoding: .utf8)
            let references = try LessonReferences.references(in: text)
            named.paths += references.paths
            named.symbols += references.symbols
            named.filters += references.filters
            problems += try checker.problems(in: text, lesson: lesson)
        }
        for problem in problems { Issue.record(Comment(rawValue: problem)) }
        // A pattern that stopped matching would check nothing: the lessons name many of each.
        #expect(named.paths.count >= 60 && named.symbols.count >= 40 && named.filters.count >= 20)
    }

    /// ARCHITECTURE.md's walk of `date`, which lesson 3 reads, and the reference pages beside it name
    /// files and symbols in the lessons' forms, and are checked the same way.
    @Test func everyFileAndSymbolTheArchitectureAndItsReferenceNameExists() throws {
        let checker = try LessonReferences(root: Self.root)
        var named = LessonReferences.Named()
        for page in ["ARCHITECTURE.md", "docs/recipes.md", "docs/safeguards.md"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
            let references = try LessonReferences.references(in: text)
            named.paths += references.paths
            named.symbols += references.symbols
            for problem in try checker.problems(in: text, lesson: page) {
                Issue.record(Comment(rawValue: problem))
            }
        }
        // The walk alone names a file at each of its twelve steps, most with a symbol.
        #expect(named.paths.count >= 20 && named.symbols.count >= 10)
    }

    @Test func aMadeUpPathSymbolTestOrLinkIsReported() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lessons-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write("public struct Alpha {\n    func beta() {}\n}\n", to: "Sources/Kit/Alpha.swift", in: root)
        try write(
            "struct AlphaTests {\n    @Test func gamma() {}\n}\n", to: "Tests/KitTests/AlphaTests.swift",
            in: root)
        try write("# Other\n", to: "docs/lessons/other.md", in: root)
        let checker = try LessonReferences(root: root)
        let good = """
            Read `Sources/Kit/Alpha.swift` `Alpha.beta`, then `beta` in
            `Sources/Kit/Alpha.swift`.
            Run `swift test --filter AlphaTests`, `swift test --filter AlphaTests/gamma`; see [other](other.md).
            """
        #expect(try checker.problems(in: good, lesson: "docs/lessons/good.md") == [])
        let bad = """
            Read `Sources/Kit/Gone.swift`, `Sources/Kit/Alpha.swift` `Alpha.delta` and `epsilon` in
            `Sources/Kit/Alpha.swift`.
            Run `swift test --filter NoSuchTests`, `swift test --filter "Alpha things"`; see [gone](gone.md).
            """
        #expect(
            try checker.problems(in: bad, lesson: "docs/lessons/bad.md") == [
                "docs/lessons/bad.md: no file Sources/Kit/Gone.swift",
                "docs/lessons/bad.md: Sources/Kit/Alpha.swift declares no delta (named as Alpha.delta)",
                "docs/lessons/bad.md: Sources/Kit/Alpha.swift declares no epsilon (named as epsilon)",
                "docs/lessons/bad.md: swift test --filter NoSuchTests names no suite or test under Tests/",
                "docs/lessons/bad.md: swift test --filter \"Alpha things\" names no suite or test under Tests/",
                "docs/lessons/bad.md: the link gone.md leads nowhere",
            ])
    }

    private func write(_ text: String, to path: String, in root: URL) throws {
        let file = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
    }
}
