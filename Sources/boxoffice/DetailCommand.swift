import ArgumentParser
import BoxOfficePresentation
import BoxOfficeREPL

/// `boxoffice detail <movieCode> [--format table|box|plain|csv|json]`: prints one movie's
/// detail and exits.
struct DetailCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "detail",
        abstract: "Print one movie's detail (KOBIS movie info, Kakao poster) and exit."
    )

    @Argument(help: "The KOBIS movie code, e.g. 20199882.")
    var movieCode: String

    @OptionGroup var output: FormatOptions
    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DisplayOptions

    func validate() throws {
        guard case .code = DetailSelector(movieCode) else {
            let words = Console.live(display: display).words
            throw ValidationError(words.notAMovieCode(movieCode))
        }
    }

    @MainActor
    func run() async throws {
        let app = try AppEnvironment.live(demo: source.demo, display: display)
        app.announceSource()
        let detail = app.makeDetail(prefetching: false)
        await detail.show(movieCode)
        switch detail.state {
        case .loaded(let view):
            // No image hint: it would name the prompt's `poster`, which one-shot commands lack.
            let screen = app.console.oneShotDisplay(options: display, format: output.format)
            app.console.show(screen.render(view, columns: app.terminal.columns))
            if let warning = view.warning { throw app.fail(warning) }
        case .failed(let failure):
            throw app.fail(failure.message)
        case .idle, .loading:
            return
        }
    }
}
