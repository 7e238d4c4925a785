import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL

extension AppEnvironment {
    /// `detail`'s use case: details and posters from the live (or demo) sources.
    var detailUseCase: ShowMovieDetailUseCase {
        ShowMovieDetailUseCase(details: sources.movieDetails, posters: sources.posters)
    }

    /// `status`'s use case.
    var statusUseCase: ShowStatusUseCase {
        ShowStatusUseCase(repository: sources.status, calendar: calendar, source: isDemo ? .demo : .kobis)
    }

    /// What the terminal can show of images, from `TERM`, `TERM_PROGRAM` and `KITTY_WINDOW_ID`;
    /// nothing when standard output is not a terminal.
    var imageSupport: TerminalImageSupport {
        terminal.isOutputTTY ? TerminalImageSupport(environment: environment) : .none
    }

    /// `detail`, `poster` and `status` for the REPL; the detail ViewModel watches `list` and
    /// prefetches the details of each day shown, ``DataSources/requestsPerService`` at a time.
    @MainActor
    func makeDetails(list: BoxOfficeListViewModel) -> ReplDetails {
        ReplDetails(
            viewModel: MovieDetailViewModel(
                list: list, useCase: detailUseCase, prefetchConcurrency: DataSources.requestsPerService,
                words: words),
            status: StatusViewModel(useCase: statusUseCase, words: words),
            imageSupport: imageSupport,
            images: sources.posterImages)
    }
}
