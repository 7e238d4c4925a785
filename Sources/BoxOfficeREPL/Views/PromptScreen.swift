// What every view at the prompt draws on: the display, the terminal's width, the two streams, the spinner, the tallies.

import BoxOfficePresentation

/// The prompt's screen, shared by its views: the display in effect (settings, colour, pager), the
/// terminal's width now and its images, standard output and standard error, the spinner, and the
/// tallies of what failed, which the session's exit status reads.
///
/// Each view draws its content itself; what every view does alike — the spinner while a state is
/// `.loading`, the message when it is `.failed` — is ``content(of:)``, which each view calls.
@MainActor
final class PromptScreen {
    /// How contents become lines: the settings in effect, colour, sentence wrapping, the pager.
    let display: ReplDisplay
    // Variables only because a stream's `write` is `mutating`; each is one stream for the session's life.
    var output: any TextOutputStream & AnyObject
    var errors: any TextOutputStream & AnyObject
    let spinner: Spinner
    /// A person at a terminal: messages are wrapped to the width, the progress bar is drawn.
    let interactive: Bool
    /// Whether and how the terminal shows images (`poster`, and the detail's hint).
    let imageSupport: TerminalImageSupport
    private let columnsNow: @Sendable () -> Int

    /// A command failed: a script exits 1.
    var failed = false
    /// Only what was typed was wrong: a script exits 64 when nothing else failed.
    var usageFailed = false
    /// A request of the line typed was cancelled (Ctrl-C): the `source` files it runs stop.
    var cancelled = false

    init(
        display: ReplDisplay, output: any TextOutputStream & AnyObject,
        errors: any TextOutputStream & AnyObject,
        spinner: Spinner, interactive: Bool, columns: @escaping @Sendable () -> Int,
        imageSupport: TerminalImageSupport
    ) {
        self.display = display
        self.output = output
        self.errors = errors
        self.spinner = spinner
        self.interactive = interactive
        self.columnsNow = columns
        self.imageSupport = imageSupport
    }

    /// The terminal's width now, asked again before each render so the layout follows it.
    var columns: Int { columnsNow() }

    var words: any Words { display.settings.words }

    /// The content of a `.loaded` state, for its view to draw; `nil` for the other states, shown
    /// here the same way for every view: the spinner while `.loading` (never in csv or json), the
    /// message when `.failed` — only "Cancelled." for a request the user cancelled.
    func content<Content>(of state: ViewState<Content>) -> Content? {
        switch state {
        case .idle:
            return nil
        case .loading(let text):
            if !display.isMachineReadable { spinner.start(text) }
            return nil
        case .loaded(let content):
            spinner.stop()
            return content
        case .failed(let failure):
            spinner.stop()
            if failure.isCancellation {
                cancelled = true
                errors.write(words.cancelled + "\n")
            } else if failure.isTypedWrong {
                reportUsage(failure.message)
            } else {
                report(failure.message)
            }
            return nil
        }
    }

    /// Prints `lines`, through the display's pager when the output is taller than the screen
    /// (``PagerPolicy``); the composition root gives a pager to interactive sessions only.
    func printLines(_ lines: [String]) {
        let text = lines.joined(separator: "\n") + "\n"
        if let pager = display.pager,
            let command = pager.command(lineCount: lines.count),
            pager.pager.page(text, command: command)
        {
            return
        }
        output.write(text)
    }

    /// Says that what was typed is not what a command takes: a usage error, not a failed command.
    func reportUsage(_ message: String) {
        usageFailed = true
        errors.write(wrapped(TerminalText.sanitize(message)) + "\n")
    }

    func report(_ message: String) {
        failed = true
        errors.write(wrapped(TerminalText.sanitize(message)) + "\n")
    }

    /// Lines that explain rather than answer, on standard error where csv or json is printed:
    /// not a failed command.
    func note(_ lines: [String]) {
        for line in lines { errors.write(wrapped(line) + "\n") }
    }

    /// A warning on standard error (the settings file, the KOBIS call budget): not a failed
    /// command, so it does not change the exit status.
    func warn(_ message: String?) {
        guard let message else { return }
        errors.write(wrapped(words.warningPrefix + TerminalText.sanitize(message)) + "\n")
    }

    /// `message` broken at spaces to the terminal's width for a person at a terminal
    /// (``MessageWrapping``); piped, one line as it was.
    func wrapped(_ message: String) -> String {
        guard interactive else { return message }
        return MessageWrapping.wrap(message, columns: columns, width: display.listRenderer.width)
    }

    /// What `settings` shows of this screen: its width now, colour, the ambiguous width.
    var facts: ScreenFacts {
        ScreenFacts(
            columns: columns, colour: display.colorEnabled,
            ambiguousWidth: display.settings.preferences.ambiguousWidth.rawValue)
    }
}
