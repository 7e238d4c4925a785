import BoxOfficeCommands
import BoxOfficeDomain
import BoxOfficePresentation

/// The read–eval–print loop, the view of every ViewModel: it reads a line, the command asks a
/// ViewModel for work, and the session prints each state the ViewModels publish — the spinner
/// while `.loading`, the view when `.loaded`, the message when `.failed`.
///
/// Everything it touches comes in through `init`, so a test can drive it with a
/// scripted ``LineReader`` and read what it wrote.
@MainActor
public final class ReplSession {
    /// How the session behaves on this terminal.
    public struct Options: Sendable {
        /// A person at a terminal: banner, prompt, an initial day shown, exit status 0.
        /// Otherwise (piped input): no banner or prompt, and a non-zero exit status when
        /// any command failed.
        public var interactive: Bool
        /// The terminal width, asked again before each render so the layout follows it.
        public var columns: @Sendable () -> Int
        /// The folder `source` reads relative paths from; `nil`: the process's own.
        public var workingDirectory: String?
        /// The folder `~/` stands for in `source ~/FILE`; `nil`: `~` is not expanded.
        public var home: String?
        /// Where `source` reads its files (the disk, in the app).
        public var commandFiles: any CommandFileReader
        /// Whether and how the terminal shows images (`poster`, and the detail's hint).
        public var imageSupport: TerminalImageSupport

        /// - Parameters:
        ///   - interactive: whether a person types at a terminal.
        ///   - columns: the terminal width now.
        ///   - workingDirectory: where `source` finds relative paths; the process's folder by default.
        ///   - home: what `~/` means to `source`; not expanded by default.
        ///   - commandFiles: where `source` reads files.
        ///   - imageSupport: the terminal's image protocol; none by default.
        public init(
            interactive: Bool, columns: @escaping @Sendable () -> Int, workingDirectory: String? = nil,
            home: String? = nil, commandFiles: any CommandFileReader,
            imageSupport: TerminalImageSupport = .none
        ) {
            self.interactive = interactive
            self.columns = columns
            self.workingDirectory = workingDirectory
            self.home = home
            self.commandFiles = commandFiles
            self.imageSupport = imageSupport
        }
    }

    /// What the commands ask for work, and what the session prints.
    public let viewModels: SessionViewModels
    private let reader: any LineReader
    var output: any TextOutputStream & AnyObject
    var errors: any TextOutputStream & AnyObject
    let spinner: Spinner
    private let interrupts: (any InterruptSignal)?
    let options: Options
    var failed = false
    private var usageFailed = false
    /// How views are turned into lines: the settings in effect, colour, the pager.
    let display: ReplDisplay
    /// How many `source` files are running inside one another now.
    var sourceDepth = 0
    /// Whether a command of the line typed was cancelled (Ctrl-C): the `source` files it runs stop.
    private(set) var cancelled = false
    /// Ctrl-C in a session nobody types into (`-c`, piped) ends it after the command running.
    private var scriptInterrupted = false
    /// Said once the command running has shown its own output (the call budget's, set off where a
    /// call is made); one set off at the prompt (a prefetch) waits for the next command.
    var warningsAfterCommand: [String] = []

    /// - Parameters:
    ///   - viewModels: what the commands act on and the session shows.
    ///   - reader: where lines come from.
    ///   - output: where the box office is printed (standard output).
    ///   - errors: where messages and the spinner go (standard error).
    ///   - spinner: shown while a request runs.
    ///   - interrupts: Ctrl-C presses, to cancel a request in flight (and, when nobody types,
    ///     to end the session); `nil` when not watched.
    ///   - options: interactive or piped, the terminal width, its images.
    ///   - display: colour, sentence wrapping and pager; it draws with the settings ViewModel's
    ///     settings.
    public init(
        viewModels: SessionViewModels, reader: any LineReader, output: any TextOutputStream & AnyObject,
        errors: any TextOutputStream & AnyObject, spinner: Spinner, interrupts: (any InterruptSignal)?,
        options: Options, display: ReplDisplay
    ) {
        self.viewModels = viewModels
        self.reader = reader
        self.output = output
        self.errors = errors
        self.spinner = spinner
        self.interrupts = interrupts
        self.options = options
        self.display = display
        viewModels.binding = self
    }

    /// Binds a ViewModel, when it is first made, to the view `SessionViewModels` names for it: the
    /// spinner while `.loading` (never in csv or json), the view's `show` when `.loaded`, the
    /// message when `.failed` — only "Cancelled." for a request the user cancelled.
    func bindView<Content>(_ viewModel: ViewModel<Content>, to view: some ReplView<Content>) {
        viewModel.observe(owner: self) { [weak self] state in
            guard let self else { return }
            switch state {
            case .idle:
                break
            case .loading(let text):
                if !display.isMachineReadable { spinner.start(text) }
            case .loaded(let content):
                spinner.stop()
                view.show(content, in: self)
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
            }
        }
    }

    /// Runs until `quit`, Ctrl-D or the end of input. Lines are read on a thread of their own
    /// (``LineReaderThread``), so the main actor, where the prefetch of details runs, is free
    /// while the prompt waits.
    /// - Returns: the exit status: 0, or 1 when input was piped and a command failed, or
    ///   130 (128 + SIGINT, as a shell gives) when Ctrl-C ended a session nobody types into.
    public func run() async -> Int32 {
        defer { viewModels.madeDetail?.cancelBackgroundWork() }
        if options.interactive {
            printLines([words.banner])
            if let latest = try? DateCommand.parse([]) { _ = await perform(latest) }
        }
        while true {
            switch await LineReaderThread(reader).readLine(prompt: prompt) {
            case .endOfInput:
                if options.interactive { output.write("\n") }
                return exitStatus
            case .unreadable(let problem):
                report(words.inputNotRead(reason: problem))
                return scriptInterrupted ? 130 : 1
            case .interrupted where options.interactive:
                continue
            case .interrupted:
                scriptInterrupted = true
                return exitStatus
            case .tooLong:
                // Only what was typed was wrong, as with a mistyped command.
                reportUsage(words.lineTooLong(limit: LineInput.longestLine))
            case .line(let line):
                cancelled = false
                guard await handle(line) == .continueSession, !scriptWasInterrupted() else {
                    return exitStatus
                }
            }
        }
    }

    /// 130 after Ctrl-C; otherwise, for a script, 1 when a command failed, else 64 (a usage error,
    /// as ArgumentParser exits) when only what was typed was wrong.
    private var exitStatus: Int32 {
        if scriptInterrupted { return 130 }
        if options.interactive { return 0 }
        return failed ? 1 : usageFailed ? 64 : 0
    }

    /// Whether Ctrl-C was pressed in a session nobody types into, during a command or between two.
    func scriptWasInterrupted() -> Bool {
        if !options.interactive, interrupts?.consumeInterrupt() == true { scriptInterrupted = true }
        return scriptInterrupted
    }

    var prompt: String {
        viewModels.sessionState.period.map { period in
            period.kind == .daily ? "boxoffice \(period.first.iso)> " : "boxoffice \(period.kind) \(period)> "
        } ?? "boxoffice> "
    }

    /// Parses one line through ``CommandList`` and runs the command it names.
    func handle(_ line: String) async -> CommandOutcome {
        let parsed: (any SessionCommand)?
        do {
            parsed = try CommandParser.parse(line)
        } catch {
            reportUsage(error.message(in: words))
            return .continueSession
        }
        guard let command = parsed else { return .continueSession }
        return await perform(command)
    }

    /// Runs `command` in its own `--format`, then says the warnings its calls set off.
    func perform(_ command: any SessionCommand) async -> CommandOutcome {
        let outcome = await inFormat(command.run.format) { await command.run(in: self) }
        for warning in warningsAfterCommand { warn(warning) }
        warningsAfterCommand = []
        return outcome
    }

    /// Runs `work` with its output in `format` (a command's `--format`), then goes back to the
    /// session's format unless `work` chose another.
    private func inFormat(_ format: DisplayFormat?, _ work: () async -> CommandOutcome) async
        -> CommandOutcome
    {
        guard let format, format != display.settings.format else { return await work() }
        let sessionFormat = display.settings.format
        display.settings.format = format
        let outcome = await work()
        if display.settings.format == format { display.settings.format = sessionFormat }
        return outcome
    }

    /// Runs one command as a one-shot run does: no banner, no prompt, the exit status of a script.
    public func runOnce(_ command: any SessionCommand) async -> Int32 {
        defer { viewModels.madeDetail?.cancelBackgroundWork() }
        _ = await perform(command)
        _ = scriptWasInterrupted()
        return exitStatus
    }

    /// Runs `work` as a task that Ctrl-C cancels; a press from before is forgotten at the prompt only.
    public func runCancellable(_ work: @escaping @MainActor () async -> Void) async {
        let interactive = options.interactive
        guard await CancellableWork.run(cancelledBy: interrupts, forgettingEarlier: interactive, work) else {
            return
        }
        cancelled = true
        scriptInterrupted = scriptInterrupted || !interactive
    }

    /// Every word the session shows, in the display's language.
    public var words: any Words { display.settings.words }

    /// Says that what was typed is not what a command takes: a usage error, not a failed command.
    public func reportUsage(_ message: String) {
        usageFailed = true
        errors.write(wrapped(TerminalText.sanitize(message)) + "\n")
    }

    public func report(_ message: String) {
        failed = true
        errors.write(wrapped(TerminalText.sanitize(message)) + "\n")
    }

    /// `message` broken at spaces to the terminal's width for a person at a terminal
    /// (``MessageWrapping``); piped, one line as it was.
    func wrapped(_ message: String) -> String {
        guard options.interactive else { return message }
        return MessageWrapping.wrap(message, columns: options.columns(), width: display.listRenderer.width)
    }

    /// Lines that explain rather than answer, on standard error where csv or json is printed:
    /// not a failed command.
    public func note(_ lines: [String]) {
        for line in lines { errors.write(wrapped(line) + "\n") }
    }

    /// A warning on standard error (the settings file, the KOBIS call budget): not a failed
    /// command, so it does not change the exit status.
    func warn(_ message: String?) {
        guard let message else { return }
        errors.write(wrapped(words.warningPrefix + TerminalText.sanitize(message)) + "\n")
    }

    /// What `settings` shows of this screen: its width now, colour, the ambiguous width.
    public var screen: ScreenFacts {
        ScreenFacts(
            columns: options.columns(), colour: display.colorEnabled,
            ambiguousWidth: display.settings.preferences.ambiguousWidth.rawValue)
    }

    /// Prints `lines`, through the display's pager when the output is taller than the screen
    /// (``PagerPolicy``); the composition root gives a pager to interactive sessions only.
    public func printLines(_ lines: [String]) {
        let text = lines.joined(separator: "\n") + "\n"
        if let pager = display.pager,
            let command = pager.command(lineCount: lines.count),
            pager.pager.page(text, command: command)
        {
            return
        }
        output.write(text)
    }
}
