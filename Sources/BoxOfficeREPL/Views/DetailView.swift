import BoxOfficePresentation

/// `detail`: the movie, with what the terminal can show of its poster.
struct DetailView: ReplView {
    func show(_ detail: MovieDetailViewData, in session: ReplSession) {
        session.printLines(
            session.display.render(
                detail, columns: session.options.columns(), imageSupport: session.options.imageSupport))
        if let warning = detail.warning { session.report(warning) }
    }
}

extension ReplSession {
    public func bind(_ model: MovieDetailViewModel) { bindView(model, to: DetailView()) }
}
