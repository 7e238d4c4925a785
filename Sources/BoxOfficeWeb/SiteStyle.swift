// The site's one stylesheet, served as `/site.css` (the Content-Security-Policy allows no inline style):
// a section a screen, sized by the text and the window only, so 390 px and 200 % zoom need no sideways
// scrolling.

/// The stylesheet every page links to.
public enum SiteStyle {
    public static let css = [frame, chart].joined(separator: "\n")

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
        """
}
