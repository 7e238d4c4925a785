// The catalogue's one-shot commands: `search`, `people`, `person` and `company`, in every format.

import ArgumentParser
import BoxOfficePresentation
import BoxOfficeREPL

/// `boxoffice search TITLE [--page N]`: one page of KOBIS's movies whose title holds TITLE.
struct MovieSearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Print one page of KOBIS's movies whose title holds TITLE, and exit."
    )

    @Argument(help: "The title, or part of it (spaces ignored).")
    var title: String
    @OptionGroup var page: PageOption
    @OptionGroup var output: FormatOptions
    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DisplayOptions

    @MainActor
    func run() async throws {
        try await CatalogueOneShot.run(source: source, display: display, format: output.format) { catalogue in
            await catalogue.searchMovies(title, page: page.page)
        }
    }
}

/// `boxoffice people NAME [--page N]`: one page of KOBIS's people whose name holds NAME.
struct PeopleSearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "people", abstract: "Print one page of KOBIS's people whose name holds NAME, and exit.")

    @Argument(help: "The name, or part of it.")
    var name: String
    @OptionGroup var page: PageOption
    @OptionGroup var output: FormatOptions
    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DisplayOptions

    @MainActor
    func run() async throws {
        try await CatalogueOneShot.run(source: source, display: display, format: output.format) { catalogue in
            await catalogue.searchPeople(name, page: page.page)
        }
    }
}

/// `boxoffice person CODE`: a person and their filmography.
struct PersonInfoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "person",
        abstract: "Print a person (by KOBIS's people code) and their filmography, and exit.")

    @Argument(help: "The KOBIS people code, e.g. 10031641.")
    var code: String
    @OptionGroup var output: FormatOptions
    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DisplayOptions

    @MainActor
    func run() async throws {
        try await CatalogueOneShot.run(source: source, display: display, format: output.format) { catalogue in
            await catalogue.showPerson(code)
        }
    }
}

/// `boxoffice company NAME|CODE [--page N]`: KOBIS's companies whose name holds NAME, or one
/// company (by its code) and its filmography.
struct CompanySearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "company",
        abstract: "Print the companies whose name holds NAME, or one company (by KOBIS's code) and its films."
    )

    @Argument(help: "A company's name (or part of it), or its KOBIS code, e.g. 20100558.")
    var company: String
    @OptionGroup var page: PageOption
    @OptionGroup var output: FormatOptions
    @OptionGroup var source: SourceOptions
    @OptionGroup var display: DisplayOptions

    @MainActor
    func run() async throws {
        try await CatalogueOneShot.run(source: source, display: display, format: output.format) { catalogue in
            if case .code = CatalogueSelector(company) {
                await catalogue.showCompany(company)
            } else {
                await catalogue.searchCompanies(company, page: page.page)
            }
        }
    }
}

/// `--page N`: which page of a search.
struct PageOption: ParsableArguments {
    @Option(help: "Which page of the results (10 a page), from 1.")
    var page: Int = 1

    func validate() throws {
        // One request for the page asked, never a walk through the pages before it.
        guard (1...10_000).contains(page) else {
            throw ValidationError("--page takes a number from 1 to 10000, not \(page).")
        }
    }
}

/// What the catalogue's one-shot commands share: the environment, the ViewModel, one intent,
/// and its content printed in the format asked, or its failure.
enum CatalogueOneShot {
    @MainActor
    static func run(
        source: SourceOptions, display: DisplayOptions, format: OutputFormat,
        _ ask: (CatalogueViewModel) async -> Void
    ) async throws {
        let app = try AppEnvironment.live(demo: source.demo, display: display)
        app.announceSource()
        let catalogue = app.makeCatalogue()
        await ask(catalogue)
        switch catalogue.state {
        case .loaded(let content):
            let screen = app.console.oneShotDisplay(options: display, format: format)
            app.console.show(screen.render(content, columns: app.terminal.columns))
        case .failed(let failure):
            throw app.fail(failure.message)
        case .idle, .loading:
            return
        }
    }
}
