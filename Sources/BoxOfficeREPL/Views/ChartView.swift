import BoxOfficePresentation

/// `date`, `weekly`, `prev`, `next`, `refresh`, `filter`: the chart in the current format, and a
/// chart shown but not kept said as a failure.
struct ChartView: ReplView {
    func show(_ content: BoxOfficeListViewData, in session: ReplSession) {
        session.printLines(session.display.render(content, columns: session.options.columns()))
        if let warning = content.warning { session.report(warning) }
    }
}

extension ReplSession {
    public func bind(_ model: BoxOfficeListViewModel) { bindView(model, to: ChartView()) }
}
