import BoxOfficePresentation

/// `calendar`: the month with the days that have figures marked.
struct CalendarView: ReplView {
    func show(_ calendar: MonthCalendarViewData, in session: ReplSession) {
        session.printLines(session.display.render(calendar, columns: session.options.columns()))
    }
}

extension ReplSession {
    public func bind(_ model: CalendarViewModel) { bindView(model, to: CalendarView()) }
}
