import BoxOfficeREPL
import Foundation
import Testing

@testable import BoxOfficeCommands

/// Every command type declared under `Sources/BoxOfficeCommands` is in `CommandList.all`, so a command
/// written but not listed (and so without help, Tab or a one-shot run) fails here.
struct CommandListTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/BoxOfficeCommands")

    @Test func everyDeclaredCommandIsListed() throws {
        let files =
            FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        // A command conforms to `SessionCommand` or to a protocol refining it (`ChartCommand`, `MovieCommand`…).
        let declaration = try Regex(#"(?m)^(?:public )?struct (\w+): (?:SessionCommand|\w+Command)\b"#)
        let declared = try Set(
            files.flatMap { file in
                try String(contentsOf: file, encoding: .utf8).matches(of: declaration)
                    .map { String($0.output[1].substring ?? "") }
            })
        let listed = Set(CommandList.all.map { String(describing: $0) })
        #expect(declared.count >= 30, "the declarations were read: \(declared.sorted())")
        #expect(declared == listed, "declared, not listed: \(declared.subtracting(listed).sorted())")
    }
}
