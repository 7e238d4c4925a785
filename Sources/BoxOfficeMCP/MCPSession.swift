// The session a tool call runs in: the commands' own session, whose views keep what they are shown for the answer.

import BoxOfficeCommands
import BoxOfficePresentation
import Foundation

/// What one tool call gave: the json document of what it loaded (as `--format json` prints it),
/// the sentences a reader without a screen gets, what was said beside them, and a failure.
struct ToolAnswer: Equatable {
    var document: JSONValue?
    var lines: [String] = []
    var notes: [String] = []
    var failure: String?
    // A sync that stopped early or lost a chart says why among its lines, and fails as the one-shot exits 1.
    var unfinished = false

    var isError: Bool { failure != nil || unfinished }
}

/// A ``CommandSession`` with no screen: each ViewModel's view writes into the answer of the call
/// running, so a command runs here exactly as it runs at the prompt.
@MainActor
final class MCPSession: CommandSession {
    let viewModels: SessionViewModels
    let words: any Words
    let screen = ScreenFacts(columns: 80, colour: false, ambiguousWidth: "narrow")
    let cleaning: @Sendable (String) -> String
    var format: DisplayFormat { .json }
    var drawsImages: Bool { false }
    private var answer = ToolAnswer()
    /// The call budget's warnings set off during the call running, said after what it showed.
    var warningsAfterCommand: [String] = []

    /// - Parameter cleaning: what the one-shot `--format json` passes its texts through, so a
    ///   result equals that document.
    init(viewModels: SessionViewModels, words: any Words, cleaning: @escaping @Sendable (String) -> String) {
        self.viewModels = viewModels
        self.words = words
        self.cleaning = cleaning
        viewModels.binding = self
    }

    /// Runs `command` and gives what it showed, the warning near the day's KOBIS calls among it, so
    /// an assistant is told before the key's daily limit is reached.
    func answer(_ command: any SessionCommand) async -> ToolAnswer {
        answer = ToolAnswer()
        _ = await command.run(in: self)
        note(warningsAfterCommand)
        warningsAfterCommand = []
        return answer
    }

    func runCancellable(_ work: @escaping @MainActor () async -> Void) async { await work() }
    func reportUsage(_ message: String) { fail(message) }
    func report(_ message: String) { fail(message) }
    func note(_ lines: [String]) { answer.notes += lines.map(cleaning) }
    func printLines(_ lines: [String]) { answer.lines += lines.map(cleaning) }
    func write(_ text: String) async throws { answer.lines.append(cleaning(text)) }
    func fileURL(typed path: String) -> URL { URL(fileURLWithPath: path) }
    func clearScreen() {}

    func showHelp(for command: (any SessionCommand.Type)?) {
        let commands = command.map { [$0] } ?? CommandList.all
        printLines(commands.map { "\($0.usage): \($0.configuration.abstract)" })
    }

    func runCommands(inFile path: String) async -> CommandOutcome {
        fail(words.notAvailable(command: SourceCommand.name))
        return .continueSession
    }

    private func fail(_ message: String) {
        answer.failure = [answer.failure, cleaning(message)].compactMap { $0 }.joined(separator: "\n")
    }

    /// Every content is kept the same way: its document, its sentences, what it says beside them,
    /// and what failed beside it (a chart shown but not stored fails, as the prompt reports it).
    func keep<Content: ContentDocument>(
        _ model: ViewModel<Content>, failure: @escaping (Content) -> String? = { _ in nil },
        notes: @escaping (Content) -> [String]
    ) {
        keep(model) { session, content in
            session.keepDocument(content.document(cleaning: session.cleaning))
            session.printLines(content.sentences)
            session.note(notes(content))
            if let message = failure(content) { session.fail(message) }
        }
    }

    func keepUnfinished() { answer.unfinished = true }

    /// The document the answer gives as structured content: the last one shown.
    func keepDocument(_ document: JSONValue?) {
        if let document { answer.document = document }
    }

    func keep<Content>(_ model: ViewModel<Content>, _ show: @escaping (MCPSession, Content) -> Void) {
        model.observe(owner: self) { [weak self] state in
            guard let self else { return }
            switch state {
            case .idle, .loading: break
            case .loaded(let content): show(self, content)
            case .failed(let failure): fail(failure.message)
            }
        }
    }
}
