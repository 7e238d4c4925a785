// `status` and `cache info`: where figures come from, the store, the KOBIS calls of today, in every format.

import BoxOfficePresentation

/// `status`: where figures come from, the store, the KOBIS calls of today.
@MainActor
final class StatusView {
    private let viewModel: StatusViewModel
    private let screen: PromptScreen

    init(viewModel: StatusViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<StatusViewData>) {
        guard let status = screen.content(of: state) else { return }
        let display = screen.display
        var lines = display.render(status, columns: screen.columns)
        if let warning = status.warning.map(TerminalText.sanitize) {
            if display.isMachineReadable {
                screen.warn(warning)
            } else {
                lines.append(screen.words.warningPrefix + warning)
            }
        }
        screen.printLines(lines)
    }
}

extension ReplSession {
    public func bind(_ model: StatusViewModel) { keep(StatusView(viewModel: model, screen: promptScreen)) }
}

/// Lays out `status` and `cache info` as `label  value` lines (``LabelColumn``), the labels
/// aligned by display width. Values are sanitised and never cut: a path must stay whole to be
/// copied, so one too long for the columns given is wrapped under its first line.
public struct StatusRenderer: Sendable {
    private let width: DisplayWidth

    public init(width: DisplayWidth) {
        self.width = width
    }

    public func render(_ status: StatusViewData, columns: Int? = nil) -> [String] {
        LabelColumn.lines(status.rows, width: width, columns: columns)
    }
}

struct PrintableStatus: PrintableView {
    let status: StatusViewData

    func csv(cleaning clean: (String) -> String) -> String {
        status.record.mappingStrings(clean).csv
    }

    nonisolated func document(cleaning clean: (String) -> String) -> JSONValue? {
        status.document(cleaning: clean)
    }
    nonisolated var sentences: [String] { status.sentences }

    func table(columns: Int, on display: ReplDisplay) -> [String] {
        StatusRenderer(width: display.listRenderer.width).render(status, columns: columns)
    }
}

extension ReplDisplay {
    /// The lines of `status` or `cache info` in the current format and language, without the
    /// warning.
    public func render(_ status: StatusViewData, columns: Int) -> [String] {
        render(PrintableStatus(status: status), columns: columns)
    }
}
