import BoxOfficePresentation

/// The icon layout: a grid of cards — rank and marker, the title on up to two lines, and
/// `오늘 X / 총 Y` — with as many cards across as the terminal width allows (at least one;
/// two on 80 columns).
///
/// ```
/// ┌────────────────────────────────────┐  ┌────────────────────────────────────┐
/// │  1  신작                           │  │  2  ▼1                             │
/// │ 경관의 피                          │  │ 스파이더맨: 노 웨이 홈             │
/// ```
public struct BoxOfficeCardGridRenderer: Sendable {
    /// The widest a card gets: two fit in 80 columns with the gap between them.
    public static let cardWidth = 38
    public static let gap = 2
    private let list: BoxOfficeListRenderer
    private let box: BoxDrawing

    public init(list: BoxOfficeListRenderer) {
        self.list = list
        box = BoxDrawing(symbols: list.symbols, width: list.width)
    }

    public static func cardsAcross(columns: Int) -> Int {
        max(1, (columns + gap) / (cardWidth + gap))
    }

    /// The lines for `content` on a terminal `columns` wide; none is wider than `columns`
    /// (down to 20 columns).
    public func render(_ content: BoxOfficeListViewData, columns: Int) -> [String] {
        let columns = max(columns, 20)
        var lines = list.heading(content, columns: columns)
        if let emptyText = content.emptyText {
            lines.append(list.width.truncate(emptyText, toWidth: columns))
            return lines
        }
        var cardWidth = min(Self.cardWidth, columns)
        if box.verticalWidth == 2, cardWidth % 2 == 1 { cardWidth -= 1 }
        let across = Self.cardsAcross(columns: columns)
        let inner = cardWidth - 2 * box.verticalWidth - 2
        let figures = content.rows.map { figureLines($0, inner: inner) }
        // Every card as tall as the tallest, so the cards of a row line up.
        let tallest = figures.map(\.count).max() ?? 1
        let cards = zip(content.rows, figures).map { row, lines in
            card(row, width: cardWidth, figures: lines + Array(repeating: "", count: tallest - lines.count))
        }
        for start in stride(from: 0, to: cards.count, by: across) {
            let row = cards[start..<min(start + across, cards.count)]
            for lineIndex in 0..<(row.first?.count ?? 0) {
                let line = row.map { $0[lineIndex] }.joined(
                    separator: String(repeating: " ", count: Self.gap))
                lines.append(DisplayWidth.trimmedRight(line))
            }
        }
        return lines
    }

    /// `오늘 X / 총 Y` on one line when it fits the card, else each figure on its own line, wrapped at its
    /// spaces: a number is never cut.
    func figureLines(_ row: BoxOfficeRowViewData, inner: Int) -> [String] {
        let width = list.width
        if width.width(of: row.audienceLine) <= inner { return [row.audienceLine] }
        return [row.periodFigure, row.totalFigure].flatMap {
            TextWrapping.wrap($0, columns: inner, maxLines: 3, width: width)
        }
    }

    func card(_ row: BoxOfficeRowViewData, width cardWidth: Int, figures: [String]) -> [String] {
        let width = list.width
        let border = box.verticalWidth
        let inner = cardWidth - 2 * border - 2
        let markerText = row.marker.text(in: list.symbols)
        let top = width.padLeft(String(row.rank), toWidth: 2) + "  " + list.colored(row.marker, markerText)
        var titleLines = TextWrapping.wrap(
            TerminalText.sanitize(row.title), columns: inner, maxLines: 2, width: width)
        while titleLines.count < 2 { titleLines.append("") }
        let body = [width.truncate(top, toWidth: inner)] + titleLines + figures
        return box.frame(body, innerWidth: inner)
    }
}
