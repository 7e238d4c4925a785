import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Foundation
import Synchronization
import Testing

@testable import BoxOfficeCommands

/// `backup FILE [--force]` at the prompt: the path as typed (spaces kept, relative to the working
/// folder, `~/` at home), `--force` before or after it, the confirmation printed and a refusal a
/// failed command.
@MainActor
struct BackupCommandTests {
    let calendar = BoxOfficeCalendar(now: { Date(timeIntervalSince1970: 1_641_438_000) })

    /// Backups that answer as told, recording where they were asked to go.
    final class Backups: StoreBackupRepository {
        let refusal: StoreBackupFailure?
        let asked = Mutex<[String]>([])

        init(refusing refusal: StoreBackupFailure? = nil) { self.refusal = refusal }

        func backUp(to path: String, replacing: Bool) async throws(StoreBackupFailure) -> StoreSummary {
            asked.withLock { $0.append(path + (replacing ? " replacing" : "")) }
            if let refusal { throw refusal }
            return StoreSummary(location: path, days: 2, movieDetails: 0, posters: 0, bytes: 900)
        }
    }

    @Test func thePathIsTakenAsTypedWithForceBeforeOrAfterIt() throws {
        #expect(try typed("backup copy.sqlite") == ["copy.sqlite", "keep"])
        #expect(try typed("backup --force my copy.sqlite") == ["my copy.sqlite", "replace"])
        #expect(try typed("backup my copy.sqlite --force ") == ["my copy.sqlite", "replace"])
        #expect(try typed("backup \"my  copy.sqlite\"") == ["my  copy.sqlite", "keep"])
        #expect(throws: CommandParseError.self, "an option not declared is refused") {
            try CommandParser.parse("backup --forced")
        }
        for line in ["backup", "backup --force", "backup   --force  "] {
            #expect(
                throws: CommandParseError.wrongArguments(
                    command: "backup", usage: "backup FILE [--force]",
                    detail: "Missing expected argument '<FILE> ...'")
            ) {
                try CommandParser.parse(line)
            }
        }
    }

    private func typed(_ line: String) throws -> [String] {
        let command = try #require(try CommandParser.parse(line) as? BackupCommand)
        return [command.path, command.replacing ? "replace" : "keep"]
    }

    private func run(_ lines: [String], backups: Backups?) async -> (Int32, TextBuffer, TextBuffer) {
        let output = TextBuffer()
        let errors = TextBuffer()
        let words = EnglishWords()
        let settings = DisplaySettings(format: .table, words: words)
        let stubbed = SessionViewModels.stubbed(calendar: calendar, settings: settings)
        let viewModels = stubbed.with { makers in
            makers.backup = { StoreBackupViewModel(store: backups, unavailable: .demo, words: words) }
        }
        let session = ReplSession(
            viewModels: viewModels, reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: nil,
            options: .init(
                interactive: false, columns: { 80 }, workingDirectory: "/work", home: "/home/u",
                commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        return (await session.run(), output, errors)
    }

    @Test func theCopyGoesWhereThePathSaysAndIsConfirmed() async {
        let backups = Backups()
        let (status, output, errors) = await run(
            ["backup copy.sqlite", "backup ~/b.sqlite --force"], backups: backups)
        #expect(status == 0, "\(errors.text)")
        #expect(backups.asked.withLock { $0 } == ["/work/copy.sqlite", "/home/u/b.sqlite replacing"])
        #expect(
            output.lines == [
                "Backed up the store to /work/copy.sqlite (2 days, 0 movie details, 0 posters, 900 bytes).",
                "Backed up the store to /home/u/b.sqlite (2 days, 0 movie details, 0 posters, 900 bytes).",
            ])
    }

    @Test func aRefusalIsAFailedCommandAndNoStoreIsSaid() async {
        let (status, output, errors) = await run(
            ["backup /b/c.sqlite"], backups: Backups(refusing: .exists("/b/c.sqlite")))
        #expect(status == 1)
        #expect(output.text.isEmpty)
        #expect(
            errors.text == "/b/c.sqlite already exists; it was not overwritten (add --force to replace it)\n")
        let (without, _, said) = await run(["backup /b/c.sqlite"], backups: nil)
        #expect(without == 1)
        #expect(said.text.hasPrefix("there is no store to back up: the demo data is not stored"))
    }
}
