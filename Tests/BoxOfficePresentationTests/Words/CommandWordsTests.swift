import BoxOfficeDomain
import BoxOfficePresentation
import Testing

/// What the prompt's help and `source` say, in both languages: each language's own markers.
struct CommandWordsTests {
    @Test(arguments: [Language.korean, .english])
    func theSymbolsHelpShowsTheNewMarkerOfItsLanguage(language: Language) {
        let words = language.words(kobisKeySet: false)
        let details = words.help(forCommand: "symbols")?.details.joined(separator: " ") ?? ""
        #expect(details.contains("unicode: ▲3 ▼2 \(words.newMarker)"), "\(details)")
        #expect(details.contains("ascii: +3 -2 NEW"), "\(details)")
    }
}
