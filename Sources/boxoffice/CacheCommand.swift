import ArgumentParser
import BoxOfficeData
import BoxOfficeDomain
import BoxOfficeREPL
import Foundation

/// `boxoffice cache info|clear`: the local store of fetched days and details.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Show or clear the local store ($XDG_CACHE_HOME/boxoffice/boxoffice.sqlite).",
        subcommands: [Info.self, Clear.self]
    )

    /// `cache info`.
    struct Info: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Where the store is, what it holds, and today's KOBIS calls.")

        func run() async throws {
            let store = try CacheCommand.openStore()
            let summary: StoreSummary
            let calls: Int
            do {
                summary = try await store.store.summary()
                calls = try await store.store.kobisCalls(on: BoxOfficeCalendar(now: { Date() }).today())
            } catch {
                throw store.output.fail("the store cannot be read")
            }
            store.output.write(
                """
                store          \(summary.location)
                days           \(summary.days)
                movie details  \(summary.movieDetails)
                posters        \(summary.posters)
                size           \(summary.bytes) bytes
                KOBIS calls    \(calls) of \(KOBISCallBudget.dailyLimit) today (Asia/Seoul)

                """)
        }
    }

    /// `cache clear`.
    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Forget every stored day, detail and poster (the KOBIS call counts are kept).")

        func run() async throws {
            let store = try CacheCommand.openStore()
            do {
                try await store.store.clear()
            } catch {
                throw store.output.fail("the store cannot be cleared")
            }
            store.output.write("Cleared the local store \(store.store.file.path) (KOBIS call counts kept).\n")
        }
    }

    /// The store in `$XDG_CACHE_HOME/boxoffice`, with the streams to report on.
    static func openStore() throws -> (store: BoxOfficeStore, output: CacheOutput) {
        let environment = ProcessInfo.processInfo.environment
        let output = CacheOutput()
        switch BoxOfficeStore.open(in: AppPaths(environment: environment).cacheDirectory) {
        case .opened(let store, let warning):
            if let warning { output.warn(warning) }
            return (store, output)
        case .unavailable(let reason):
            throw output.fail("no local store: \(reason)")
        }
    }
}

/// Standard output and error for the `cache` commands.
struct CacheOutput {
    private let output = FileDescriptorOutputStream(descriptor: 1)
    private let errors = FileDescriptorOutputStream(descriptor: 2)

    func write(_ text: String) {
        output.write(
            TerminalText.sanitize(text.replacingOccurrences(of: "\n", with: "\u{E000}"))
                .replacingOccurrences(of: "\u{E000}", with: "\n"))
    }

    func warn(_ message: String) {
        errors.write("boxoffice: warning: \(TerminalText.sanitize(message))\n")
    }

    func fail(_ message: String) -> ExitCode {
        errors.write("boxoffice: \(TerminalText.sanitize(message))\n")
        return ExitCode.failure
    }
}
