// Each ViewModel's one view on the site: the screen it draws of each content. A served screen's own
// page lives in its file under Views/ (`extension WebPage { func bind(…) }`); until it has one, its
// sentences as paragraphs. ViewModels no address reaches (settings, sync, export, backup) draw nothing.

import BoxOfficePresentation

extension WebPage: ViewBinding {
    /// Any ViewModel whose content is a document: its sentences and notes as paragraphs, so a screen
    /// is served before it has a page of its own (the compiler still checks its content is a document).
    public func bind<Model: ViewModel<Content>, Content: ContentDocument>(_ model: Model) {
        showSentences(model)
    }

    // The screens that get pages of their own (Views/); each line moves to its view file then.
    public func bind(_ model: BoxOfficeListViewModel) { showSentences(model) }
    public func bind(_ model: MovieDetailViewModel) { showSentences(model) }
    public func bind(_ model: CalendarViewModel) { showSentences(model) }
    public func bind(_ model: FilmTrendViewModel) { showSentences(model) }
    public func bind(_ model: TopFilmsViewModel) { showSentences(model) }
    public func bind(_ model: FilmComparisonViewModel) { showSentences(model) }

    /// `/poster`: the image's bytes; without an image, nothing, and the address answers a placeholder.
    public func bind(_ model: PosterViewModel) {
        show(model) { page, poster in
            if case .image(let bytes, _) = poster { page.image = bytes }
            return nil
        }
    }

    /// Only the server's own session counts calls: its warnings go where the server speaks.
    public func bind(_ model: CallBudgetViewModel) {
        show(model) { page, budget in
            page.warn(budget.warning)
            return nil
        }
    }

    // No address runs these: they change settings or files, which a page never does.
    public func bind(_ model: SettingsViewModel) {}
    public func bind(_ model: SyncViewModel) {}
    public func bind(_ model: ExportViewModel) {}
    public func bind(_ model: StoreBackupViewModel) {}

    /// The generic page: the content's sentences, under the screen's title.
    func showSentences<Content: ContentDocument>(_ model: ViewModel<Content>) {
        show(model) { page, content in
            SentencesPage(title: page.title, sentences: content.sentences, notes: content.notes)
        }
    }
}
