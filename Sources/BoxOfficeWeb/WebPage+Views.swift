// Each ViewModel's one view on the site: the screen it draws of each content. A screen with a page of
// its own binds it in its file under Views/ (`extension WebPage { func bind(…) }`: the chart, detail,
// calendar, trend, top and compare); the others show their sentences as paragraphs. ViewModels no address reaches (settings, sync, export, backup) draw nothing.

import BoxOfficePresentation

extension WebPage: ViewBinding {
    /// Any ViewModel whose content is a document: its sentences and notes as paragraphs, so a screen
    /// is served before it has a page of its own (the compiler still checks its content is a document).
    public func bind<Model: ViewModel<Content>, Content: ContentDocument>(_ model: Model) {
        showSentences(model)
    }

    /// `/poster`: what was found, which the address answers as an image (``PosterImage``).
    public func bind(_ model: PosterViewModel) {
        show(model) { page, poster in
            page.poster = poster
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
