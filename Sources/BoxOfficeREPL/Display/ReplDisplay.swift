// How a view is printed: the display in effect, and the one mechanism every view uses for each format.

import BoxOfficeDomain
import BoxOfficePresentation

/// How the REPL turns views into lines: the display settings in effect (layout, format,
/// symbols, ambiguous width, words), colour, sentence wrapping and the pager.
///
/// It only draws; the ``SettingsViewModel`` holds and saves the settings, and its view hands the
/// display each change it publishes. Each view prints the lines on the ``PromptScreen``.
@MainActor
public final class ReplDisplay {
    public internal(set) var settings: DisplaySettings
    /// Whether colour escape codes are written (a terminal, `NO_COLOR` unset).
    public let colorEnabled: Bool
    /// Long output goes through a pager when set (interactive sessions only).
    public let pager: PagerSetup?
    /// Whether plain sentences are wrapped to the width; off when output is piped.
    public let wrapsSentences: Bool

    public init(
        settings: DisplaySettings, colorEnabled: Bool = false, pager: PagerSetup? = nil,
        wrapsSentences: Bool = true
    ) {
        self.settings = settings
        self.colorEnabled = colorEnabled
        self.pager = pager
        self.wrapsSentences = wrapsSentences
    }

    public var isMachineReadable: Bool { settings.format.isMachineReadable }

    /// The list renderer for the current settings; colour only in the drawn formats (`table`,
    /// `box`), never in `plain`, `csv` or `json`.
    public var listRenderer: BoxOfficeListRenderer {
        BoxOfficeListRenderer(
            width: DisplayWidth(ambiguousIsWide: settings.preferences.ambiguousWidth == .wide),
            style: TerminalStyle(colorEnabled: colorEnabled && settings.format.isDrawn),
            symbols: settings.symbols, words: settings.words)
    }

}

/// A view the REPL prints in each format — table, box, plain, csv, json — written once per view:
/// ``ReplDisplay/render(_:columns:)`` picks the one the user chose, sanitises the exports, wraps
/// the sentences, and by default draws the box as the table in a border.
/// Its json and sentences are the content's own (``ContentDocument``), as every front gives them.
@MainActor
public protocol PrintableView: ContentDocument {
    /// The csv text (a header line, then the records, each ending in a line feed), every text
    /// passed through `clean`.
    func csv(cleaning clean: (String) -> String) -> String
    func table(columns: Int, on display: ReplDisplay) -> [String]
    func box(columns: Int, on display: ReplDisplay) -> [String]
    var setsOffHeading: Bool { get }
}

extension PrintableView {
    public var setsOffHeading: Bool { false }

    public func box(columns: Int, on display: ReplDisplay) -> [String] {
        let border = BoxDrawing(symbols: display.settings.symbols, width: display.listRenderer.width)
        let inner = table(columns: columns - 2 * border.verticalWidth - 2, on: display)
        return border.frame(inner, dividerAfter: setsOffHeading ? 0 : nil)
    }
}

extension ReplDisplay {
    /// The lines of `view` in the current format: its csv or json with every text sanitised (text
    /// from the network never reaches the terminal with escape sequences in it), its sentences
    /// wrapped (`plain`), its table, or its box.
    public func render(_ view: some PrintableView, columns: Int) -> [String] {
        switch settings.format {
        case .csv:
            // The lines of the text, which ends in a line feed; empty lines kept.
            view.csv(cleaning: TerminalText.sanitize).split(separator: "\n", omittingEmptySubsequences: false)
                .dropLast().map(String.init)
        case .json:
            [view.json(cleaning: TerminalText.sanitize)]
        case .plain:
            wrapped(view.sentences, columns: columns)
        case .table:
            view.table(columns: columns, on: self)
        case .box:
            view.box(columns: columns, on: self)
        }
    }

    /// `sentences` sanitised and wrapped to `columns` (at least 20), for the plain format; one a
    /// line, unwrapped, when ``wrapsSentences`` is off.
    private func wrapped(_ sentences: [String], columns: Int) -> [String] {
        guard wrapsSentences else { return sentences.map(TerminalText.sanitize) }
        return sentences.flatMap { sentence in
            TextWrapping.wrap(
                TerminalText.sanitize(sentence), columns: max(columns, 20), maxLines: .max,
                width: listRenderer.width)
        }
    }
}
