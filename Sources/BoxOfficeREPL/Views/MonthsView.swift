// `months`: a year's months in every format (table, box, plain, csv, json), then the days the store lacks.

import BoxOfficeDomain
import BoxOfficePresentation

@MainActor
final class MonthsView {
    private let viewModel: MonthsViewModel
    private let screen: PromptScreen

    init(viewModel: MonthsViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<MonthsViewData>) {
        guard let content = screen.content(of: state) else { return }
        screen.printLines(screen.display.render(content, columns: screen.columns))
        screen.note(content.notes.map(TerminalText.sanitize))
    }
}

extension MonthsViewData: PrintableView {

    public func table(columns: Int, on display: ReplDisplay) -> [String] {
        let columns = max(columns, 20)
        let list = display.listRenderer
        let width = list.width
        // The caveat is wrapped, never cut: without it the audience reads as the market's.
        var lines =
            [
                width.truncate(list.style.bold(heading), toWidth: columns),
                width.truncate(list.style.dim(storedLine), toWidth: columns),
            ]
            + TextWrapping.wrap(topTenNote + ".", columns: columns, maxLines: 4, width: width).map(
                list.style.dim)
        let rows = months.map { month -> [String] in
            let stored = "\(month.storedDays)/\(month.days)"
            guard let films = month.films else { return [month.month, stored, noStoredDayText] }
            return [
                month.month, stored, String(films), NumberFormatting.grouped(month.topTenAudience ?? 0),
                month.topAudience.map(NumberFormatting.grouped) ?? "",
                TerminalText.sanitize(month.topTitle ?? ""),
            ]
        }
        let all = [header] + rows
        let widths = (0..<header.count).map { column in
            all.filter { $0.count == header.count }.map { width.width(of: $0[column]) }.max() ?? 0
        }
        for (index, row) in all.enumerated() {
            var cells = [
                width.padRight(row[0], toWidth: widths[0]), width.padLeft(row[1], toWidth: widths[1]),
            ]
            if row.count == header.count {
                cells += (2...4).map { width.padLeft(row[$0], toWidth: widths[$0]) } + [row[5]]
            } else {
                cells.append(row[2])
            }
            let fitted = width.truncate(cells.joined(separator: "  "), toWidth: columns)
            lines.append(index == 0 || row.count < header.count ? list.style.dim(fitted) : fitted)
        }
        return lines
    }

    public var setsOffHeading: Bool { true }
}

extension ReplSession {
    public func bind(_ model: MonthsViewModel) { keep(MonthsView(viewModel: model, screen: promptScreen)) }
}
