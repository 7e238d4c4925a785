import ArgumentParser
import BoxOfficeCommands
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import Foundation

/// `boxoffice cache info|clear`: the local store of fetched days and details.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or clear the local store ($XDG_CACHE_HOME/boxoffice/boxoffice.sqlite).",
        subcommands: [Info.self, Clear.self]
    )

    /// `cache info [--format table|box|plain|csv|json]`.
    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Where the store is, what it holds, and today's KOBIS calls.")

        @OptionGroup var run: RunOptions

        @MainActor
        func run() async throws {
            let console = Console.live(options: run)
            let store = try CacheCommand.openStore(console)
            let screen = console.oneShotDisplay(options: run)
            let viewModel = StatusViewModel(
                useCase: ShowStatusUseCase(
                    repository: StoreStatusRepository(
                        store: store,
                        key: KOBISConfiguration.apiKey(in: console.environment).map(KOBISKeyID.init(key:))),
                    calendar: BoxOfficeCalendar(now: { Date() }),
                    source: .kobis),
                words: console.words)
            await viewModel.showCacheInfo()
            guard case .loaded(let view) = viewModel.state else { return }
            if let noStore = view.noStore { throw console.fail(noStore) }
            console.show(screen.render(view, columns: console.terminal.columns))
        }
    }

    /// `cache clear`.
    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Forget every stored day, detail and poster (the KOBIS call counts are kept).")

        @OptionGroup var run: RunOptions

        func run() async throws {
            let console = Console.live(options: run)
            let store = try CacheCommand.openStore(console)
            do {
                try await store.clear()
            } catch {
                throw console.fail(console.words.storeCannotBeCleared)
            }
            console.show([TerminalText.sanitize(console.words.storeCleared(path: store.file.path))])
        }
    }

    /// The store in `$XDG_CACHE_HOME/boxoffice`; a warning when it had to be rebuilt.
    static func openStore(_ console: Console) throws -> BoxOfficeStore {
        switch OpenStores.shared.open(in: console.paths.cacheDirectory, console: console) {
        case .opened(let store, let warning):
            if let warning { console.warn(console.words.storeWarning(warning)) }
            return store
        case .unavailable(let problem):
            throw console.fail(console.words.noStore(problem))
        }
    }
}
