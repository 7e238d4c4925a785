// The site's one stylesheet, served as `/site.css` (the Content-Security-Policy allows no inline style):
// a section a screen, sized by the text and the window only, so 390 px and 200 % zoom need no sideways
// scrolling.

/// The stylesheet every page links to.
public enum SiteStyle {
    public static let css = [frame, chart, steps, cards, filter, detail, calendar, plots].joined(
        separator: "\n")

    /// The page around every screen: type, navigation, the demo banner, alerts.
    static let frame = """
        *, *::before, *::after { box-sizing: border-box; }
        html { font-family: "NanumGothic", "Noto Sans KR", system-ui, sans-serif; line-height: 1.5; }
        body { margin: 0 auto; padding: 0 1rem 2rem; max-width: 72rem; color: #1d1d1f; background: #fff; }
        header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem 1.5rem; padding: 1rem 0; }
        header .site { font-weight: 700; font-size: 1.25rem; color: inherit; text-decoration: none; }
        nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0; padding: 0; list-style: none; }
        a { color: #0645ad; }
        h1 { font-size: 1.5rem; margin: 0.5rem 0 1rem; overflow-wrap: anywhere; }
        p, dd, dt, td, th, li { overflow-wrap: anywhere; }
        .demo { padding: 0.5rem 0.75rem; background: #fff4ce; border-left: 4px solid #b58a00; }
        .failure { padding: 0.5rem 0.75rem; background: #fde7e9; border-left: 4px solid #c50f1f; }
        .note { color: #555; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden;
          clip-path: inset(50%); white-space: nowrap; }
        img, svg { max-width: 100%; height: auto; }
        """

    /// The chart's rank markers, red up and blue down as in the app and the terminal.
    static let chart = """
        .up { color: #c50f1f; }
        .down { color: #0f5bc5; }
        .new { color: #8a4b00; font-weight: 700; }
        .marker { white-space: nowrap; }
        table { border-collapse: collapse; width: 100%; }
        caption { text-align: start; padding: 0.25rem 0; color: #555; }
        th, td { padding: 0.375rem 0.5rem; border-bottom: 1px solid #d2d2d7; text-align: start;
          vertical-align: top; }
        thead th { border-bottom: 2px solid #1d1d1f; }
        .chart .figure { text-align: end; font-variant-numeric: tabular-nums; }
        """

    /// The links to the day, week or month before and after, and the layout switch.
    static let steps = """
        .steps ul, .layout ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; margin: 0.5rem 0;
          padding: 0; list-style: none; }
        .layout strong { font-weight: 700; }
        """

    /// The icon layout: poster cards in as many columns as fit.
    static let cards = """
        .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 1rem;
          margin: 1rem 0; padding: 0; list-style: none; }
        .card { display: flex; flex-direction: column; gap: 0.25rem; }
        .card img { display: block; width: 100%; height: auto; aspect-ratio: 120 / 174; background: #e5e5ea;
          border-radius: 4px; }
        .card p { margin: 0; }
        .card .rank { font-weight: 700; }
        .card .audience { color: #555; font-size: 0.875rem; }
        """

    /// The chart's filter: labelled fields that wrap onto as many lines as the width needs.
    static let filter = """
        .filter { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem 1rem; margin: 0.5rem 0 1rem; }
        .filter .field { display: flex; flex-direction: column; margin: 0; min-width: 0; }
        .filter select, .filter input, .filter button { font: inherit; max-width: 100%; }
        """

    /// A film's detail: label above value when narrow, side by side when there is room.
    static let detail = """
        .detail { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.5rem; }
        .detail div { display: grid; grid-template-columns: minmax(6rem, 12rem) minmax(0, 1fr); gap: 0 1rem; }
        .detail dt { font-weight: 700; grid-column: 1; }
        .detail dd { margin: 0; grid-column: 2; }
        .detail img { width: 15rem; max-width: 100%; height: auto; }
        @media (max-width: 30rem) { .detail div { grid-template-columns: minmax(0, 1fr); }
          .detail dd { grid-column: 1; } }
        """

    /// The month: seven equal columns, the day shown outlined, days without figures dimmed.
    static let calendar = """
        .calendar { table-layout: fixed; }
        .calendar th, .calendar td { text-align: center; padding: 0.375rem 0.125rem; }
        .calendar .empty { color: #8e8e93; }
        .calendar [aria-current="date"] { outline: 2px solid #0645ad; outline-offset: -2px; font-weight: 700; }
        """

    /// The history's plots (trend, top, compare): as wide as the column up to a readable size, the
    /// figures' tables and the legend beside them.
    static let plots = """
        figure.plot { margin: 1rem 0; max-width: 40rem; }
        svg.plot { display: block; width: 100%; height: auto; }
        dl.summary { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
        dl.summary dt { font-weight: 700; }
        dl.summary dd { margin: 0; }
        details summary { cursor: pointer; }
        table.figures { border-collapse: collapse; margin: 0.5rem 0; }
        .figures th, .figures td { padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
        /* A figure stays on one line; a title (in <bdi>) wraps instead. */
        .figures td, .figures th[scope="row"] { font-variant-numeric: tabular-nums; white-space: nowrap; }
        .figures td bdi { white-space: normal; }
        ul.legend { list-style: none; padding: 0; }
        .legend .solid, .legend .dashed { display: inline-block; width: 2rem; margin-inline-end: 0.5rem;
          vertical-align: middle; border-top: 2px solid #0f5bc5; }
        .legend .dashed { border-top: 2px dashed #c50f1f; }
        """
}
