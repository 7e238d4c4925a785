import BoxOfficeDomain
import BoxOfficePresentation
import BoxOfficeREPL
import BoxOfficeTestSupport
import Testing

/// Zero-width characters in a title from the network (U+200B space, U+200C non-joiner, U+200D
/// joiner, U+2060 word joiner, U+FEFF byte order mark) reach no format: the day in table, box,
/// plain, csv and json, and `export` in csv and json.
@MainActor
struct ZeroWidthTextTests {
    nonisolated static let characters: [Unicode.Scalar] = [
        "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}",
    ]

    func title(with character: Unicode.Scalar) -> String {
        "\(character)경관\(character)의 피\(character)"
    }

    @Test(arguments: characters, DisplayFormat.allCases)
    func aDayInEveryFormatHasNone(character: Unicode.Scalar, format: DisplayFormat) {
        let day = BoxOfficeChart.stub(entries: [.stub(rank: 1, title: title(with: character))])
        for layout in ListLayout.allCases {
            let display = ReplDisplay(
                settings: DisplaySettings(
                    preferences: UserPreferences(choosing: layout), format: format, words: EnglishWords()))
            let text = display.render(
                BoxOfficeListViewData(boxOffice: day, words: EnglishWords()), columns: 80
            )
            .joined(separator: "\n")
            #expect(!text.unicodeScalars.contains(character), "\(layout) \(format)")
            #expect(text.contains("경관의 피"), "\(layout) \(format): \(text)")
        }
    }

    @Test(arguments: characters, ChartRowExport.Format.allCases)
    func anExportInEitherFormatHasNone(character: Unicode.Scalar, format: ChartRowExport.Format) {
        let entry = BoxOfficeEntry.stub(rank: 1, title: title(with: character))
        let row = ChartRow(
            period: .day(.earliest), filter: .all, yearWeek: nil, position: 1, entry: entry)
        var export = ChartRowExport(format: format, cleaning: TerminalText.sanitize)
        let text = export.start + export.lines([row]) + export.end
        #expect(!text.unicodeScalars.contains(character))
        #expect(text.contains("경관의 피"))
    }
}
