import BoxOfficePresentation

/// `shares`: the sales shares of the chart shown, as bars.
struct SharesView: ReplView {
    func show(_ shares: SalesSharesViewData, in session: ReplSession) {
        session.printLines(
            session.display.render(SalesShares(content: shares), columns: session.options.columns()))
    }
}
