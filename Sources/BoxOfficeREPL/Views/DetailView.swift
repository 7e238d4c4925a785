// `detail`: a movie's detail laid out vertically, with what the terminal can show of its poster, in every format.

import BoxOfficePresentation

/// `detail`: the movie, with what the terminal can show of its poster.
@MainActor
final class DetailView {
    private let viewModel: MovieDetailViewModel
    private let screen: PromptScreen

    init(viewModel: MovieDetailViewModel, screen: PromptScreen) {
        self.viewModel = viewModel
        self.screen = screen
        viewModel.observe(owner: self) { [weak self] in self?.show($0) }
    }

    private func show(_ state: ViewState<MovieDetailViewData>) {
        guard let detail = screen.content(of: state) else { return }
        screen.printLines(
            screen.display.render(detail, columns: screen.columns, imageSupport: screen.imageSupport))
        if let warning = detail.warning { screen.report(warning) }
    }
}

extension ReplSession {
    public func bind(_ model: MovieDetailViewModel) {
        keep(DetailView(viewModel: model, screen: promptScreen))
    }
}

/// Lays out a movie's detail vertically: a heading, then `label  value` lines (``LabelColumn``),
/// the labels aligned by display width (Hangul is two columns); a value of several lines (the
/// cast) goes on under its first. Every text from the network is sanitised. Every line fits the
/// columns given: values are wrapped, not cut (the poster's address is broken at the edge, so its
/// pieces join back into it), and a long title goes on on the next lines of the heading.
public struct MovieDetailRenderer: Sendable {
    private let width: DisplayWidth
    private let style: TerminalStyle
    private let posterHint: String?

    public init(width: DisplayWidth, style: TerminalStyle, posterHint: String? = nil) {
        self.width = width
        self.style = style
        self.posterHint = posterHint
    }

    /// The lines of `detail`, none wider than `columns`: values are wrapped under their first
    /// line, never cut, so the poster's address stays whole to be copied.
    public func render(_ detail: MovieDetailViewData, columns: Int) -> [String] {
        var lines = heading(
            title: TerminalText.sanitize(detail.title),
            code: TerminalText.sanitize(detail.movieCode),
            columns: columns)
        let column = LabelColumn(labels: detail.rows.map(\.label), width: width)
        let gap = LabelColumn.gap
        for row in detail.rows {
            let label = style.dim(column.padded(row.label))
            let pieces = row.values.flatMap { column.wrap(TerminalText.sanitize($0), columns: columns) }
            for (index, piece) in pieces.enumerated() {
                lines.append((index == 0 ? label : column.indent) + gap + piece)
            }
            if row.isPoster, detail.hasPoster, let hint = posterHint {
                lines += column.wrap("(\(hint))", columns: columns).map {
                    column.indent + gap + style.dim($0)
                }
            }
        }
        return lines
    }

    /// `title · code` in bold, the code dimmed; a title too long for `columns` is wrapped and the
    /// code follows on its last line, or on a line of its own.
    private func heading(title: String, code: String, columns: Int) -> [String] {
        let tail = "· " + code
        if width.width(of: title + " " + tail) <= columns {
            return [style.bold(title + " " + style.dim(tail))]
        }
        var lines = TextWrapping.wrap(title, columns: max(1, columns), maxLines: .max, width: width)
        if let last = lines.last, width.width(of: last + " " + tail) <= columns {
            lines[lines.count - 1] = last + " " + style.dim(tail)
            return lines.map(style.bold)
        }
        return lines.map(style.bold) + [style.bold(style.dim(tail))]
    }
}

struct PrintableMovieDetail: PrintableView {
    let detail: MovieDetailViewData
    let imageSupport: TerminalImageSupport

    func csv(cleaning clean: (String) -> String) -> String {
        detail.record.mappingStrings(clean).csv
    }

    nonisolated func document(cleaning clean: (String) -> String) -> JSONValue? {
        detail.document(cleaning: clean)
    }
    nonisolated var sentences: [String] { detail.sentences }

    func table(columns: Int, on display: ReplDisplay) -> [String] {
        let list = display.listRenderer
        let hint = imageSupport.hint(in: display.settings.words)
        return MovieDetailRenderer(width: list.width, style: list.style, posterHint: hint)
            .render(detail, columns: columns)
    }

    var setsOffHeading: Bool { true }
}

extension ReplDisplay {
    /// The lines of a movie's detail in the current format: the vertical view (`table`), that
    /// view in a border (`box`), sentences (`plain`), or the csv and json exports.
    public func render(
        _ detail: MovieDetailViewData, columns: Int, imageSupport: TerminalImageSupport = .none
    ) -> [String] {
        render(PrintableMovieDetail(detail: detail, imageSupport: imageSupport), columns: columns)
    }
}
