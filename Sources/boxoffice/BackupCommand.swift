// `boxoffice backup FILE`: a consistent copy of the local store written to FILE, one-shot.

import ArgumentParser
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation

/// `boxoffice backup FILE [--force]`.
struct BackupSubcommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Write a consistent copy of the local store to FILE (whole even while a sync writes).",
        discussion: """
            The copy is one SQLite file that holds everything stored. A file already at FILE is kept \
            unless --force is given. To restore, quit boxoffice and copy the backup over \
            $XDG_CACHE_HOME/boxoffice/boxoffice.sqlite (removing any boxoffice.sqlite-wal and -shm beside it).
            """
    )

    @Argument(help: "The file to write the copy to.")
    var file: String

    @Flag(help: "Replace FILE if it exists.")
    var force = false

    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DisplayOptions

    @MainActor
    func run() async throws {
        let app = try AppEnvironment.live(demo: source.demo, display: display)
        let backup = app.makeBackup()
        await backup.backUp(to: URL(fileURLWithPath: file).path, replacing: force)
        switch backup.state {
        case .loaded(let confirmation):
            app.console.show([TerminalText.sanitize(confirmation)])
        case .failed(let failure):
            throw app.fail(failure.message)
        case .idle, .loading:
            return
        }
    }
}
