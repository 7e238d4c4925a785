import BoxOfficeDomain
import BoxOfficePresentation

/// The read–eval–print loop: reads a line, runs the command through the ViewModel,
/// and prints each state the ViewModel publishes.
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

        /// - Parameters:
        ///   - interactive: whether a person types at a terminal.
        ///   - columns: the terminal width now.
        ///   - workingDirectory: where `source` finds relative paths; the process's folder by default.
        ///   - home: what `~/` means to `source`; not expanded by default.
        ///   - commandFiles: where `source` reads files.
        public init(
            interactive: Bool, columns: @escaping @Sendable () -> Int, workingDirectory: String? = nil,
            home: String? = nil, commandFiles: any CommandFileReader
        ) {
            self.interactive = interactive
            self.columns = columns
            self.workingDirectory = workingDirectory
            self.home = home
            self.commandFiles = commandFiles
        }
    }

    let viewModel: BoxOfficeListViewModel
    private let reader: any LineReader
    var output: any TextOutputStream & AnyObject
    var errors: any TextOutputStream & AnyObject
    let spinner: Spinner
    private let interrupts: (any InterruptSignal)?
    let options: Options
    var failed = false
    /// The layout, format and symbols, and the commands that change them.
    let display: ReplDisplay
    /// How many `source` files are running inside one another now.
    var sourceDepth = 0
    /// `detail`, `poster` and `status`; `nil` when the session has none (they say so).
    let details: ReplDetails?

    /// - Parameters:
    ///   - viewModel: the box-office list the commands act on.
    ///   - reader: where lines come from.
    ///   - output: where the box office is printed (standard output).
    ///   - errors: where messages and the spinner go (standard error).
    ///   - spinner: shown while a request runs.
    ///   - interrupts: Ctrl-C presses, to cancel a request in flight; `nil` when not watched.
    ///   - options: interactive or piped, and the terminal width.
    ///   - display: the layout, format, symbols and pager (`ReplDisplay()`: list layout, table
    ///     format, no colour, nothing saved).
    ///   - details: `detail`, `poster` and `status`; without it they say they are not available.
    public init(
        viewModel: BoxOfficeListViewModel, reader: any LineReader, output: any TextOutputStream & AnyObject,
        errors: any TextOutputStream & AnyObject, spinner: Spinner, interrupts: (any InterruptSignal)?,
        options: Options, display: ReplDisplay, details: ReplDetails? = nil
    ) {
        self.viewModel = viewModel
        self.reader = reader
        self.output = output
        self.errors = errors
        self.spinner = spinner
        self.interrupts = interrupts
        self.options = options
        self.display = display
        self.details = details
        viewModel.observe(owner: self) { [weak self] state in self?.show(state) }
    }

    /// Runs until `quit`, Ctrl-D or the end of input. Lines are read on a thread of their own
    /// (``LineReaderThread``), so the main actor, where the prefetch of details runs, is free
    /// while the prompt waits.
    /// - Returns: the exit status: 0, or 1 when input was piped and a command failed.
    public func run() async -> Int32 {
        defer { details?.viewModel.cancelBackgroundWork() }
        if options.interactive {
            printLines([words.banner])
            _ = await perform(DateCommand(day: nil))
        }
        while true {
            switch await LineReaderThread(reader).readLine(prompt: prompt) {
            case .endOfInput:
                if options.interactive { output.write("\n") }
                return exitStatus
            case .interrupted:
                continue
            case .line(let line):
                guard await handle(line) == .continueSession else { return exitStatus }
            }
        }
    }

    private var exitStatus: Int32 { !options.interactive && failed ? 1 : 0 }

    private var prompt: String {
        viewModel.selectedDate.map { "boxoffice \($0.iso)> " } ?? "boxoffice> "
    }

    /// Parses one line through ``CommandList`` and runs the command it names.
    func handle(_ line: String) async -> CommandOutcome {
        let parsed: (any ReplCommand)?
        do {
            parsed = try CommandParser.parse(line)
        } catch {
            report(error.message(in: words))
            return .continueSession
        }
        guard let command = parsed else { return .continueSession }
        return await perform(command)
    }

    /// Runs `command`, then checks the day's KOBIS calls if it may have made some (a day and
    /// its prefetched details can cost eleven): the one place the budget warning comes from.
    private func perform(_ command: any ReplCommand) async -> CommandOutcome {
        let outcome = await command.run(in: self)
        if type(of: command).mayReachKOBIS { await warnAboutBudget() }
        return outcome
    }

    /// Warns once, on standard error, when today's KOBIS calls near or reach the limit.
    private func warnAboutBudget() async {
        guard let status = details?.status, let warning = await status.budgetWarning() else { return }
        warn(warning)
    }

    /// Runs `work` as a task that Ctrl-C cancels.
    func runCancellable(_ work: @escaping @MainActor () async -> Void) async {
        _ = interrupts?.consumeInterrupt()
        let task = Task { await work() }
        let watcher = Task { [interrupts] in
            guard let interrupts else { return }
            while !Task.isCancelled {
                if interrupts.consumeInterrupt() {
                    task.cancel()
                    return
                }
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        await task.value
        watcher.cancel()
    }

    private func show(_ state: BoxOfficeListState) {
        switch state {
        case .idle:
            break
        case .loading(let date):
            if !display.isMachineReadable { spinner.start(words.loading(date)) }
        case .loaded(let content):
            spinner.stop()
            printLines(display.render(content, columns: options.columns()))
        case .failed(let failure, let message):
            spinner.stop()
            if failure == .cancelled {
                errors.write(words.cancelled + "\n")
            } else {
                report(message)
            }
        }
    }

    /// Every word the session shows, in the display's language.
    var words: any Words { display.settings.words }

    func report(_ message: String) {
        failed = true
        errors.write(wrapped(TerminalText.sanitize(message)) + "\n")
    }

    /// `message` broken at spaces to the terminal's width for a person at a terminal
    /// (``MessageWrapping``); piped, one line as it was.
    func wrapped(_ message: String) -> String {
        guard options.interactive else { return message }
        return MessageWrapping.wrap(message, columns: options.columns(), width: display.listRenderer.width)
    }

    /// A warning on standard error (the settings file, the KOBIS call budget): not a failed
    /// command, so it does not change the exit status.
    func warn(_ message: String?) {
        guard let message else { return }
        errors.write(wrapped(words.warningPrefix + TerminalText.sanitize(message)) + "\n")
    }

    /// Runs `work` with the spinner saying `label` meanwhile, as a day's load does: on a
    /// terminal only (the spinner knows), never in csv or json, and gone before anything is
    /// printed.
    func withSpinner<Value>(_ label: String, _ work: () async -> Value) async -> Value {
        if !display.isMachineReadable { spinner.start(label) }
        defer { spinner.stop() }
        return await work()
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
}
