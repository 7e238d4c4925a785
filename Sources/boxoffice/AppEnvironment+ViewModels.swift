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

    /// What `settings` says about the data: demo (and how many days) or KOBIS.
    var sourceSummary: DataSourceSummary {
        guard isDemo else { return DataSourceSummary(source: .kobis) }
        return DataSourceSummary(source: .demo, demoDays: repository.availableDates?.count ?? 0)
    }

    /// The list with nothing shown yet, for a command that shows a day or a movie of it.
    @MainActor
    func makeList() -> BoxOfficeListViewModel {
        BoxOfficeListViewModel(useCase: useCase, words: words)
    }

    /// `detail` against `list`; it prefetches the details of each day shown,
    /// ``DataSources/requestsPerService`` at a time, unless `prefetching` is off.
    @MainActor
    func makeDetail(list: BoxOfficeListViewModel, prefetching: Bool = true) -> MovieDetailViewModel {
        MovieDetailViewModel(
            list: list, useCase: detailUseCase, prefetchConcurrency: DataSources.requestsPerService,
            prefetching: prefetching, words: words)
    }

    /// Every ViewModel of the prompt: the settings start as `settings` and save through the
    /// settings file (`saved`: what it holds, without this run's options).
    @MainActor
    func makeViewModels(settings: DisplaySettings, saved: UserPreferences) -> ReplSession.ViewModels {
        let list = makeList()
        let detail = makeDetail(list: list)
        return ReplSession.ViewModels(
            list: list, calendar: CalendarViewModel(useCase: useCase, list: list, words: words),
            settings: SettingsViewModel(
                settings: settings, saved: saved, store: console.preferencesStore,
                location: paths.settingsFile.path, source: sourceSummary),
            detail: detail,
            poster: PosterViewModel(
                detail: detail, images: ShowPosterImageUseCase(images: sources.posterImages), words: words),
            status: StatusViewModel(useCase: statusUseCase, words: words),
            callBudget: CallBudgetViewModel(useCase: statusUseCase, words: words))
    }
}
