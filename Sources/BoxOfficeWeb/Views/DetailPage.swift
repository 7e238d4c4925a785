// A film's detail as the terminal's vertical view lists it, as a description list; its poster drawn
// through this site's `/poster`, so the image's address at Kakao never reaches a page.

import BoxOfficePresentation

/// A film's detail.
public struct DetailPage: WebScreen {
    let detail: MovieDetailViewData

    public init(detail: MovieDetailViewData) {
        self.detail = detail
    }

    public var title: String { detail.title }

    public func body(in frame: PageFrame) -> HTML {
        let rows = detail.rows.map { row in
            HTML.element(
                "div", [],
                [HTML.element("dt", text: row.label)]
                    + (row.isPoster && detail.hasPoster ? [poster(frame)] : values(row)))
        }
        let warning: HTML =
            detail.warning.map {
                .element("p", [HTMLAttribute("class", "failure"), HTMLAttribute("role", "alert")], text: $0)
            } ?? .empty
        return .joined([
            .element("h1", [], [.element("bdi", text: detail.title)]), warning,
            .element("dl", [HTMLAttribute("class", "detail")], rows),
        ])
    }

    /// The row's values, a line each; titles and names from the network inside `<bdi>`.
    private func values(_ row: MovieDetailViewData.Row) -> [HTML] {
        row.values.map { HTML.element("dd", [], [.element("bdi", text: $0)]) }
    }

    // The poster row's values hold the Kakao address: only the image, from our own path, is shown.
    private func poster(_ frame: PageFrame) -> HTML {
        .element(
            "dd", [],
            [
                .void(
                    "img",
                    [
                        .link("src", WebLink("/poster", [WebLink.Field("movie", detail.movieCode)])),
                        HTMLAttribute("alt", frame.words.posterAlt(title: detail.title)),
                        .number("width", 240), .number("height", 348),
                    ])
            ])
    }
}

extension WebPage {
    /// This screen's web view: its ViewModel's content drawn as this page.
    public func bind(_ model: MovieDetailViewModel) { show(model) { DetailPage(detail: $1) } }
}
