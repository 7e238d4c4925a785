// A request answered as a command: its query made the words the prompt would have read, parsed by the
// command's own declaration, run in a session of its own.

import BoxOfficeCommands
import BoxOfficeDomain
import BoxOfficePresentation
import Foundation

/// What a request is answered with, made on the main actor and drawn off it: a screen and its HTTP
/// status, or a poster's bytes (`nil`: none to give).
public enum WebAnswer: Sendable {
    case page(any WebScreen, status: Int)
    case poster(PosterViewData?)
}

/// The site's one main-actor part: each request parsed by its command's declaration (the parses kept,
/// as the protocol server keeps them) and run in a fresh session from `newSession`.
@MainActor
public final class WebSite {
    private let newSession: @MainActor () -> SessionViewModels
    let words: any Words
    private let warn: @MainActor (String) -> Void
    private var parsed = ParsedCommands()
    private var lines: [String: DeclaredCommandLine] = [:]

    /// - Parameters:
    ///   - newSession: a session's ViewModels over the services built once, made for each request.
    ///   - warn: where the server says what is not a page (standard error).
    public init(
        words: any Words, warn: @escaping @MainActor (String) -> Void = { _ in },
        newSession: @escaping @MainActor () -> SessionViewModels
    ) {
        self.words = words
        self.warn = warn
        self.newSession = newSession
    }

    /// Runs `screen`'s command with the query's values as its arguments (a name its declaration lacks
    /// is refused unread, as a tool call's is) and gives what its view showed.
    public func answer(_ screen: ServedScreen, query: [String: String]) async -> WebAnswer {
        let line = declaredLine(of: screen)
        let undeclared = line.undeclared(query.keys)
        if let option = undeclared.first(where: DeclaredCommandLine.runOptions.contains) {
            return refusal(CommandParseError.startOption("--" + option).message(in: words), status: 400)
        }
        if !undeclared.isEmpty {
            let known = line.arguments.map(\.property) + [WebQuery.layoutName]
            return refusal(
                words.undeclaredArguments(undeclared, tool: screen.name, known: known), status: 400)
        }
        let command: any SessionCommand
        do throws(CommandParseError) {
            let words = ParsedCommands.ToolLine(
                tool: screen.name, words: line.words(from: query.mapValues { [$0] }))
            command = try parsed.command(for: words) { line throws(CommandParseError) in
                try CommandList.parse(line.words, of: screen.command, calledAs: line.tool)
            }
        } catch {
            return refusal(error.message(in: words), status: 400)
        }
        let isPoster = screen.path == WebScreens.poster.path
        let page = WebPage(
            viewModels: newSession(), words: words, title: title(of: screen), drawsImages: isPoster,
            warn: warn)
        await page.run(command)
        // An image has no page to show a failure on: only a request typed wrong is told.
        if isPoster, page.usage == nil, page.failure?.isTypedWrong != true { return .poster(page.poster) }
        if let usage = page.usage { return refusal(usage, status: 400) }
        if let failure = page.failure { return refusal(failure.message, status: Self.status(of: failure)) }
        return page.shown.map { .page($0, status: 200) } ?? refusal(words.pageNotFound, status: 404)
    }

    /// The failure's page: a request typed wrong, or a screen that could not be shown.
    func refusal(_ message: String, status: Int) -> WebAnswer {
        .page(FailurePage(title: words.failureTitle, message: message), status: status)
    }

    /// Typed wrong or not there is 404; asked past a source's rule is 400; a source that failed is 502;
    /// no source to ask (the demo's history, no key) is 503.
    static func status(of failure: ShownFailure) -> Int {
        if failure.isTypedWrong { return 404 }
        switch failure.cause {
        case .movieNotFound, .personNotFound, .companyNotFound, .notInDemoData, .movieNotInDemoData,
            .chartNotInDemoData:
            return 404
        // Asked wrong, though only the source's rule says so: a search past its length.
        case .searchTooLong: return 400
        case nil, .missingAPIKey: return 503
        case .some: return 502
        }
    }

    /// What `help` calls the screen's command, in the run's language.
    private func title(of screen: ServedScreen) -> String {
        words.help(forCommand: screen.command.name)?.summary ?? words.siteName
    }

    /// The declaration's arguments, read once a screen (a dump costs as much as a few parses).
    private func declaredLine(of screen: ServedScreen) -> DeclaredCommandLine {
        if let line = lines[screen.path] { return line }
        let line = DeclaredCommandLine(screen.command)
        lines[screen.path] = line
        return line
    }
}
