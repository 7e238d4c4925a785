// What every view at the prompt draws on: the screen (the terminal's width, the two streams, the spinner,
// the tallies of what failed), the display in effect, and the one mechanism every view uses for each format.

import BoxOfficeDomain
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
    /// Said once the command running has shown its own output (the call budget's, set off where a
    /// call is made); one set off at the prompt (a prefetch) waits for the next command.
    private var warningsAfterCommand: [String] = []

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

    /// Holds `message` until the command running has shown its own output.
    func warnAfterCommand(_ message: String) {
        warningsAfterCommand.append(message)
    }

    /// Says the warnings held for the end of the command, in the order they came.
    func sayWarningsAfterCommand() {
        for message in warningsAfterCommand { warn(message) }
        warningsAfterCommand = []
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

/// How the REPL turns views into lines: the display settings in effect (layout, format,
/// symbols, ambiguous width, words), colour, sentence wrapping and the pager.
///
/// It only draws; the ``SettingsViewModel`` holds and saves the settings, and its view hands the
/// display each change it publishes. Each view prints the lines on the ``PromptScreen``.
@MainActor
public final class ReplDisplay {
    public internal(set) var settings: DisplaySettings
    /// Whether colour escape codes are written (a terminal, `NO_COLOR` unset).
    public let colorEnabled: Bool
    /// Long output goes through a pager when set (interactive sessions only).
    public let pager: PagerSetup?
    /// Whether plain sentences are wrapped to the width; off when output is piped.
    public let wrapsSentences: Bool

    public init(
        settings: DisplaySettings, colorEnabled: Bool = false, pager: PagerSetup? = nil,
        wrapsSentences: Bool = true
    ) {
        self.settings = settings
        self.colorEnabled = colorEnabled
        self.pager = pager
        self.wrapsSentences = wrapsSentences
    }

    public var isMachineReadable: Bool { settings.format.isMachineReadable }

    /// The list renderer for the current settings; colour only in the drawn formats (`table`,
    /// `box`), never in `plain`, `csv` or `json`.
    public var listRenderer: BoxOfficeListRenderer {
        BoxOfficeListRenderer(
            width: DisplayWidth(ambiguousIsWide: settings.preferences.ambiguousWidth == .wide),
            style: TerminalStyle(colorEnabled: colorEnabled && settings.format.isDrawn),
            symbols: settings.symbols)
    }

}

/// A view the REPL prints in each format — table, box, plain, csv, json — written once per view:
/// ``ReplDisplay/render(_:columns:)`` picks the one the user chose, sanitises the exports, wraps
/// the sentences, and by default draws the box as the table in a border.
/// Its json and sentences are the content's own (``ContentDocument``), as every front gives them.
@MainActor
public protocol PrintableView: ContentDocument {
    /// The csv text (a header line, then the records, each ending in a line feed), every text
    /// passed through `clean`.
    func csv(cleaning clean: (String) -> String) -> String
    func table(columns: Int, on display: ReplDisplay) -> [String]
    func box(columns: Int, on display: ReplDisplay) -> [String]
    var setsOffHeading: Bool { get }
}

extension PrintableView {
    public var setsOffHeading: Bool { false }

    public func box(columns: Int, on display: ReplDisplay) -> [String] {
        let border = BoxDrawing(symbols: display.settings.symbols, width: display.listRenderer.width)
        let inner = table(columns: columns - 2 * border.verticalWidth - 2, on: display)
        return border.frame(inner, dividerAfter: setsOffHeading ? 0 : nil)
    }
}

extension ReplDisplay {
    /// The lines of `view` in the current format: its csv or json with every text sanitised (text
    /// from the network never reaches the terminal with escape sequences in it), its sentences
    /// wrapped (`plain`), its table, or its box.
    public func render(_ view: some PrintableView, columns: Int) -> [String] {
        switch settings.format {
        case .csv:
            // The lines of the text, which ends in a line feed; empty lines kept. Each line is sanitised
            // again here, so a view that forgot to clean a cell still sends the terminal no escape.
            view.csv(cleaning: TerminalText.sanitize).split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().map { TerminalText.sanitize(String($0)) }
        case .json:
            [view.json(cleaning: TerminalText.sanitize)]
        case .plain:
            wrapped(view.sentences, columns: columns)
        case .table:
            view.table(columns: columns, on: self)
        case .box:
            view.box(columns: columns, on: self)
        }
    }

    /// `sentences` sanitised and wrapped to `columns` (at least 20), for the plain format; one a
    /// line, unwrapped, when ``wrapsSentences`` is off.
    private func wrapped(_ sentences: [String], columns: Int) -> [String] {
        guard wrapsSentences else { return sentences.map(TerminalText.sanitize) }
        return sentences.flatMap { sentence in
            TextWrapping.wrap(
                TerminalText.sanitize(sentence), columns: max(columns, 20), maxLines: .max,
                width: listRenderer.width)
        }
    }
}
