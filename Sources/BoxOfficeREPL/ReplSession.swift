import BoxOfficeCommands
import BoxOfficeDomain
import BoxOfficePresentation

/// The read–eval–print loop: it reads a line, runs the command it names, which asks a ViewModel
/// for work, and gives the exit status. It draws nothing: each ViewModel, as it is made, gets its
/// one view (``ViewBinding``), which draws every state it publishes on the session's screen
/// (``PromptScreen``); the session keeps those views.
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

    /// What the commands ask for work, and what the views show.
    public let viewModels: SessionViewModels
    private let reader: any LineReader
    private let interrupts: (any InterruptSignal)?
    let options: Options
    /// What the views draw on, and the tallies of what failed.
    let promptScreen: PromptScreen
    /// Each ViewModel's view, kept for the session's life (a ViewModel holds its observers weakly).
    private var views: [AnyObject] = []
    /// How many `source` files are running inside one another now.
    var sourceDepth = 0
    /// Ctrl-C in a session nobody types into (`-c`, piped) ends it after the command running.
    private var scriptInterrupted = false
    /// How many Ctrl-C presses there were as the line running was read: only those are forgotten.
    private var pressesBeforeTheLine: Int?

    /// - Parameters:
    ///   - viewModels: what the commands act on and the views show.
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
        self.interrupts = interrupts
        self.options = options
        promptScreen = PromptScreen(
            display: display, output: output, errors: errors, spinner: spinner,
            interactive: options.interactive, columns: options.columns, imageSupport: options.imageSupport)
        viewModels.binding = self
    }

    /// Keeps `view`, which observes its ViewModel from its `init`, for as long as the session runs.
    func keep(_ view: AnyObject) { views.append(view) }

    /// Runs until `quit`, Ctrl-D or the end of input. Lines are read on a thread of their own
    /// (``LineReaderThread``), so the main actor, where the prefetch of details runs, is free
    /// while the prompt waits.
    /// - Returns: the exit status: 0, or 1 when input was piped and a command failed, or
    ///   130 (128 + SIGINT, as a shell gives) when Ctrl-C ended a session nobody types into.
    public func run() async -> Int32 {
        defer { viewModels.madeDetail?.cancelBackgroundWork() }
        if options.interactive {
            promptScreen.printLines([words.banner])
            if let latest = try? DateCommand.parse([]) { _ = await perform(latest) }
        }
        while true {
            let (input, pressesBefore) = await LineReaderThread(reader).readLine(
                prompt: prompt, marking: interrupts)
            pressesBeforeTheLine = pressesBefore
            switch input {
            case .endOfInput:
                if options.interactive { promptScreen.output.write("\n") }
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
                promptScreen.cancelled = false
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
        return promptScreen.failed ? 1 : promptScreen.usageFailed ? 64 : 0
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
        promptScreen.sayWarningsAfterCommand()
        return outcome
    }

    /// Runs `work` with its output in `format` (a command's `--format`), then goes back to the
    /// session's format unless `work` chose another.
    private func inFormat(_ format: DisplayFormat?, _ work: () async -> CommandOutcome) async
        -> CommandOutcome
    {
        let display = promptScreen.display
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

    /// Runs `work` as a task that Ctrl-C cancels; at the prompt only, a press from before the line was
    /// read (before now, for the first chart) is forgotten.
    public func runCancellable(_ work: @escaping @MainActor () async -> Void) async {
        let interactive = options.interactive
        let forgotten = interactive ? pressesBeforeTheLine ?? interrupts?.pressesSoFar() : nil
        guard await CancellableWork.run(cancelledBy: interrupts, forgettingPressesUpTo: forgotten, work)
        else {
            return
        }
        promptScreen.cancelled = true
        scriptInterrupted = scriptInterrupted || !interactive
    }

    /// Every word the session shows, in the display's language.
    public var words: any Words { promptScreen.words }
}

/// Each ViewModel gets its one view, made with it and the session's screen, in the view's own file
/// (`bind`); the compiler checks that every ViewModel has one.
extension ReplSession: ViewBinding {
    /// The settings' view hands a change to the screen; for a person at the prompt, the session
    /// then has the chart shown drawn again in the new settings: wiring of the session, since no
    /// view drives another's ViewModel.
    public func bind(_ model: SettingsViewModel) {
        keep(SettingsView(viewModel: model, screen: promptScreen))
        guard options.interactive else { return }
        // Observers are told in the order they came, so the view has applied the change first.
        model.observe(owner: self) { [weak self] state in
            if case .loaded(.changed) = state { self?.viewModels.list.showAgain() }
        }
    }
}
