// search TITLE: a page of KOBIS's movies by title, numbered for detail N.

import ArgumentParser
import BoxOfficePresentation

public struct SearchCommand: SessionCommand {
    public static let configuration = shellHelp("search")
    public static let usage = "search TITLE"
    public static let mayReachKOBIS = true
    public static let assistantTool = AssistantTool.offered(changesStore: false)

    @Argument(help: ArgumentHelp("A title, or a part of one.", valueName: "TITLE"))
    public var words: [String]
    @OptionGroup public var pageOption: PageOption
    @OptionGroup public var run: RunOptions

    public init() {}

    public var title: String { words.joined(separator: " ") }

    @MainActor
    public func run(in session: any CommandSession) async -> CommandOutcome {
        let catalogue = session.viewModels.catalogue
        await session.runCancellable { [title, page = pageOption.page] in
            await catalogue.searchMovies(title, page: page)
        }
        return .continueSession
    }
}

/// `--page N`: which page of a search (`more` goes on from it).
public struct PageOption: ParsableArguments, Sendable {
    @Option(parsing: .unconditional, help: "Which page of the results (10 a page), from 1.")
    public var page: Int = 1

    public init() {}

    public func validate() throws {
        // One request for the page asked, never a walk through the pages before it.
        guard (1...10_000).contains(page) else {
            throw ValidationError("--page takes a number from 1 to 10000, not \(page).")
        }
    }
}
