// The session a request runs in: the commands' own session, whose views keep what a page will draw.

import BoxOfficeCommands
import BoxOfficePresentation
import Foundation

/// A ``CommandSession`` with a browser for a screen: a request's command runs here exactly as it
/// runs at the prompt, and each ViewModel's web view keeps the screen it was shown (a ``WebScreen``,
/// drawn later off the main actor), the failure, or a poster's bytes. Made afresh for each request:
/// an address holds a page's whole state, so nothing is shared between two requests.
@MainActor
public final class WebPage: CommandSession {
    public let viewModels: SessionViewModels
    public let words: any Words
    public let screen = ScreenFacts(columns: 80, colour: false, ambiguousWidth: "narrow")
    /// Text is escaped where a page is written (the HTML builder), not before: here it stays as it is.
    public let cleaning: @Sendable (String) -> String = { $0 }
    public var format: DisplayFormat { .table }
    /// Only `/poster` asks for the image's bytes; a page links to them instead.
    public let drawsImages: Bool
    /// The title of a screen that has no page of its own yet: what `help` calls its command.
    public let title: String
    /// What the call budget warns of, said where the server says things (standard error).
    let warn: @MainActor (String) -> Void

    /// The screen the command's ViewModel was shown, if it loaded.
    public internal(set) var shown: (any WebScreen)?
    /// Why the command showed nothing: a ViewModel's failure.
    public internal(set) var failure: ShownFailure?
    /// What the command said was typed wrong before asking anything (a filter it cannot read).
    public internal(set) var usage: String?
    /// What `/poster` found, when `drawsImages`.
    public internal(set) var poster: PosterViewData?

    public init(
        viewModels: SessionViewModels, words: any Words, title: String, drawsImages: Bool = false,
        warn: @escaping @MainActor (String) -> Void = { _ in }
    ) {
        self.viewModels = viewModels
        self.words = words
        self.title = title
        self.drawsImages = drawsImages
        self.warn = warn
        viewModels.binding = self
    }

    /// Runs `command`; what it showed is then in ``shown``, ``failure``, ``usage`` or ``poster``.
    public func run(_ command: any SessionCommand) async {
        _ = await command.run(in: self)
    }

    public func runCancellable(_ work: @escaping @MainActor () async -> Void) async { await work() }
    public func reportUsage(_ message: String) {
        usage = [usage, message].compactMap { $0 }.joined(separator: " ")
    }
    public func report(_ message: String) { failure = ShownFailure(message) }
    public func note(_ lines: [String]) {}
    public func printLines(_ lines: [String]) {}
    public func write(_ text: String) async throws {}
    public func fileURL(typed path: String) -> URL { URL(fileURLWithPath: path) }
    public func clearScreen() {}
    public func showHelp(for command: (any SessionCommand.Type)?) {}

    public func runCommands(inFile path: String) async -> CommandOutcome {
        report(words.notAvailable(command: SourceCommand.name))
        return .continueSession
    }

    /// Every view does the same with its ViewModel's states: a loaded content becomes the screen
    /// `draw` makes of it, a failure is kept; loading draws nothing (the page waits for the end).
    /// `draw` is handed the page, never holds it: the ViewModel keeps its observers for its life.
    func show<Content>(
        _ model: ViewModel<Content>, _ draw: @escaping (WebPage, Content) -> (any WebScreen)?
    ) {
        model.observe(owner: self) { [weak self] state in
            guard let self else { return }
            switch state {
            case .idle, .loading: break
            case .loaded(let content):
                shown = draw(self, content)
                failure = nil
            case .failed(let failure): self.failure = failure
            }
        }
    }
}
