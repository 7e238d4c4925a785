// No ViewModel holds another, nor the session state: what they share is handed into their intents, read here from the sources themselves.

import Foundation
import Testing

/// Reads every `ViewModel` subclass declared under `Sources/`, so a ViewModel that comes to hold,
/// take or observe another fails here, whoever adds it.
struct ViewModelGraphTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// A ViewModel's name, its file, its doc comment, and the code of its class body without comments.
    struct Declared {
        let name: String
        let file: String
        let doc: String
        let code: String
        /// Whether its intents are the first declaration of its file.
        let first: Bool
        /// The protocol of intents it conforms to (`CalendarIntents`), and the names of what that
        /// protocol requires, read from the same file.
        let intents: String?
        let required: [String]
    }

    /// Every `class X: ViewModel<…>` declared in `text`, with its body's code.
    static func viewModels(in text: String, file: String) throws -> [Declared] {
        let declaration = try Regex(
            #"(?m)^(?:public |internal )?(?:final )?class (\w+)\s*:\s*ViewModel<[^>]*>(?:, (\w+Intents))?"#)
        let anyDeclaration = try Regex(
            #"(?m)^(?:public |internal )?(?:final )?(?:class|struct|enum|protocol|extension|actor) "#)
        let firstDeclaration = text.firstMatch(of: anyDeclaration)?.range.lowerBound
        return try text.matches(of: declaration).map { match in
            let doc = text[..<match.range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().reversed().prefix { $0.hasPrefix("///") || $0.hasPrefix("@") }.reversed()
                .joined(separator: "\n")
            // The body runs to the first line that closes a top-level declaration.
            let rest = text[match.range.upperBound...]
            let body = rest.range(of: "\n}\n").map { rest[..<$0.lowerBound] } ?? rest
            let code = body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
                .joined(separator: "\n")
            let intents = match.output[2].substring.map(String.init)
            let protocolStart = intents.flatMap { text.range(of: "public protocol \($0): AnyObject {\n") }
            let required = try protocolStart.map { start in
                let rest = text[start.upperBound...]
                let body = rest.range(of: "\n}\n").map { rest[..<$0.lowerBound] } ?? rest
                return try body.matches(of: Self.requirement).map { String($0.output.1) }
            }
            return Declared(
                name: String(match.output[1].substring ?? ""), file: file, doc: doc, code: code,
                first: protocolStart.map { $0.lowerBound == firstDeclaration } ?? false, intents: intents,
                required: required ?? [])
        }
    }

    // Regex is not Sendable, so each use makes its own.
    static var requirement: Regex<(Substring, Substring)> {
        get throws { try Regex(#"(?m)^    func (\w+)"#) }
    }

    static func viewModels() throws -> [Declared] {
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.flatMap { file in
            try viewModels(in: String(contentsOf: file, encoding: .utf8), file: file.lastPathComponent)
        }
    }

    /// The other ViewModels `viewModel`'s code names, among `names`.
    static func others(in viewModel: Declared, among names: Set<String>) -> Set<String> {
        let words = viewModel.code.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        return Set(words).intersection(names).subtracting([viewModel.name])
    }

    @Test func noViewModelHoldsTakesOrObservesAnother() throws {
        let viewModels = try Self.viewModels()
        #expect(viewModels.count >= 13, "every ViewModel is found: \(viewModels.map(\.name))")
        let names = Set(viewModels.map(\.name))
        for viewModel in viewModels {
            let others = Self.others(in: viewModel, among: names)
            #expect(others.isEmpty, "\(viewModel.name) (\(viewModel.file)) names \(others.sorted())")
        }
    }

    /// The session's selection is handed into intents as values and what changes is reported through
    /// effects, so no ViewModel holds, takes or reads ``SessionState``.
    @Test func noViewModelHoldsTheSessionState() throws {
        let viewModels = try Self.viewModels()
        #expect(viewModels.count >= 13)
        let holding = viewModels.filter { viewModel in
            viewModel.code.split { !$0.isLetter && !$0.isNumber }.contains("SessionState")
        }
        #expect(holding.map(\.name) == [], "\(holding.map(\.file)) name SessionState")
    }

    @Test func everyViewModelStatesItsIntentsFirstAndNothingElseIsPublic() throws {
        let intent = try Regex(#"(?m)^    public func (\w+)"#)
        let property = try Regex(#"(?m)^    public (?:private\(set\) )?(?:var|let) (\w+)"#)
        let viewModels = try Self.viewModels()
        #expect(viewModels.count >= 13)
        for viewModel in viewModels {
            #expect(
                viewModel.intents == viewModel.name.replacingOccurrences(of: "ViewModel", with: "Intents"),
                "\(viewModel.name) conforms to no protocol of its intents")
            let intents = viewModel.code.matches(of: intent).map { String($0.output[1].substring ?? "") }
            #expect(!intents.isEmpty, "\(viewModel.name) takes no intent")
            #expect(
                intents.sorted() == viewModel.required.sorted(),
                "\(viewModel.name)'s public methods are not its intents: \(intents) against \(viewModel.required)"
            )
            let read = viewModel.code.matches(of: property).map { String($0.output[1].substring ?? "") }
            #expect(read.isEmpty, "\(viewModel.name) shows \(read) beside its state")
        }
        let files = Dictionary(grouping: viewModels, by: \.file)
        for (file, declared) in files {
            #expect(
                declared.contains { $0.first },
                "\(file) starts with something other than a ViewModel's intents")
        }
    }

    @Test func theScanReadsAProtocolsIntentsAndSeesAPublicMethodItLacks() throws {
        let text = """
            import BoxOfficeDomain

            @MainActor
            public protocol AIntents: AnyObject {
                func show(_ text: String?) async

                /// Again.
                func again()
            }

            @MainActor
            public final class AViewModel: ViewModel<Int>, AIntents {
                public func show(_ text: String?) async {}
                public func again() {}
                public func extra() {}
            }

            """
        let declared = try #require(try Self.viewModels(in: text, file: "A.swift").first)
        #expect(declared.intents == "AIntents")
        #expect(declared.required == ["show", "again"])
        #expect(declared.first)
        let intents = declared.code.matches(of: try Regex(#"(?m)^    public func (\w+)"#)).count
        #expect(intents == 3, "the extra method is seen, so the surface check fails on it")
    }

    @Test func everyViewModelHasItsRowInArchitecture() throws {
        let architecture = try String(
            contentsOf: Self.sources.deletingLastPathComponent().appendingPathComponent("ARCHITECTURE.md"),
            encoding: .utf8)
        let missing = try Self.viewModels().map(\.name).filter { !architecture.contains("| `\($0)` |") }
        #expect(missing.isEmpty, "ARCHITECTURE.md's table of ViewModels has no row for \(missing.sorted())")
    }

    @Test func theScanSeesAnotherViewModelInCodeAndNotInComments() throws {
        let text = """
            /// Unlike `CalendarViewModel`, it shows a day.
            public final class A: ViewModel<Int> {
                private let list: BoxOfficeListViewModel? // not CalendarViewModel
            }

            final class BoxOfficeListViewModel: ViewModel<String> {}

            """
        let declared = try Self.viewModels(in: text, file: "A.swift")
        #expect(declared.map(\.name) == ["A", "BoxOfficeListViewModel"])
        let names: Set = ["A", "BoxOfficeListViewModel", "CalendarViewModel"]
        #expect(declared.first.map { Self.others(in: $0, among: names) } == ["BoxOfficeListViewModel"])
    }
}
