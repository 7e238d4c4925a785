// `calendar`: the month as a grid with the days that have figures marked, in every format.

import BoxOfficePresentation

/// `calendar`: the month with the days that have figures marked.
@MainActor
final class CalendarView {
    private let viewModel: CalendarViewModel
    private let screen: PromptScreen

    init(viewModel: CalendarViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<MonthCalendarViewData>) {
        guard let calendar = screen.content(of: state) else { return }
        screen.printLines(screen.display.render(calendar, columns: screen.columns))
    }
}

extension ReplSession {
    public func bind(_ model: CalendarViewModel) {
        keep(CalendarView(viewModel: model, screen: promptScreen))
    }
}

/// Lays out a month as a calendar grid, weeks from Sunday:
///
/// ```
///         2022년 1월
///  일  월  화  수  목  금  토
///                          1
///   2   3   4 [ 5]  6   7   8
/// ```
///
/// The day shown is in brackets (and inverse with colour); days without figures are dimmed
/// with colour; the last line says which days have figures, so nothing depends on colour.
public struct MonthCalendarRenderer: Sendable {
    static let cellWidth = 4
    private let width: DisplayWidth
    private let style: TerminalStyle

    public init(width: DisplayWidth, style: TerminalStyle) {
        self.width = width
        self.style = style
    }

    public func render(_ calendar: MonthCalendarViewData, columns: Int) -> [String] {
        let gridWidth = 7 * Self.cellWidth
        let titleWidth = width.width(of: calendar.title)
        let indent = String(repeating: " ", count: max(0, (gridWidth - titleWidth) / 2))
        var lines = [indent + style.bold(calendar.title)]
        let names = calendar.weekdayNames.enumerated().map { index, name in
            let cell = " " + width.padLeft(name, toWidth: 2) + " "
            return index == 0 ? style.red(cell) : index == 6 ? style.blue(cell) : cell
        }
        lines.append(DisplayWidth.trimmedRight(names.joined()))
        for week in calendar.weeks {
            lines.append(DisplayWidth.trimmedRight(week.map(cell).joined()))
        }
        lines.append(calendar.summary)
        return lines.map { width.truncate($0, toWidth: max(columns, 20)) }
    }

    private func cell(_ day: MonthCalendarViewData.Day?) -> String {
        guard let day else { return String(repeating: " ", count: Self.cellWidth) }
        let number = width.padLeft(String(day.number), toWidth: 2)
        if day.isShown { return style.inverse("[" + number + "]") }
        let text = " " + number + " "
        return day.hasFigures ? text : style.dim(text)
    }
}

extension MonthCalendarViewData: PrintableView {
    public func csv(cleaning clean: (String) -> String) -> String {
        MonthCalendarExport.csv(self)
    }

    public func table(columns: Int, on display: ReplDisplay) -> [String] {
        renderer(on: display).render(self, columns: columns)
    }

    public var setsOffHeading: Bool { true }

    @MainActor
    private func renderer(on display: ReplDisplay) -> MonthCalendarRenderer {
        MonthCalendarRenderer(width: display.listRenderer.width, style: display.listRenderer.style)
    }
}
