// `detail TITLE` and Tab match a title as the user reads it: escape codes and control characters removed.

import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeTestSupport
import Testing

/// A title from the network with escape codes in it is shown without them; typing what is
/// shown finds it, and Tab offers it as shown (both ran on the raw title before).
struct ShownTitleSelectionTests {
    let day = BoxOfficeChart.stub(entries: [
        .stub(rank: 1, movieCode: "20990001", title: "\u{1B}[31m악성\u{1B}[0m 코드"),
        .stub(rank: 2, movieCode: "20990002", title: "\u{1B}]0;pwned\u{07}스파이더맨:\t노 웨이 홈"),
        .stub(rank: 3, movieCode: "20990003", title: "스파\u{1B}[1m이더\u{1B}[0m 걸"),
    ])

    func selection(_ text: String) throws(DetailSelectionError) -> DetailSelection {
        try DetailSelection(text, in: day, titlesShownAs: TerminalSafety.shown)
    }

    @Test func aTitleIsFoundByWhatIsShownOfIt() throws {
        #expect(try selection("악성").entry?.rank == 1)
        #expect(try selection("악성 코드").entry?.rank == 1)
        #expect(try selection("스파이더맨: 노").entry?.rank == 2)
    }

    @Test func severalMatchesAreListedAsShown() {
        #expect(
            throws: DetailSelectionError.ambiguous(
                "스파이더", matches: [.init(rank: 2, title: "스파이더맨: 노 웨이 홈"), .init(rank: 3, title: "스파이더 걸")]
            )
        ) {
            try selection("스파이더")
        }
    }

    @Test func tabOffersTitlesAsShownAndCompletesThemWordByWord() {
        let titles = DetailSelection.completions(
            forArgument: "", in: day, titlesShownAs: TerminalSafety.shown)
        #expect(titles.suffix(3) == ["악성 코드", "스파이더맨: 노 웨이 홈", "스파이더 걸"])
        let rest = DetailSelection.completions(
            forArgument: "스파이더맨: 노", in: day, titlesShownAs: TerminalSafety.shown)
        #expect(rest == ["노 웨이 홈"])
    }
}
