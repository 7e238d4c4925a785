// No ViewModel holds another: what they share is the session state, read here from the sources themselves.

import Foundation
import Testing

/// Reads every `ViewModel` subclass declared under `Sources/`, so a ViewModel that comes to hold,
/// take or observe another fails here, whoever adds it.
struct ViewModelGraphTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// A ViewModel's name, its file, and the code of its class body without comments.
    struct Declared {
        let name: String
        let file: String
        let code: String
    }

    /// Every `class X: ViewModel<…>` declared in `text`, with its body's code.
    static func viewModels(in text: String, file: String) throws -> [Declared] {
        let declaration = try Regex(#"(?m)^(?:public |internal )?(?:final )?class (\w+)\s*:\s*ViewModel<"#)
        return text.matches(of: declaration).map { match in
            // The body runs to the first line that closes a top-level declaration.
            let rest = text[match.range.upperBound...]
            let body = rest.range(of: "\n}\n").map { rest[..<$0.lowerBound] } ?? rest
            let code = body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { line in line.range(of: "//").map { line[..<$0.lowerBound] } ?? line }
                .joined(separator: "\n")
            return Declared(name: String(match.output[1].substring ?? ""), file: file, code: code)
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
