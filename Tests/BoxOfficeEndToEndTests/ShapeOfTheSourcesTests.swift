import BoxOfficeTestSupport
import Foundation
import Testing

/// Issue 14's measures of the sources, kept: names declared once, no command that renders, and
/// comments that earn their line.
@Suite("The shape of the sources")
struct ShapeOfTheSourcesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            (path, try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8))
        }
    }

    @Test("no type name is declared in two targets (scripts/duplicate-type-names prints nothing)")
    func namesOnce() throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Self.root.appendingPathComponent("scripts/duplicate-type-names").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.isEmpty, "\(text)")
    }

    @Test("a command sends intents and never renders: no static show among the commands")
    func commandsDoNotRender() throws {
        let commands = try Self.swiftFiles(under: "Sources/BoxOfficeCommands")
        #expect(commands.count > 20)
        for file in commands {
            #expect(!file.text.contains("static func show"), "\(file.path)")
        }
    }

    @Test("the command declarations import no terminal: every front can read them")
    func declarationsAreFreeOfTheTerminal() throws {
        let commands = try Self.swiftFiles(under: "Sources/BoxOfficeCommands")
        let allowed: Set = [
            "import ArgumentParser", "import BoxOfficeDomain", "import BoxOfficePresentation",
            "import Foundation",
        ]
        let imports = commands.flatMap { file in
            file.text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map {
                (file.path, String($0))
            }
        }
        #expect(imports.count > 30)
        for (path, line) in imports {
            #expect(allowed.contains(line), "\(path): \(line)")
        }
    }

    @Test("documentation comments are at most a tenth of the lines under Sources")
    func commentsEarnTheirLine() throws {
        let lines = try Self.swiftFiles(under: "Sources").flatMap {
            $0.text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        let documentation = lines.filter { $0.drop { $0 == " " }.hasPrefix("///") }.count
        #expect(lines.count > 10_000)
        #expect(documentation * 10 <= lines.count, "\(documentation) of \(lines.count)")
    }
}
