// What the lessons claim, beyond the names LessonReferencesTests checks: how many files a stretch of
// the reading names, which function calls which, and the index's rows and counts.

import Foundation
import Testing

/// The claims a lesson makes that its own text and the code can prove. The forms
/// (docs/lessons/README.md states them for writers):
/// - "steps A to B … in N files", in one sentence of a numbered list: the list's steps A to B name
///   N different backticked paths;
/// - "N files: `path`, `path` …" names those N paths before the sentence ends;
/// - "N files" in any other sentence is reported: a count no one can check goes stale;
/// - "`path` `Type.function` calls `name`" (or "`Type.function` in `path` calls `name`"): the
///   function's body in that file names `name`.
struct LessonClaims {
    let root: URL

    static let numbers = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
    ]
    private static let number = #"\d+|"# + numbers.joined(separator: "|")
    private static let path = #"`((?:Sources|Tests|scripts|docs)/[^`\s]+)`"#
    private static let symbol = #"`([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\(\))?`"#

    /// `word` as a number: digits, or one to twenty in words.
    static func value(of word: String) -> Int? {
        Int(word) ?? numbers.firstIndex(of: word.lowercased()).map { $0 + 1 }
    }

    /// How many claims a text makes, and what in them is not so, one sentence each.
    struct Checked {
        var claims = 0
        var problems: [String] = []
    }

    /// The claims of `text` (the lesson at `lesson`), checked.
    func check(_ text: String, lesson: String) throws -> Checked {
        var checked = Checked()
        try checkFileCounts(in: text, lesson: lesson, into: &checked)
        try checkCalls(in: text, lesson: lesson, into: &checked)
        return checked
    }

    private func checkFileCounts(in text: String, lesson: String, into checked: inout Checked) throws {
        for match in text.matches(of: try Regex(#"(?i)\b("# + Self.number + #") files\b"#)) {
            checked.claims += 1
            let stated = Self.value(of: String(match.output[1].substring ?? "")) ?? 0
            let sentence = Self.sentence(around: match.range, in: text)
            let named: Set<String>
            if text[match.range.upperBound...].hasPrefix(":") {
                named = try Self.paths(in: String(text[match.range.upperBound..<sentence.upperBound]))
            } else if let steps = try #/steps (\d+) to (\d+)/#.firstMatch(
                in: String(text[sentence.lowerBound..<match.range.lowerBound])),
                let first = Int(steps.output.1), let last = Int(steps.output.2)
            {
                let list = Self.numberedList(around: match.range.lowerBound, in: text)
                named = try Self.paths(in: list.filter { (first...last).contains($0.key) }.values.joined())
            } else {
                checked.problems.append(
                    "\(lesson): \"\(match.output[0].substring ?? "")\" names no files the test can count "
                        + "(write \"N files: `path`, …\" or \"steps A to B … in N files\")")
                continue
            }
            if named.count != stated {
                checked.problems.append(
                    "\(lesson): says \(stated) files but names \(named.count): \(named.sorted())")
            }
        }
    }

    private func checkCalls(in text: String, lesson: String, into checked: inout Checked) throws {
        let pathFirst = try text.matches(
            of: Regex(Self.path + #"\s+"# + Self.symbol + #"\s+calls\s+"# + Self.symbol))
        let symbolFirst = try text.matches(
            of: Regex(Self.symbol + #"\s+in\s+"# + Self.path + #"\s+calls\s+"# + Self.symbol))
        let claims =
            pathFirst.map {
                (path: $0.output[1].substring, caller: $0.output[2].substring, callee: $0.output[3].substring)
            }
            + symbolFirst.map {
                (path: $0.output[2].substring, caller: $0.output[1].substring, callee: $0.output[3].substring)
            }
        checked.claims += claims.count
        for claim in claims {
            let path = String(claim.path ?? ""), caller = String(claim.caller ?? "")
            let callee = String(claim.callee ?? "").split(separator: ".").last.map(String.init) ?? ""
            let function = caller.split(separator: ".").last.map(String.init) ?? ""
            let source = (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
            let bodies = try Self.bodies(of: function, in: source)
            // Simple word boundaries: Unicode's make `budget.check` one word.
            let call = try Regex(#"\b"# + callee + #"\b"#).wordBoundaryKind(.simple)
            if !bodies.contains(where: { $0.contains(call) }) {
                checked.problems.append("\(lesson): \(caller) in \(path) does not call \(callee)")
            }
        }
    }

    /// The sentence holding `range`: from the end of the one before (or a paragraph's or a list
    /// item's start) to its own full stop.
    static func sentence(around range: Range<String.Index>, in text: String) -> Range<String.Index> {
        let before = text[..<range.lowerBound]
        let ends =
            [". ", ".\n", "\n\n"].compactMap { before.range(of: $0, options: .backwards)?.upperBound }
            + [before.ranges(of: #/\n\d+\. /#).last?.upperBound].compactMap { $0 }
        let after = text[range.upperBound...]
        let stop = [". ", ".\n"].compactMap { after.range(of: $0)?.lowerBound }.min() ?? text.endIndex
        return (ends.max() ?? text.startIndex)..<stop
    }

    /// The numbered list holding `index`: each step's number and its text, continuation lines included.
    static func numberedList(around index: String.Index, in text: String) -> [Int: String] {
        let start = text[..<index].range(of: "\n\n", options: .backwards)?.upperBound ?? text.startIndex
        let end = text[index...].range(of: "\n\n")?.lowerBound ?? text.endIndex
        var steps: [Int: String] = [:]
        var current: Int?
        for line in text[start..<end].split(separator: "\n") {
            if let step = line.prefixMatch(of: #/(\d+)\. /#), let number = Int(step.output.1) {
                current = number
            }
            if let current { steps[current, default: ""] += line + "\n" }
        }
        return steps
    }

    /// The distinct backticked paths `text` names.
    static func paths(in text: String) throws -> Set<String> {
        Set(try text.matches(of: Regex(path)).map { String($0.output[1].substring ?? "") })
    }

    /// The bodies of every `func name` in `source`, braces matched.
    static func bodies(of name: String, in source: String) throws -> [Substring] {
        try source.matches(of: Regex(#"\bfunc\s+"# + name + #"\b"#)).compactMap { match in
            guard let open = source[match.range.upperBound...].firstIndex(of: "{") else { return nil }
            var depth = 0
            for index in source[open...].indices {
                if source[index] == "{" { depth += 1 }
                if source[index] == "}" { depth -= 1 }
                if depth == 0 { return source[open...index] }
            }
            return nil
        }
    }
}

@Suite struct LessonClaimsTests {
    let root = LessonReferencesTests.root

    @Test func everyCountOfFilesAndEveryCallALessonClaimsHolds() throws {
        let claims = LessonClaims(root: root)
        let folder = root.appendingPathComponent("docs/lessons")
        var checked = LessonClaims.Checked()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".md") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let lesson = try claims.check(text, lesson: "docs/lessons/" + name)
            checked.claims += lesson.claims
            checked.problems += lesson.problems
        }
        for problem in checked.problems { Issue.record(Comment(rawValue: problem)) }
        // A pattern that stopped matching would check nothing: lesson 3 counts files, lesson 2 a call.
        #expect(checked.claims >= 2)
    }

    /// The index has a row a lesson, numbered and named as the lesson's own title; its count of the
    /// students' questions is the questions' page's, and README's count of lessons is the folder's.
    @Test func theIndexNamesEveryLessonAsItsTitleDoesAndCountsRight() throws {
        let folder = root.appendingPathComponent("docs/lessons")
        let index = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        let lessons = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.wholeMatch(of: #/\d+-.+\.md/#) != nil }.sorted()
        #expect(lessons.count >= 5)
        for lesson in lessons {
            let text = try String(contentsOf: folder.appendingPathComponent(lesson), encoding: .utf8)
            let title = try #require(text.firstMatch(of: #/^# (\d+)\. (`[^`]+`)/#), "\(lesson) has no title")
            let rows = index.split(separator: "\n").filter { $0.contains("](\(lesson))") }
            #expect(rows.count == 1, "the index has \(rows.count) rows for \(lesson)")
            for row in rows {
                #expect(row.hasPrefix("| [\(title.output.1). "), "\(lesson)'s row: \(row)")
                let command = title.output.2.dropLast()
                #expect(
                    row.contains("| \(command)`") || row.contains("| \(command) "),
                    "\(lesson)'s row names its command: \(row)")
            }
        }
        let questions = try String(contentsOf: folder.appendingPathComponent("questions.md"), encoding: .utf8)
        let asked = questions.matches(of: #/(?m)^## \d+\. /#).count
        let said = try #require(
            index.firstMatch(of: #/\[The students' questions\]\(questions\.md\): (\w+) questions/#))
        #expect(
            LessonClaims.value(of: String(said.output.1)) == asked,
            "\(said.output.1) questions, \(asked) asked")
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let counted = try #require(readme.firstMatch(of: #/the code read in (\w+) lessons/#))
        #expect(LessonClaims.value(of: String(counted.output.1)) == lessons.count)
    }

    @Test func aWrongCountAnUncountedCountAndAMissingCallAreReported() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "claims-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Sources/Kit/Alpha.swift")
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "struct Alpha {\n    func beta() {\n        if true { gamma() }\n    }\n    func gamma() {}\n}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let claims = LessonClaims(root: root)
        let steps = """
            1. `Sources/Kit/Alpha.swift`. With a key, steps 2 to 3 answer, in two files.
            2. `Sources/Kit/Beta.swift`, then `Sources/Kit/Alpha.swift`.
            3. `Sources/Kit/Gamma.swift`.
            """
        #expect(
            try claims.check(steps, lesson: "steps.md").problems == [
                "steps.md: says 2 files but names 3: "
                    + "[\"Sources/Kit/Alpha.swift\", \"Sources/Kit/Beta.swift\", \"Sources/Kit/Gamma.swift\"]"
            ])
        let good = """
            1. `Sources/Kit/Alpha.swift`. With a key, steps 2 to 3 answer, in two files.
            2. `Sources/Kit/Beta.swift`, then `Sources/Kit/Alpha.swift`.
            3. `Sources/Kit/Beta.swift`.

            Read two files: `Sources/Kit/Alpha.swift` and `Sources/Kit/Beta.swift`. Then
            `Sources/Kit/Alpha.swift` `Alpha.beta` calls `gamma`, and `Alpha.gamma()` in
            `Sources/Kit/Alpha.swift` calls nothing said here.
            """
        let checked = try claims.check(good, lesson: "good.md")
        #expect(checked.problems == [] && checked.claims == 3)
        let bad = """
            The next five files answer instead. Read two files: `Sources/Kit/Alpha.swift`.
            `Sources/Kit/Alpha.swift` `Alpha.gamma` calls `beta`.
            """
        #expect(
            try claims.check(bad, lesson: "bad.md").problems == [
                "bad.md: \"five files\" names no files the test can count "
                    + "(write \"N files: `path`, …\" or \"steps A to B … in N files\")",
                "bad.md: says 2 files but names 1: [\"Sources/Kit/Alpha.swift\"]",
                "bad.md: Alpha.gamma in Sources/Kit/Alpha.swift does not call beta",
            ])
    }
}
