import BoxOfficeDomain
import Foundation
import Testing

@testable import BoxOfficeREPL

/// The line editor's history file when its folder cannot be made: the reason is a fact, so the
/// warning says it in the user's language.
struct HistoryFileTests {
    @Test func aFileWhereTheHistoryFolderShouldBeIsTheReason() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "boxoffice-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let blocker = folder.appendingPathComponent("boxoffice")
        try Data("a file, not a folder".utf8).write(to: blocker)
        let history = try #require(HistoryFile(url: blocker.appendingPathComponent("history"), limit: 10))
        #expect(throws: LineEditorError.historyFolderNotCreated(path: blocker.path, reason: .fileInTheWay)) {
            try history.load()
        }
    }
}
