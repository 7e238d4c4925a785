import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport

/// A prompt run over scripted lines, with what it wrote and its exit status: a command's REPL test
/// gives its ViewModels and reads the rest.
@MainActor
struct ScriptedRepl {
    let status: Int32
    let output: TextBuffer
    let errors: TextBuffer

    init(
        _ lines: [String], viewModels: SessionViewModels, settings: DisplaySettings, columns: Int = 80,
        interrupts: (any InterruptSignal)? = nil
    ) async {
        let output = TextBuffer()
        let errors = TextBuffer()
        let session = ReplSession(
            viewModels: viewModels, reader: ScriptedLineReader(lines: lines), output: output, errors: errors,
            spinner: Spinner(output: errors, enabled: false), interrupts: interrupts,
            options: .init(
                interactive: false, columns: { columns }, commandFiles: InMemoryCommandFileReader()),
            display: ReplDisplay(settings: settings))
        status = await session.run()
        self.output = output
        self.errors = errors
    }
}
