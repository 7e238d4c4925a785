// On the demo data every command that asks for figures shows the demo's, or says in a sentence of
// its own that the demo data has none: a command over a new KOBIS endpoint cannot leave it unsaid.

import BoxOfficePresentation
import Foundation
import Testing

@testable import BoxOfficeCommands

@Suite("What each command does on the demo data")
struct DemoAnswerTests {
    /// The commands that may reach KOBIS yet ask for no figures of their own: they run again what
    /// another command asked (a chart under a new filter, the next page of a search).
    @Test func aCommandThatMayReachKOBISAsksForFiguresOfItsOwnUnlessItRepeatsAnother() {
        let repeating = CommandList.all.filter { command in
            switch OneDeclarationTests.samples[command.name] {
            case .asksForNone?: command.mayReachKOBIS
            default: false
            }
        }
        #expect(repeating.map { $0.name } == ["filter", "more"])
    }

    @Test("each command that shows figures on the demo data shows the demo's: exit 0, a json document")
    func theFiguresShownAreTheDemos() async throws {
        let app = try BoxOfficeProcess()
        var tried = 0
        for command in CommandList.all {
            guard case .shows(let arguments) = OneDeclarationTests.samples[command.name] else { continue }
            tried += 1
            let run = try await app.run([command.name] + arguments + ["--format", "json"])
            let shown = ([command.name] + arguments).joined(separator: " ")
            #expect(run.status == 0, "\(shown): \(run.errors)")
            let document = try #require(
                try? JSONSerialization.jsonObject(with: Data(run.output.utf8)), "\(shown): \(run.output)")
            #expect(Self.sources(document).isSubset(of: ["demo"]), "\(shown): \(run.output)")
        }
        #expect(tried >= 5, "the samples were read")
    }

    @Test(
        "each command the demo data has nothing for says so, naming the demo data, in each language",
        arguments: Language.allCases)
    func whatTheDemoLacksIsSaid(language: Language) async throws {
        let app = try BoxOfficeProcess()
        let announcement = "boxoffice: " + language.words(kobisKeySet: false).demoAnnouncement(days: 4)
        let demo = language == .korean ? "데모 자료" : "demo data"
        var tried = 0
        for command in CommandList.all {
            guard case .saysTheDemoHasNone(let arguments) = OneDeclarationTests.samples[command.name] else {
                continue
            }
            tried += 1
            let run = try await app.run([command.name] + arguments + ["--lang", language.rawValue])
            let shown = ([command.name] + arguments).joined(separator: " ")
            let errors = run.errors.split(separator: "\n").map(String.init)
            #expect(errors.first == announcement, "\(shown): \(run.errors)")
            let said = (run.output.split(separator: "\n").map(String.init) + errors.dropFirst())
            #expect(said.contains { $0.contains(demo) }, "\(shown) does not name the demo data: \(said)")
        }
        #expect(tried >= 5, "the samples were read")
    }

    /// Every `source` the document names, at any depth.
    static func sources(_ value: Any) -> Set<String> {
        if let object = value as? [String: Any] {
            return object.reduce(into: Set<String>()) { found, member in
                if member.key == "source", let source = member.value as? String { found.insert(source) }
                found.formUnion(sources(member.value))
            }
        }
        if let array = value as? [Any] {
            return array.reduce(into: Set<String>()) { $0.formUnion(sources($1)) }
        }
        return []
    }
}
