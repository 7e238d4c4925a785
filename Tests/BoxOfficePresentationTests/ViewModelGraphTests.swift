// No ViewModel holds another: what they share is the session state, read here from the sources themselves.

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
        /// Whether it is the first declaration of its file.
        let first: Bool
    }

    /// Every `class X: ViewModel<…>` declared in `text`, with its body's code.
    static func viewModels(in text: String, file: String) throws -> [Declared] {
        let declaration = try Regex(#"(?m)^(?:public |internal )?(?:final )?class (\w+)\s*:\s*ViewModel<"#)
        let anyDeclaration = try Regex(
            #"(?m)^(?:public |internal )?(?:final )?(?:class|struct|enum|protocol|extension|actor) "#)
        let firstDeclaration = text.firstMatch(of: anyDeclaration)?.range.lowerBound
        return text.matches(of: declaration).map { match in
            let doc = text[..<match.range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().reversed().prefix { $0.hasPrefix("///") || $0.hasPrefix("@") }.reversed()
                .joined(separator: "\n")
            // The body runs to the first line that closes a top-level declaration.
            let rest = text[match.range.upperBound...]
            let body = rest.range(of: "\n}\n").map { rest[..<$0.lowerBound] } ?? rest
            let code = body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
                .joined(separator: "\n")
            return Declared(
                name: String(match.output[1].substring ?? ""), file: file, doc: doc, code: code,
                first: firstDeclaration == match.range.lowerBound)
        }
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

    @Test func everyViewModelStatesItsSurfaceFirstAndNothingElseIsPublic() throws {
        let intent = try Regex(#"(?m)^    public func (\w+)"#)
        let property = try Regex(#"(?m)^    public (?:private\(set\) )?(?:var|let) (\w+)"#)
        let viewModels = try Self.viewModels()
        #expect(viewModels.count >= 13)
        for viewModel in viewModels {
            let intents = viewModel.code.matches(of: intent).map { String($0.output[1].substring ?? "") }
            #expect(!intents.isEmpty, "\(viewModel.name) takes no intent")
            for name in intents {
                #expect(
                    viewModel.doc.contains("``\(name)("),
                    "\(viewModel.name)'s doc comment names no intent \(name)")
            }
            let read = viewModel.code.matches(of: property).map { String($0.output[1].substring ?? "") }
            #expect(read.isEmpty, "\(viewModel.name) shows \(read) beside its state")
        }
        let files = Dictionary(grouping: viewModels, by: \.file)
        for (file, declared) in files {
            #expect(
                declared.contains { $0.first }, "\(file) starts with something other than its ViewModel")
        }
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
