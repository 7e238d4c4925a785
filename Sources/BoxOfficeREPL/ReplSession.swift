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

        /// - Parameters:
        ///   - interactive: whether a person types at a terminal.
        ///   - columns: the terminal width now.
        public init(interactive: Bool, columns: @escaping @Sendable () -> Int) {
            self.interactive = interactive
            self.columns = columns
        }
    }

    private let viewModel: BoxOfficeListViewModel
    private let reader: any LineReader
    private var output: any TextOutputStream & AnyObject
    private var errors: any TextOutputStream & AnyObject
    private let renderer: BoxOfficeListRenderer
    private let spinner: Spinner
    private let interrupts: (any InterruptSignal)?
    private let options: Options
    private var failed = false

    /// - Parameters:
    ///   - viewModel: the box-office list the commands act on.
    ///   - reader: where lines come from.
    ///   - output: where the box office is printed (standard output).
    ///   - errors: where messages and the spinner go (standard error).
    ///   - renderer: lays the list out for the terminal.
    ///   - spinner: shown while a request runs.
    ///   - interrupts: Ctrl-C presses, to cancel a request in flight; `nil` when not watched.
    ///   - options: interactive or piped, and the terminal width.
    public init(
        viewModel: BoxOfficeListViewModel, reader: any LineReader, output: any TextOutputStream & AnyObject,
        errors: any TextOutputStream & AnyObject, renderer: BoxOfficeListRenderer, spinner: Spinner,
        interrupts: (any InterruptSignal)?, options: Options
    ) {
        self.viewModel = viewModel
        self.reader = reader
        self.output = output
        self.errors = errors
        self.renderer = renderer
        self.spinner = spinner
        self.interrupts = interrupts
        self.options = options
        viewModel.observe(owner: self) { [weak self] state in self?.show(state) }
    }

    /// Runs until `quit`, Ctrl-D or the end of input.
    /// - Returns: the exit status: 0, or 1 when input was piped and a command failed.
    public func run() async -> Int32 {
        if options.interactive {
            printLines(["boxoffice · 일별 박스오피스 · `help` lists the commands · Ctrl-D leaves"])
            await runCancellable { await self.viewModel.load() }
        }
        while true {
            switch reader.readLine(prompt: prompt) {
            case .endOfInput:
                if options.interactive { output.write("\n") }
                return exitStatus
            case .interrupted:
                continue
            case .line(let line):
                guard await handle(line) else { return exitStatus }
            }
        }
    }

    private var exitStatus: Int32 { !options.interactive && failed ? 1 : 0 }

    private var prompt: String {
        "boxoffice \(viewModel.selectedDate?.iso ?? "")> "
    }

    /// Runs one line; `false` when the session should end.
    private func handle(_ line: String) async -> Bool {
        let command: ReplCommand?
        do {
            command = try CommandParser.parse(line)
        } catch {
            report(error.description)
            return true
        }
        switch command {
        case nil:
            return true
        case .quit:
            return false
        case .help(let name):
            printLines(name.map(HelpText.details(of:)) ?? HelpText.overview())
        case .date(let text):
            await showDate(text)
        case .previous:
            await runCancellable { await self.viewModel.showPrevious() }
        case .next:
            await runCancellable { await self.viewModel.showNext() }
        case .refresh:
            await runCancellable { await self.viewModel.refresh() }
        }
        return true
    }

    private func showDate(_ text: String?) async {
        var date: BoxOfficeDate?
        if let text {
            do {
                date = try BoxOfficeDate.parse(text)
            } catch {
                report(error.description)
                return
            }
        }
        await runCancellable { await self.viewModel.load(date) }
    }

    /// Runs `work` as a task that Ctrl-C cancels.
    private func runCancellable(_ work: @escaping @MainActor () async -> Void) async {
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
            spinner.start("\(date.iso) 불러오는 중…")
        case .loaded(let content):
            spinner.stop()
            printLines(renderer.render(content, columns: options.columns()))
        case .failed(let failure, let message):
            spinner.stop()
            if failure == .cancelled {
                errors.write("Cancelled.\n")
            } else {
                report(message)
            }
        }
    }

    private func report(_ message: String) {
        failed = true
        errors.write(TerminalText.sanitize(message) + "\n")
    }

    private func printLines(_ lines: [String]) {
        output.write(lines.joined(separator: "\n") + "\n")
    }
}
