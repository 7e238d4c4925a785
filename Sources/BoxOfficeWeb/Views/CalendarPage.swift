// The month as `calendar` draws it: weeks from Sunday, a day with figures a link to its chart, the day
// shown marked as the current date, and the months before and after.

import BoxOfficeDomain
import BoxOfficePresentation

/// A month's calendar.
public struct CalendarPage: WebScreen {
    let calendar: MonthCalendarViewData

    public init(calendar: MonthCalendarViewData) {
        self.calendar = calendar
    }

    public var title: String { calendar.title }

    public func body(in frame: PageFrame) -> HTML {
        let headings = calendar.weekdayNames.map {
            HTML.element("th", [HTMLAttribute("scope", "col")], text: $0)
        }
        let weeks = calendar.weeks.map { week in
            HTML.element("tr", [], week.map { day(of: $0, frame) })
        }
        return .joined([
            .element("h1", text: calendar.title), steps(frame),
            .element(
                "table", [HTMLAttribute("class", "calendar")],
                [
                    .element("caption", text: calendar.summary),
                    .element("thead", [], [.element("tr", [], headings)]),
                    .element("tbody", [], weeks),
                ]),
        ])
    }

    /// A place of the week: empty outside the month, a link when the day has figures.
    private func day(of place: MonthCalendarViewData.Day?, _ frame: PageFrame) -> HTML {
        guard let day = place else { return .element("td", [], []) }
        let current = day.isShown ? [HTMLAttribute("aria-current", "date")] : []
        guard day.hasFigures, let date = try? BoxOfficeDate.parse(day.date) else {
            return .element("td", [HTMLAttribute("class", "empty")] + current, text: String(day.number))
        }
        return .element(
            "td", current,
            [
                .element(
                    "a", [.link("href", frame.link("/daily", [WebLink.Field("day", date.compact)]))],
                    text: String(day.number))
            ])
    }

    /// The months before and after, as `calendar 2021-12` names them.
    private func steps(_ frame: PageFrame) -> HTML {
        guard let month = try? CalendarMonth.parse(calendar.month) else { return .empty }
        let links = [(-1, frame.words.earlierMonth), (1, frame.words.laterMonth)].map { step, label in
            let name = month.adding(months: step).description
            return HTML.element(
                "li", [],
                [
                    .element(
                        "a", [.link("href", frame.link("/calendar", [WebLink.Field("month", name)]))],
                        text: label)
                ])
        }
        return .element(
            "nav",
            [HTMLAttribute("class", "steps"), HTMLAttribute("aria-label", frame.words.monthStepsLabel)],
            [.element("ul", [], links)])
    }
}

extension WebPage {
    /// This screen's web view: its ViewModel's content drawn as this page.
    public func bind(_ model: CalendarViewModel) { show(model) { CalendarPage(calendar: $1) } }
}
